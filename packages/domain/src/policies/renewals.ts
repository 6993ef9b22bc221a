import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/quote.schema.ts';
import type { RatingResult } from '../rating/rating.schema.ts';

/**
 * Renewals (the servicing issue; decision 048): a policy in force becomes open for renewal
 * OPEN_FOR_RENEWAL_DAYS before its end; the renewal job then prepares its renewal quote —
 * re-rated on the account's current firmographics, answers and risk factors, at the policy's
 * current limit and deductible, effective on its end date — and tells the agent. Binding that
 * quote renews the policy (RENEWED). Beside the renewal quote, the renewal diff says what
 * changed against the expiring policy and why the premium moved.
 */

export const RENEWAL_MESSAGES = {
  prepared: (quoteNumber: string) => `Renewal quote ${quoteNumber} prepared`,
  alreadyPrepared: (quoteNumber: string) => `Renewal quote ${quoteNumber} was already prepared`,
  notRenewable: 'Only a policy in force can be renewed',
  optedOut: 'This policy is opted out of renewal',
  noAgent: 'The policy has no agent of record to renew it',
  optOutSaved: (n: number) =>
    n === 1 ? 'Renewal opt-out saved' : `Renewal opt-out saved for ${n} policies`,
  optInSaved: (n: number) =>
    n === 1 ? 'Renewal opt-in saved' : `Renewal opt-in saved for ${n} policies`,
  muted: 'Renewal reminders muted',
  unmuted: 'Renewal reminders on',
} as const;

/** One changed value between the expiring policy and its renewal. */
const Change = z.object({ before: z.number().nullable(), after: z.number().nullable() });

/** What changed between the expiring policy and the renewal quote, and why the premium moved. */
export const RenewalDiffSchema = z.object({
  /** Annual premium, cents (pence). */
  premium: Change.extend({ percent: z.number().nullable() }),
  limit: Change,
  deductible: Change,
  /** Coverages by key: sub-limits before and after (null: not on that side). */
  coverages: z.array(z.object({ key: z.string(), label: z.string(), ...Change.shape })),
  /** The rating's steps by code: the factor (or amount) before and after, with their details. */
  factors: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      ...Change.shape,
      beforeDetail: z.string().nullable(),
      afterDetail: z.string().nullable(),
    }),
  ),
  /** "Why did my premium change": one sentence per reason, the largest effect first. */
  reasons: z.array(z.string()),
});
export type RenewalDiff = z.infer<typeof RenewalDiffSchema>;

const pct = (before: number, after: number) =>
  before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10;

/**
 * The renewal diff (pure): the expiring policy's terms (its annual premium after endorsements,
 * limit, deductible) and its quote's rating, against the renewal quote's rating. Reasons list
 * each rating step whose factor moved, the largest relative move first, then the terms.
 */
export function renewalDiff(
  expiring: {
    annualPremium: number;
    limit: number;
    deductible: number;
    rating: RatingResult | null;
  },
  renewal: RatingResult,
): RenewalDiff {
  const before = expiring.rating;
  const coverageKeys = new Set([
    ...(before?.coverages ?? []).map((c) => c.key),
    ...renewal.coverages.map((c) => c.key),
  ]);
  const coverages = [...coverageKeys].flatMap((key) => {
    const b = before?.coverages.find((c) => c.key === key);
    const a = renewal.coverages.find((c) => c.key === key);
    const beforeLimit = b?.subLimit ?? null;
    const afterLimit = a?.subLimit ?? null;
    if (beforeLimit === afterLimit) return [];
    return [{ key, label: (a ?? b)!.label, before: beforeLimit, after: afterLimit }];
  });
  const codes = new Set([
    ...(before?.breakdown ?? []).map((s) => s.code),
    ...renewal.breakdown.map((s) => s.code),
  ]);
  const factors = [...codes].flatMap((code) => {
    const b = before?.breakdown.find((s) => s.code === code);
    const a = renewal.breakdown.find((s) => s.code === code);
    if (b && a && b.value === a.value && b.detail === a.detail) return [];
    return [
      {
        code,
        label: (a ?? b)!.label,
        before: b?.value ?? null,
        after: a?.value ?? null,
        beforeDetail: b?.detail ?? null,
        afterDetail: a?.detail ?? null,
      },
    ];
  });
  const moved = (f: (typeof factors)[number]) =>
    f.before && f.after ? Math.abs(f.after / f.before - 1) : 1;
  const reasons = [...factors]
    .sort((x, y) => moved(y) - moved(x))
    .map((f) =>
      f.before === null
        ? `${f.label} now applies (${f.afterDetail ?? f.after})`
        : f.after === null
          ? `${f.label} no longer applies`
          : `${f.label} changed from ${f.beforeDetail || f.before} to ${f.afterDetail || f.after}`,
    );
  if (expiring.limit !== renewal.limit) reasons.push('The limit changed');
  if (expiring.deductible !== renewal.deductible) reasons.push('The deductible changed');
  if (reasons.length === 0 && expiring.annualPremium !== renewal.premium) {
    reasons.push('The rating plan changed since the policy was written');
  }
  return {
    premium: {
      before: expiring.annualPremium,
      after: renewal.premium,
      percent: pct(expiring.annualPremium, renewal.premium),
    },
    limit: { before: expiring.limit, after: renewal.limit },
    deductible: { before: expiring.deductible, after: renewal.deductible },
    coverages,
    factors,
    reasons,
  };
}

/** GET /api/policy/v1/{id}/renewal: the policy's renewal — its flags, quote and diff. */
export const PolicyRenewalSchema = z.object({
  policyId: z.string(),
  openForRenewal: z.boolean(),
  optOut: z.boolean(),
  remindersMuted: z.boolean(),
  /** The renewal quote, once prepared. */
  quote: z
    .object({
      id: z.string(),
      quoteNumber: z.string(),
      status: z.enum(QUOTE_STATUSES),
      effectiveDate: z.iso.date(),
      premium: z.number().int(),
      totalPremium: z.number().int(),
    })
    .nullable(),
  diff: RenewalDiffSchema.nullable(),
  /** The policy that renewed it (RENEWED). */
  renewedByPolicyId: z.string().nullable(),
  /** The renewal offer as filed in the account's documents (decision 050); null until filed. */
  offerDocumentId: z.string().nullable(),
});
export type PolicyRenewal = z.infer<typeof PolicyRenewalSchema>;

/** PUT /api/policy/v1/renewal-opt-out (bulk). */
export const RenewalOptOutSchema = z.object({
  policyIds: z.array(z.uuid()).min(1).max(100),
  optOut: z.boolean(),
});
/** POST /api/policy/v1/{id}/mute-renewal-reminders. */
export const MuteRenewalRemindersSchema = z.object({ muted: z.boolean() });

export const RENEWAL_PATHS = {
  renewal: (id: string) => `/api/policy/v1/${id}/renewal`,
  optOut: '/api/policy/v1/renewal-opt-out',
  mute: (id: string) => `/api/policy/v1/${id}/mute-renewal-reminders`,
} as const;
