import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  boundCharges,
  addDaysIso,
  addYearsIso,
  binderExpiryOf,
  defaultReturnMethod,
  boundSocialEngineering,
  issuedTerms,
  REINSTATEMENT_DAYS,
  returnPremium,
  type CancellationReason,
  type PolicyRevisionKind,
  LOST_REASONS,
  policyNumberFor,
  productRegion,
  QUOTE_VALID_DAYS,
  quotePresetName,
  ratePremium,
  RatingInputSchema,
  riskFactorsSchema,
  type ProductCode,
  type QuoteStatus,
} from '@cyber/domain';
import { postInvoice, recordSettledPayment } from '../../modules/billing/index.ts';
import { leadCarrierOf } from '../../modules/organisations/carrier-profiles.repository.ts';
import type { Tx } from '../client.ts';
import {
  accountProfiles,
  accountRiskScans,
  agencyAccounts,
  organisations,
  policies,
  policyNumberCounters,
  policyRevisions,
  quoteSubjectivities,
  quotes,
  submissions,
  underwritingAuthorities,
} from '../schema/index.ts';

type DemoQuote = {
  account: string;
  product: ProductCode;
  status: QuoteStatus;
  limit: number;
  deductible?: number;
  preset?: 'BASIC' | 'POPULAR' | 'ELITE';
  /** Days before the seed the quote was requested. */
  ageDays: number;
  /** UK nation for UK accounts. */
  nation?: string;
  /** Referrals: days from the seed to the need-by date (negative: overdue). */
  needByDays?: number;
  /** Referrals: why the agent asked for a review. */
  referralReason?: string;
  /** Referrals: the underwriter's conditions. */
  subjectivities?: { kind: 'PRE_BIND' | 'POST_BIND'; catalogueKey?: string; text: string }[];
  /**
   * A BOUND quote's binder or policy (the bind issue): bound a day after the request; for the
   * servicing statuses (decision 046), its cancellation (request) as a second revision, dated
   * `days` from the seed day.
   */
  policy?: {
    status:
      | 'BOUND'
      | 'ISSUED'
      | 'IN FORCE'
      | 'BINDER EXPIRED'
      | 'EXPIRED'
      | 'RESCIND'
      | 'CANCEL REQUESTED'
      | 'CANCEL PENDING'
      | 'CANCELLED'
      | 'IN REINSTATEMENT PERIOD'
      | 'FLAT CANCELLED'
      | 'VOID';
    /** Its down payment paid and the rest on the installment plan (decision 052). */
    financed?: boolean;
    cancellation?: { reason: CancellationReason; days: number };
  };
};

/** The revision kind of each demo servicing status (decision 046). */
const SERVICING_KIND: Partial<Record<string, PolicyRevisionKind>> = {
  'CANCEL REQUESTED': 'CANCEL_REQUEST',
  'CANCEL PENDING': 'CANCELLATION',
  CANCELLED: 'CANCELLATION',
  'IN REINSTATEMENT PERIOD': 'CANCELLATION',
  'FLAT CANCELLED': 'FLAT_CANCELLATION',
  VOID: 'VOID',
};

/** Answers of a well-run insured (READY); pending litigation makes a referral. */
const GOOD_ANSWERS = {
  isVerifyingBankAccounts: true,
  isAuthenticatingFundTransferRequests: true,
  isPreventingUnauthorizedWireTransfers: true,
  mfaEmail: true,
  mfaRemoteAccess: true,
  incidentResponsePlan: true,
  isSecurityTraining: true,
  useEncryption: true,
  pastCyberIncident: false,
  pendingLitigation: false,
};

/**
 * The QUOTES tab on a fresh start: every status, for the three demo agencies' accounts and
 * teams, priced by the rating engine from the accounts' firmographics and latest risk scans.
 * Expired quotes were requested months ago (their validity has passed); invalid, lost and
 * declined quotes carry the state that led there.
 */
const DEMO_QUOTES: DemoQuote[] = [
  {
    account: 'Acme Dental Group',
    product: 'P100',
    status: 'READY',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 2,
  },
  {
    account: 'Acme Dental Group',
    product: 'P250',
    status: 'INDICATION',
    limit: 2_000_000,
    preset: 'ELITE',
    ageDays: 2,
  },
  {
    account: 'Beacon Hill Pediatrics',
    product: 'P100',
    status: 'READY',
    limit: 2_000_000,
    preset: 'POPULAR',
    ageDays: 4,
  },
  {
    account: 'Beacon Hill Pediatrics',
    product: 'P250',
    status: 'REFERRED',
    limit: 3_000_000,
    preset: 'ELITE',
    ageDays: 4,
    needByDays: 1,
    referralReason: 'The practice asks for a higher ransomware sublimit before its board meets',
    subjectivities: [
      {
        kind: 'PRE_BIND',
        catalogueKey: 'MFA_REMOTE_ACCESS',
        text: 'MFA on remote access confirmed',
      },
      {
        kind: 'PRE_BIND',
        catalogueKey: 'SIGNED_APPLICATION',
        text: 'Signed and dated application',
      },
      { kind: 'POST_BIND', catalogueKey: 'IR_PLAN', text: 'Incident response plan in place' },
    ],
  },
  {
    account: 'Granite State Credit Union',
    product: 'P250',
    status: 'INDICATION',
    limit: 5_000_000,
    deductible: 50_000,
    ageDays: 6,
  },
  {
    account: 'Bayview Logistics',
    product: 'P100',
    status: 'INVALID',
    limit: 2_000_000,
    deductible: 50_000,
    ageDays: 9,
  },
  {
    account: 'Pioneer Valley Law Group',
    product: 'P100',
    status: 'LOST',
    limit: 1_000_000,
    preset: 'BASIC',
    ageDays: 12,
  },
  {
    account: 'Sunbelt Dental Partners',
    product: 'P100',
    status: 'EXPIRED',
    limit: 1_000_000,
    ageDays: 80,
  },
  {
    account: 'Cascade Software Studio',
    product: 'PRIME_TECH',
    status: 'READY',
    limit: 1_000_000,
    ageDays: 3,
  },
  {
    account: 'Lone Star Title Agency',
    product: 'P100',
    status: 'REFERRED',
    limit: 1_500_000,
    ageDays: 5,
    needByDays: -1,
  },
  {
    account: 'Coastal Carolina Realty',
    product: 'P100',
    status: 'INDICATION',
    limit: 1_000_000,
    preset: 'BASIC',
    ageDays: 1,
  },
  {
    account: 'Desert Sun Solar',
    product: 'P250',
    status: 'EXPIRED',
    limit: 2_000_000,
    deductible: 50_000,
    ageDays: 95,
  },
  {
    account: 'Prairie Grain Cooperative',
    product: 'P250',
    status: 'READY',
    limit: 5_000_000,
    deductible: 50_000,
    ageDays: 3,
  },
  {
    account: 'Gateway Regional Hospital',
    product: 'P250_S',
    status: 'REFERRED',
    limit: 5_000_000,
    deductible: 100_000,
    ageDays: 7,
    needByDays: 6,
  },
  {
    account: 'Windy City Payments',
    product: 'P250',
    status: 'DECLINED',
    limit: 5_000_000,
    deductible: 100_000,
    ageDays: 8,
  },
  {
    account: 'Great Plains Energy Services',
    product: 'P100',
    status: 'LOST',
    limit: 2_000_000,
    deductible: 25_000,
    ageDays: 20,
  },
  {
    account: 'Camden Lock Design Ltd',
    product: 'P_ONE',
    status: 'READY',
    limit: 1_000_000,
    nation: 'ENG',
    ageDays: 2,
  },
  {
    account: 'Mersey Freight Forwarding Ltd',
    product: 'P_ONE_PLUS',
    status: 'INDICATION',
    limit: 2_000_000,
    nation: 'ENG',
    ageDays: 5,
  },
  {
    account: 'Pennine Accountancy LLP',
    product: 'P_ONE',
    status: 'EXPIRED',
    limit: 1_000_000,
    nation: 'ENG',
    ageDays: 70,
  },
  {
    account: 'Clyde Coast Hotels Ltd',
    product: 'P_ONE',
    status: 'REFERRED',
    limit: 1_000_000,
    nation: 'SCT',
    ageDays: 3,
    needByDays: 4,
    referralReason: 'The hotel group asks for a lower excess across its four sites',
  },
  {
    account: 'Clyde Coast Hotels Ltd',
    product: 'P_ONE',
    status: 'INVALID',
    limit: 2_000_000,
    nation: 'SCT',
    ageDays: 10,
  },
  // Binders and policies (the bind issue): every status of the book, US and UK.
  {
    account: 'Acme Dental Group',
    product: 'P250',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 5,
    policy: { status: 'BOUND' },
  },
  {
    account: 'Pioneer Valley Law Group',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 10,
    // on an installment plan with ClearPay (decision 052): the premium processor's demo
    policy: { status: 'ISSUED', financed: true },
  },
  {
    account: 'Granite State Credit Union',
    product: 'P100',
    status: 'BOUND',
    limit: 2_000_000,
    preset: 'POPULAR',
    ageDays: 40,
    policy: { status: 'IN FORCE' },
  },
  {
    account: 'Coastal Carolina Realty',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 320,
    policy: { status: 'IN FORCE' },
  },
  {
    account: 'Bayview Logistics',
    product: 'P250',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 60,
    policy: { status: 'BINDER EXPIRED' },
  },
  {
    account: 'Sunbelt Dental Partners',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 400,
    policy: { status: 'EXPIRED' },
  },
  {
    account: 'Camden Lock Design Ltd',
    product: 'P_ONE',
    status: 'BOUND',
    limit: 1_000_000,
    nation: 'ENG',
    ageDays: 35,
    policy: { status: 'IN FORCE' },
  },
  {
    account: 'Pennine Accountancy LLP',
    product: 'P_ONE',
    status: 'BOUND',
    limit: 1_000_000,
    nation: 'ENG',
    ageDays: 4,
    policy: { status: 'BOUND' },
  },
  // Servicing (decision 046): a policy in each cancellation status, and a rescinded binder.
  {
    account: 'Lakeshore Manufacturing Co',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 150,
    policy: { status: 'CANCELLED', cancellation: { reason: 'INSURED_REQUEST', days: -36 } },
  },
  {
    account: 'Cascade Software Studio',
    product: 'P250',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 90,
    policy: { status: 'CANCEL REQUESTED', cancellation: { reason: 'BUSINESS_CLOSED', days: 20 } },
  },
  {
    account: 'Great Plains Energy Services',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 100,
    policy: { status: 'CANCEL PENDING', cancellation: { reason: 'UNDERWRITING', days: 10 } },
  },
  {
    account: 'Desert Sun Solar',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 120,
    policy: {
      status: 'IN REINSTATEMENT PERIOD',
      cancellation: { reason: 'NON_PAYMENT', days: -5 },
    },
  },
  {
    account: 'Prairie Grain Cooperative',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 60,
    policy: { status: 'FLAT CANCELLED' },
  },
  {
    account: 'Evergreen Public Schools Foundation',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 45,
    policy: { status: 'VOID' },
  },
  {
    account: 'Windy City Payments',
    product: 'P100',
    status: 'BOUND',
    limit: 1_000_000,
    preset: 'POPULAR',
    ageDays: 30,
    policy: { status: 'RESCIND' },
  },
];

const DAY = 86_400_000;

/** The demo's policies that end the account's cover: it stays Open or Quoted. */
const ENDED = ['CANCELLED', 'FLAT CANCELLED', 'VOID', 'RESCIND'];

/**
 * A demo servicing status's second revision and columns (decision 046): the cancellation day,
 * reason, method and the premium returned (pro rata, or short rate at the insured's request;
 * everything from inception for a flat cancellation or a void).
 */
function servicingOf(
  policy: NonNullable<DemoQuote['policy']>,
  effectiveDate: string,
  today: string,
  premium: number,
) {
  const kind = SERVICING_KIND[policy.status] ?? null;
  const term = { effectiveDate, endDate: addYearsIso(effectiveDate, 1) };
  const segments = [{ from: effectiveDate, annualPremium: premium }];
  if (!kind) return { kind, returned: 0, columns: {} };
  if (!policy.cancellation) {
    return {
      kind,
      returned: premium,
      columns: { cancelEffectiveDate: effectiveDate, returnPremium: premium },
    };
  }
  const day = addDaysIso(today, policy.cancellation.days);
  const { reason } = policy.cancellation;
  const method = defaultReturnMethod(reason);
  const returned = kind === 'CANCELLATION' ? returnPremium(term, segments, day, method) : 0;
  return {
    kind,
    returned,
    columns: {
      cancelEffectiveDate: day,
      cancelReason: reason,
      cancelMethod: kind === 'CANCELLATION' ? method : null,
      returnPremium: returned,
      reinstateBy:
        policy.status === 'IN REINSTATEMENT PERIOD' ? addDaysIso(day, REINSTATEMENT_DAYS) : null,
    },
  };
}

export async function seedDemoQuotes(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const names = [...new Set(DEMO_QUOTES.map((d) => d.account))];
  const accounts = await tx
    .select({
      id: organisations.id,
      name: organisations.name,
      region: organisations.region,
      state: accountProfiles.state,
      naicsCode: accountProfiles.naicsCode,
      sicCode: accountProfiles.sicCode,
      revenue: accountProfiles.totalRevenue,
      employees: accountProfiles.noOfEmployees,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(inArray(organisations.name, names));
  const byName = new Map(accounts.map((a) => [a.name, a]));
  let serial = 0;
  // One submission per account and request day: the quotes asked for together (decision 041).
  const submissionIds = new Map<string, string>();
  const policyCounters = new Map<string, number>();
  // the first policies in force also carry a midterm endorsement (the midterm list's demo)
  let demoEndorsements = 0;
  for (const d of DEMO_QUOTES) {
    serial += 1;
    const account = byName.get(d.account);
    if (!account) continue;
    const [link] = await tx
      .select()
      .from(agencyAccounts)
      .where(
        and(eq(agencyAccounts.accountId, account.id), eq(agencyAccounts.relation, 'ASSIGNED')),
      );
    const [scan] = await tx
      .select({ factors: accountRiskScans.factors })
      .from(accountRiskScans)
      .where(eq(accountRiskScans.accountId, account.id))
      .orderBy(desc(accountRiskScans.createdAt))
      .limit(1);
    const factors = riskFactorsSchema.safeParse(scan?.factors);
    const created = new Date(options.now.getTime() - d.ageDays * DAY);
    const createdDay = created.toISOString().slice(0, 10);
    const effectiveDate = addDaysIso(createdDay, 14);
    const ratingInput = {
      product: d.product,
      state: d.nation ?? account.state ?? 'MA',
      industryCode: (account.region === 'UK' ? account.sicCode : account.naicsCode) ?? '541511',
      revenue: account.revenue ?? 1_000_000,
      employees: account.employees ?? 10,
      limit: d.limit,
      deductible: d.deductible ?? 25_000,
      effectiveDate,
      securityAnswers:
        d.status === 'INDICATION'
          ? {}
          : { ...GOOD_ANSWERS, pendingLitigation: d.status === 'REFERRED' },
      backupFrequency: 'WEEKLY',
      riskFactors: factors.success ? factors.data : null,
    };
    const parsed = RatingInputSchema.safeParse(ratingInput);
    if (!parsed.success) continue;
    const result = { ...ratePremium(parsed.data), accountId: account.id };
    const lost = d.status === 'LOST';
    const declined = d.status === 'DECLINED';
    const today = options.now.toISOString().slice(0, 10);
    const groupKey = `${account.id}|${d.ageDays}`;
    let submissionId = submissionIds.get(groupKey);
    if (!submissionId) {
      const [submission] = await tx
        .insert(submissions)
        .values({
          accountId: account.id,
          agencyId: link?.agencyId ?? null,
          agentUserId: link?.agentUserId ?? null,
          source: 'CART',
          needByDate: d.needByDays === undefined ? null : addDaysIso(today, d.needByDays),
          createdBy: link?.agentUserId ?? null,
          createdAt: created,
          updatedAt: new Date(created.getTime() + (d.ageDays > 30 ? 45 : 1) * DAY),
        })
        .returning({ id: submissions.id });
      submissionId = submission!.id;
      submissionIds.set(groupKey, submissionId);
    }
    const [inserted] = await tx
      .insert(quotes)
      .values({
        quoteNumber: `Q-${created.getUTCFullYear()}-${String(9_000_000 + serial).padStart(7, '0')}`,
        accountId: account.id,
        agencyId: link?.agencyId ?? null,
        agentUserId: link?.agentUserId ?? null,
        teamId: link?.teamId ?? null,
        product: d.product,
        status: d.status,
        currency: result.currency,
        isSurplus: result.surplus,
        state: ratingInput.state,
        limit: result.limit,
        aggregateLimit: result.aggregateLimit,
        deductible: result.deductible,
        waitingPeriod: result.waitingPeriod,
        retroactivePeriod: result.retroActivePeriod,
        presetName: quotePresetName(d.preset, {
          limit: result.limit,
          deductible: result.deductible,
          waitingPeriod: result.waitingPeriod,
          retroActivePeriod: result.retroActivePeriod,
        }),
        effectiveDate,
        endDate: addYearsIso(effectiveDate, 1),
        expiresOn: addDaysIso(effectiveDate, QUOTE_VALID_DAYS),
        premium: result.premium,
        mgaFee: result.fees.mgaFee,
        brokerFee: result.fees.brokerFee,
        surplusLinesTax: result.taxes.surplusLinesTax,
        stampingFee: result.taxes.stampingFee,
        totalPremium: result.total,
        referToUnderwriter: result.referToUnderwriter,
        coverages: result.coverages,
        ratingInput,
        ratingResult: result,
        lostReasonSummary: lost ? LOST_REASONS[0] : null,
        lostReason: lost
          ? 'The insured renewed with its incumbent carrier at a lower premium.'
          : null,
        needByDate: d.needByDays === undefined ? null : addDaysIso(today, d.needByDays),
        manualReferralReason: d.referralReason ?? null,
        declineReasonSummary: declined ? 'Poor Cyber Security Controls' : null,
        declineReason: declined
          ? 'No MFA on remote access and no offline backups for a payments processor.'
          : null,
        declinedAt: declined ? new Date(created.getTime() + DAY) : null,
        createdBy: link?.agentUserId ?? null,
        createdAt: created,
        updatedAt: new Date(created.getTime() + (d.ageDays > 30 ? 45 : 1) * DAY),
      })
      .returning({ id: quotes.id });
    if (d.policy) {
      const boundAt = new Date(created.getTime() + DAY);
      const region = productRegion(d.product);
      const year = boundAt.getUTCFullYear();
      const key = `${region}|${year}`;
      const sequence = (policyCounters.get(key) ?? 0) + 1;
      policyCounters.set(key, sequence);
      const [agency] = link
        ? await tx
            .select({ name: organisations.name })
            .from(organisations)
            .where(eq(organisations.id, link.agencyId))
        : [];
      const issued = !['BOUND', 'BINDER EXPIRED', 'RESCIND'].includes(d.policy.status);
      const paymentStatus =
        d.policy.status === 'IN FORCE' || d.policy.status === 'EXPIRED' || d.policy.financed
          ? 'Paid'
          : 'Unpaid';
      const servicing = servicingOf(d.policy, effectiveDate, today, result.premium);
      const endorsed =
        issued && !servicing.kind && d.policy.status === 'IN FORCE' && demoEndorsements++ < 3;
      const charges = boundCharges(
        {
          premium: result.premium,
          brokerFee: result.fees.brokerFee,
          mgaFee: result.fees.mgaFee,
          surplusLinesTax: result.taxes.surplusLinesTax,
          stampingFee: result.taxes.stampingFee,
          totalPremium: result.total,
        },
        result.fees.additionalBrokerFee,
      );
      const [policy] = await tx
        .insert(policies)
        .values({
          policyNumber: policyNumberFor(region, year, sequence),
          quoteId: inserted!.id,
          accountId: account.id,
          agencyId: link?.agencyId ?? null,
          namedInsured: account.name,
          agencyName: agency?.name ?? null,
          agentUserId: link?.agentUserId ?? null,
          teamId: link?.teamId ?? null,
          // on the lead carrier's paper, as a bind records it (the demo carriers are seeded first)
          carrierId: await leadCarrierOf(tx, {
            product: d.product,
            isSurplus: result.surplus,
            state: ratingInput.state,
            effectiveDate,
          }),
          product: d.product,
          status: d.policy.status,
          currency: result.currency,
          region,
          limit: result.limit,
          deductible: result.deductible,
          premium: result.premium,
          brokerFee: charges.brokerFee,
          mgaFee: result.fees.mgaFee,
          surplusLinesTax: result.taxes.surplusLinesTax,
          stampingFee: result.taxes.stampingFee,
          premiumTax: charges.premiumTax,
          totalPremium: result.total,
          effectiveDate,
          endDate: addYearsIso(effectiveDate, 1),
          paymentStatus,
          boundAt,
          boundBy: link?.agentUserId ?? null,
          binderExpiresOn: binderExpiryOf(boundAt.toISOString().slice(0, 10)),
          issuedAt: issued ? new Date(boundAt.getTime() + DAY) : null,
          issuedBy: issued ? (options.userIds.get('underwriter@example.com') ?? null) : null,
          revision: issued ? (servicing.kind || endorsed ? 2 : 1) : 0,
          createdAt: boundAt,
          updatedAt: boundAt,
        })
        .returning({ id: policies.id });
      // the binder's invoice, and the credit of what a cancellation returned (decision 051)
      const billed = {
        id: policy!.id,
        policyNumber: policyNumberFor(region, year, sequence),
        accountId: account.id,
        namedInsured: account.name,
        agencyId: link?.agencyId ?? null,
        agencyName: agency?.name ?? null,
        product: d.product,
        currency: result.currency,
      };
      const billedBy = {
        userId: link?.agentUserId ?? null,
        accountId: link?.agencyId ?? null,
        subscriberAccountId: null,
      };
      await postInvoice(tx, {
        policy: billed,
        kind: 'NEW_BUSINESS',
        revision: null,
        charges,
        actor: billedBy,
        now: boundAt,
      });
      if (servicing.returned > 0) {
        await postInvoice(tx, {
          policy: billed,
          kind: 'ADJUSTMENT',
          revision: 2,
          charges: {
            premium: -servicing.returned,
            brokerFee: 0,
            mgaFee: 0,
            surplusLinesTax: 0,
            stampingFee: 0,
            premiumTax: 0,
          },
          actor: billedBy,
          now: new Date(options.now.getTime() - DAY),
        });
      }
      if (d.policy.financed) {
        const financed = await recordSettledPayment(tx, {
          policy: billed,
          method: 'CREDIT_CARD',
          description: 'Installment plan down payment',
          actor: billedBy,
          now: new Date(boundAt.getTime() + DAY),
          installmentPlan: {
            brokerFee: result.fees.brokerFee,
            mgaFee: result.fees.mgaFee,
            createdAt: boundAt,
            // the premium finance agreement, signed on paper and kept on file (decision 056)
            signedOnFile: {
              signature: `Managing Partner, ${account.name}`,
              email: 'accounts@example.com',
            },
          },
        });
        await tx
          .update(policies)
          .set({ financerId: financed?.financerId ?? null })
          .where(eq(policies.id, policy!.id));
      } else if (paymentStatus === 'Paid') {
        // a policy shown as paid settled its invoices by check a week after binding (decision 052)
        await recordSettledPayment(tx, {
          policy: billed,
          method: 'CHECK',
          description: 'Check received',
          actor: { userId: null, accountId: null, subscriberAccountId: null },
          now: new Date(Math.min(boundAt.getTime() + 7 * DAY, options.now.getTime() - DAY)),
        });
      }
      if (issued) {
        // revision 1: the policy as issued (decision 046)
        await tx.insert(policyRevisions).values({
          policyId: policy!.id,
          number: 1,
          kind: 'NEW_BUSINESS',
          effectiveDate,
          status: 'ISSUED',
          premiumDelta: result.premium,
          terms: issuedTerms({
            ...result,
            namedInsured: account.name,
            socialEngineering: boundSocialEngineering(d.product, result.coverages),
          }),
          createdBy: options.userIds.get('underwriter@example.com') ?? null,
          createdAt: new Date(boundAt.getTime() + DAY),
        });
      }
      if (endorsed) {
        // a non-premium endorsement: the insured's subsidiary named (decision 046)
        const terms = issuedTerms({
          ...result,
          namedInsured: account.name,
          socialEngineering: boundSocialEngineering(d.product, result.coverages),
        });
        // ten days ago, or the first day of cover if later
        const tenDaysAgo = addDaysIso(today, -10);
        const day = effectiveDate > tenDaysAgo ? effectiveDate : tenDaysAgo;
        await tx.insert(policyRevisions).values({
          policyId: policy!.id,
          number: 2,
          kind: 'ENDORSEMENT',
          endorsementType: 'ADDITIONAL_NAMED_INSUREDS',
          effectiveDate: day,
          reason: 'Subsidiary acquired',
          status: 'IN FORCE',
          premiumDelta: 0,
          terms: { ...terms, additionalNamedInsureds: [`${account.name} Holdings`] },
          createdBy: link?.agentUserId ?? null,
          createdAt: new Date(options.now.getTime() - 2 * DAY),
        });
      }
      if (servicing.kind) {
        await tx.insert(policyRevisions).values({
          policyId: policy!.id,
          number: 2,
          kind: servicing.kind,
          effectiveDate: servicing.columns.cancelEffectiveDate ?? effectiveDate,
          reason: servicing.columns.cancelReason ?? 'Issued in error',
          status: d.policy.status,
          premiumDelta: -servicing.returned,
          terms: issuedTerms({
            ...result,
            namedInsured: account.name,
            socialEngineering: boundSocialEngineering(d.product, result.coverages),
          }),
          createdBy: options.userIds.get('admin@example.com') ?? null,
          createdAt: new Date(options.now.getTime() - DAY),
        });
      }
      if (!ENDED.includes(d.policy.status)) {
        await tx
          .update(accountProfiles)
          .set({ accountStatus: 'ACTIVE_POLICY' })
          .where(eq(accountProfiles.organisationId, account.id));
      }
    }
    for (const [i, sub] of (d.subjectivities ?? []).entries()) {
      await tx.insert(quoteSubjectivities).values({
        quoteId: inserted!.id,
        kind: sub.kind,
        catalogueKey: sub.catalogueKey ?? null,
        text: sub.text,
        createdBy: options.userIds.get('underwriter@example.com') ?? null,
        createdAt: new Date(created.getTime() + DAY + i),
      });
    }
  }
  // An account with a quote is Quoted (the quotes module's markAccountQuoted), unless bound.
  await tx
    .update(accountProfiles)
    .set({ accountStatus: 'QUOTED' })
    .where(
      and(
        eq(accountProfiles.accountStatus, 'OPEN'),
        sql`exists (select 1 from ${quotes} q where q.account_id = ${accountProfiles}.organisation_id)`,
      ),
    );
  for (const [key, last] of policyCounters) {
    const [region, year] = key.split('|') as [string, string];
    await tx.insert(policyNumberCounters).values({ region, year: Number(year), last });
  }
  // The demo underwriter's authority: releases above it go to a senior underwriter.
  const underwriter = options.userIds.get('underwriter@example.com');
  if (underwriter) {
    await tx.insert(underwritingAuthorities).values({
      userId: underwriter,
      maxLimit: 5_000_000,
      maxPremium: 15_000_000,
      products: null,
      isSenior: false,
    });
  }
}
