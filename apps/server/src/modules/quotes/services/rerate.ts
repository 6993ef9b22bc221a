import {
  RatingInputSchema,
  RatingResultSchema,
  ratePremium,
  type CalculatorResult,
  isRecord,
} from '@cyber/domain';
import type { QuoteRow } from '../quotes.repository.ts';

/** Only rated yes/no answers (stored extras such as comments stay out of the engine). */
export function ratedAnswers(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v === true || v === false || v === null || v === 'YES' || v === 'NO',
    ),
  );
}

/** The account's rating data (the rater's `accountFields`) as the engine takes it. */
export type AccountRatingFields = Record<string, unknown>;

export type Rerated =
  | { ok: true; input: Record<string, unknown>; result: CalculatorResult }
  | { ok: false; errors: string[] };

/**
 * Rate a stored quote again (decision 029, 040): the account's data under the quote's stored
 * request — or, with `accountWins`, the account's data as it is now over the stored request (a
 * reassessment) — then `overrides` (an underwriter's terms, IRPM, surplus switch). The answers
 * saved on the account win over answers stored with the quote, and the Boost version stays the
 * one the quote was rated with. Input the engine refuses answers its messages.
 */
export function rerateQuote(
  quote: Pick<QuoteRow, 'ratingInput' | 'ratingResult' | 'accountId'>,
  fromAccount: AccountRatingFields,
  overrides: Record<string, unknown> = {},
  options: { accountWins?: boolean; base?: unknown } = {},
): Rerated {
  const stored = isRecord(options.base ?? quote.ratingInput)
    ? ((options.base ?? quote.ratingInput) as Record<string, unknown>)
    : {};
  const previous = RatingResultSchema.safeParse(quote.ratingResult);
  const accountAnswers = ratedAnswers(fromAccount.securityAnswers);
  const merged = options.accountWins
    ? { ...stored, ...fromAccount }
    : { ...fromAccount, ...stored };
  const candidate = {
    ...merged,
    securityAnswers: { ...ratedAnswers(stored.securityAnswers), ...accountAnswers },
    ...(fromAccount.backupFrequency ? { backupFrequency: fromAccount.backupFrequency } : {}),
    boostV5Enabled: previous.success && previous.data.boostVersion === 'V5',
    ...overrides,
  };
  const parsed = RatingInputSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) =>
        i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
      ),
    };
  }
  const { accountId: _ignored, ...input } = candidate as Record<string, unknown>;
  return {
    ok: true,
    input: { ...input, product: parsed.data.product },
    result: { ...ratePremium(parsed.data), accountId: quote.accountId },
  };
}

/** The quote columns a rating sets (premium, fees, taxes, total, referral, surplus, coverages). */
export const ratingColumnsOf = (result: CalculatorResult) => ({
  premium: result.premium,
  mgaFee: result.fees.mgaFee,
  brokerFee: result.fees.brokerFee,
  surplusLinesTax: result.taxes.surplusLinesTax,
  stampingFee: result.taxes.stampingFee,
  totalPremium: result.total,
  referToUnderwriter: result.referToUnderwriter,
  isSurplus: result.surplus,
  limit: result.limit,
  aggregateLimit: result.aggregateLimit,
  deductible: result.deductible,
  waitingPeriod: result.waitingPeriod,
  retroactivePeriod: result.retroActivePeriod,
  coverages: result.coverages,
  ratingResult: result,
});
