import {
  PRODUCT_CODES,
  US_STATES,
  isUkProduct,
  type CarrierPaper,
  type ProductCode,
} from '@cyber/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { carrierProfiles, organisations, reinsuranceTreaties } from '../schema/index.ts';

/** Where the demo US carrier is not admitted: quotes there go on surplus paper (P250_S). */
const NOT_ADMITTED_IN = ['NY'];

type DemoProfile = {
  product: ProductCode;
  paper: CarrierPaper;
  states: string[];
  sharePercent: number;
};

/**
 * The demo carriers' rater profiles, so quoting can pick a carrier for every product: the US
 * carrier writes every US product on admitted paper in every state but New York, and the surplus
 * product (P250_S) everywhere; a UK carrier (created here) writes the UK products in every UK
 * nation. The demo reinsurer reinsures both carriers (a quota share of each one's book).
 */
export async function seedDemoCarriers(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string> },
) {
  // in force since before the oldest demo policy's effective date (about 13 months back)
  const effectiveFrom = `${options.now.getUTCFullYear() - 2}-01-01`;
  const usCarrier = options.orgIds.get('carrier');
  if (usCarrier) {
    await tx
      .update(organisations)
      .set({ description: 'Admitted and surplus cyber and tech E&O paper in the US' })
      .where(eq(organisations.id, usCarrier));
    const admittedStates = US_STATES.map((s) => s.code).filter((c) => !NOT_ADMITTED_IN.includes(c));
    const us: DemoProfile[] = PRODUCT_CODES.filter((p) => !isUkProduct(p)).map((product) =>
      product === 'P250_S'
        ? { product, paper: 'SURPLUS', states: [], sharePercent: 100 }
        : { product, paper: 'ADMITTED', states: admittedStates, sharePercent: 100 },
    );
    await insertProfiles(tx, usCarrier, us, {
      naicCompanyCode: '29394',
      amBestRating: 'A-',
      effectiveFrom,
      now: options.now,
    });
  }

  const [uk] = await tx
    .insert(organisations)
    .values({
      accountType: 'CARRIER',
      name: 'Albion Cyber Insurance Ltd',
      region: 'UK',
      description: 'Cyber and tech E&O capacity for UK brokerages',
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: organisations.id });
  const ukProfiles: DemoProfile[] = PRODUCT_CODES.filter(isUkProduct).map((product) => ({
    product,
    paper: 'ADMITTED',
    states: [],
    sharePercent: 100,
  }));
  await insertProfiles(tx, uk!.id, ukProfiles, {
    naicCompanyCode: null,
    amBestRating: 'A',
    effectiveFrom,
    now: options.now,
  });

  const reinsurer = options.orgIds.get('reinsurer');
  if (reinsurer) {
    const treaties = [
      ...(usCarrier ? [{ carrierId: usCarrier, sharePercent: 40 }] : []),
      { carrierId: uk!.id, sharePercent: 25 },
    ];
    await tx
      .insert(reinsuranceTreaties)
      .values(treaties.map((t) => ({ ...t, reinsurerId: reinsurer, createdAt: options.now })));
  }
}

async function insertProfiles(
  tx: Tx,
  carrierId: string,
  list: DemoProfile[],
  common: {
    naicCompanyCode: string | null;
    amBestRating: string;
    effectiveFrom: string;
    now: Date;
  },
) {
  await tx.insert(carrierProfiles).values(
    list.map((p) => ({
      carrierId,
      ...p,
      naicCompanyCode: common.naicCompanyCode,
      amBestRating: common.amBestRating,
      effectiveFrom: common.effectiveFrom,
      active: true,
      createdAt: common.now,
      updatedAt: common.now,
    })),
  );
}
