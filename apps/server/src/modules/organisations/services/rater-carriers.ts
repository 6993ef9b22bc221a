import {
  CARRIER_PROFILE_MESSAGES,
  type CarrierProfile,
  type CarrierProfileCreateSchema,
  type CarrierProfilesQuerySchema,
  type CarrierProfileUpdateSchema,
  isActingAsProvider,
  isUkProduct,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type ProductCode,
  type RaterCarrier,
  type RaterCarrierSearchQuerySchema,
  UK_NATION_CODES,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as profiles from '../carrier-profiles.repository.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { assertProviderManager, audit, pgCode } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Spec 2 §9: "after" is the start of its day, "before" the end of its day. */
const afterBound = (value: string | undefined) => (value ? new Date(value) : undefined);
const beforeBound = (value: string | undefined) =>
  value
    ? isDateOnly(value)
      ? new Date(new Date(`${value}T00:00:00Z`).getTime() + DAY_MS)
      : new Date(value)
    : undefined;

/**
 * A state filter: a UK nation code matches UK products that list no nation, a US state code the
 * US products that list no state.
 */
const stateFilter = (code: string | undefined) =>
  code
    ? {
        code,
        regionProducts: PRODUCT_CODES.filter(
          (p) => isUkProduct(p) === UK_NATION_CODES.has(code),
        ) as readonly string[],
      }
    : undefined;

function assertProviderStaff(caller: Caller) {
  if (!isActingAsProvider(caller.claims)) {
    throw new AppError('FORBIDDEN', CARRIER_PROFILE_MESSAGES.providerOnly);
  }
}

const toProfile = (row: {
  profile: profiles.CarrierProfileRow;
  carrierName: string;
}): CarrierProfile => {
  const p = row.profile;
  const product = p.product as ProductCode;
  return {
    id: p.id,
    carrierId: p.carrierId,
    carrierName: row.carrierName,
    product,
    productName: PRODUCT_NAMES[product] ?? p.product,
    paper: p.paper === 'SURPLUS' ? 'SURPLUS' : 'ADMITTED',
    states: p.states,
    sharePercent: p.sharePercent,
    naicCompanyCode: p.naicCompanyCode,
    amBestRating: p.amBestRating,
    effectiveFrom: p.effectiveFrom,
    effectiveTo: p.effectiveTo,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
};

/** GET /api/rater/v1/carrier: provider staff search carriers for the rater. */
export async function searchRaterCarriers(
  deps: OrganisationsDeps,
  caller: Caller,
  query: z.output<typeof RaterCarrierSearchQuerySchema>,
) {
  assertProviderStaff(caller);
  const { rows, total } = await profiles.searchCarriers(deps.db, {
    ...query,
    after: afterBound(query.after),
    before: beforeBound(query.before),
    state: stateFilter(query.state),
  });
  const content: RaterCarrier[] = rows.map((r) => ({
    ...r,
    products: r.products.filter((p): p is ProductCode =>
      (PRODUCT_CODES as readonly string[]).includes(p),
    ),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return toPage(content, total, query);
}

/** GET /api/rater/v1/carrier/profiles: the active profiles (provider staff may add inactive). */
export async function listCarrierProfiles(
  deps: OrganisationsDeps,
  caller: Caller,
  query: z.output<typeof CarrierProfilesQuerySchema>,
) {
  assertProviderStaff(caller);
  const rows = await profiles.listProfiles(deps.db, {
    product: query.product,
    state: stateFilter(query.state),
    carrierId: query.carrierId,
    includeInactive: query.includeInactive,
  });
  return { content: rows.map(toProfile) };
}

async function requireCarrier(db: Database | Tx, carrierId: string) {
  const carrier = await repo.findOrganisation(db, carrierId);
  if (!carrier || carrier.accountType !== 'CARRIER') {
    throw new AppError('NOT_FOUND', CARRIER_PROFILE_MESSAGES.carrierNotFound);
  }
  return carrier;
}

const duplicate = (product: string, paper: string) =>
  new AppError(
    'CONFLICT',
    CARRIER_PROFILE_MESSAGES.duplicate(PRODUCT_NAMES[product as ProductCode] ?? product, paper),
  );

/** A concurrent insert of the same carrier, product and paper surfaces as the same 409. */
async function mapUnique<T>(work: () => Promise<T>, product: string, paper: string) {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === '23505') throw duplicate(product, paper);
    throw error;
  }
}

type ProfileValues = z.output<typeof CarrierProfileUpdateSchema>;
const columns = (input: ProfileValues) => ({
  product: input.product,
  paper: input.paper,
  states: input.states,
  sharePercent: input.sharePercent,
  naicCompanyCode: input.naicCompanyCode ?? null,
  amBestRating: input.amBestRating ?? null,
  effectiveFrom: input.effectiveFrom,
  effectiveTo: input.effectiveTo ?? null,
  active: input.active,
});

const audited = (p: profiles.CarrierProfileRow) => ({
  product: p.product,
  paper: p.paper,
  states: p.states,
  sharePercent: p.sharePercent,
  naicCompanyCode: p.naicCompanyCode,
  amBestRating: p.amBestRating,
  effectiveFrom: p.effectiveFrom,
  effectiveTo: p.effectiveTo,
  active: p.active,
});

/** POST /api/rater/v1/carrier/profiles (provider admins). */
export async function createCarrierProfile(
  deps: OrganisationsDeps,
  caller: Caller,
  input: z.output<typeof CarrierProfileCreateSchema>,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  const profile = await mapUnique(
    () =>
      deps.db.transaction(async (tx) => {
        await requireCarrier(tx, input.carrierId);
        if (await profiles.profileTaken(tx, input)) throw duplicate(input.product, input.paper);
        const row = await profiles.insertProfile(tx, {
          carrierId: input.carrierId,
          ...columns(input),
          createdAt: now,
          updatedAt: now,
        });
        await audit(
          tx,
          caller,
          {
            action: 'carrier-profile.create',
            entityType: 'carrier_profile',
            entityId: row.id,
            after: { carrierId: input.carrierId, ...columns(input) },
          },
          now,
        );
        return toProfile((await profiles.findProfile(tx, row.id))!);
      }),
    input.product,
    input.paper,
  );
  return { message: CARRIER_PROFILE_MESSAGES.created, profile };
}

/** PUT /api/rater/v1/carrier/profiles/{id} (provider admins): a full replace of the fields. */
export async function updateCarrierProfile(
  deps: OrganisationsDeps,
  caller: Caller,
  id: string,
  input: ProfileValues,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  const profile = await mapUnique(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await profiles.findProfile(tx, id);
        if (!before) throw new AppError('NOT_FOUND', CARRIER_PROFILE_MESSAGES.profileNotFound);
        const carrierId = before.profile.carrierId;
        if (await profiles.profileTaken(tx, { carrierId, ...input }, id)) {
          throw duplicate(input.product, input.paper);
        }
        await profiles.updateProfile(tx, id, { ...columns(input), updatedAt: now });
        await audit(
          tx,
          caller,
          {
            action: 'carrier-profile.update',
            entityType: 'carrier_profile',
            entityId: id,
            before: audited(before.profile),
            after: columns(input),
          },
          now,
        );
        return toProfile((await profiles.findProfile(tx, id))!);
      }),
    input.product,
    input.paper,
  );
  return { message: CARRIER_PROFILE_MESSAGES.updated, profile };
}

/** DELETE /api/rater/v1/carrier/profiles/{id} (provider admins). */
export async function deleteCarrierProfile(deps: OrganisationsDeps, caller: Caller, id: string) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await profiles.findProfile(tx, id);
    if (!before) throw new AppError('NOT_FOUND', CARRIER_PROFILE_MESSAGES.profileNotFound);
    await profiles.deleteProfile(tx, id);
    await audit(
      tx,
      caller,
      {
        action: 'carrier-profile.delete',
        entityType: 'carrier_profile',
        entityId: id,
        before: { carrierId: before.profile.carrierId, ...audited(before.profile) },
      },
      now,
    );
  });
  return { message: CARRIER_PROFILE_MESSAGES.deleted };
}
