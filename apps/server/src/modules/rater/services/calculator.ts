import {
  BACKUP_FREQUENCIES,
  isBoostProduct,
  productCodeSchema,
  RATER_MESSAGES,
  ratePremium,
  ratingStateOf,
  RatingInputSchema,
  riskFactorsSchema,
  type CalculatorResult,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { boostV5Of, type RaterDeps } from '../rater.context.ts';
import { findAccountRatingData, type AccountRatingRow } from '../rater.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

type Body = Record<string, unknown> & { accountId?: string | null | undefined };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of the rating input an account supplies. */
export function accountFields(row: AccountRatingRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const uk = row.region === 'UK';
  // a US state, or the UK nation of the postcode (UK rating is national; the county never rates)
  const state = ratingStateOf({ region: uk ? 'UK' : 'US', state: row.state, zipCode: row.zipCode });
  if (state) fields.state = state;
  const code = uk ? row.sicCode : row.naicsCode;
  if (code) fields.industryCode = code;
  if (row.totalRevenue) fields.revenue = row.totalRevenue;
  if (row.noOfEmployees) fields.employees = row.noOfEmployees;
  // Security answers: the top level and the nested p250Details (spec 3 §3).
  if (isRecord(row.answers)) {
    const details = isRecord(row.answers.p250Details) ? row.answers.p250Details : {};
    const answers = { ...row.answers, ...details };
    delete answers.p250Details;
    fields.securityAnswers = answers;
    const backup = details.backupFrequency ?? row.answers.backupFrequency;
    if ((BACKUP_FREQUENCIES as readonly unknown[]).includes(backup)) {
      fields.backupFrequency = backup;
    }
    const claimHistory = row.answers.claimHistory;
    if (typeof claimHistory === 'number' && claimHistory >= 1 && claimHistory <= 5) {
      fields.claims = { count: 1, amount: 0, lastClaim: claimHistory };
    }
  }
  const factors = riskFactorsSchema.safeParse(row.factors);
  fields.riskFactors = factors.success ? factors.data : null;
  return fields;
}

/** Only the rated answers, so stored extras (comments, forms) do not fail validation. */
function ratedAnswers(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  const picked: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === true || v === false || v === null || v === 'YES' || v === 'NO') picked[k] = v;
  }
  return picked;
}

const REQUIRED_FROM_ACCOUNT = ['state', 'industryCode', 'revenue', 'employees'] as const;

const formatPath = (path: PropertyKey[]) => path.map(String).join('.');

/**
 * POST calculator: rate an explicit input, or an account's data under the explicit fields. The
 * Boost V5 flag is the caller's feature flag (read only for the 250 products, the only ones it
 * changes). Invalid input is a 400 naming each field with the engine's messages.
 */
export async function calculate(
  deps: RaterDeps,
  caller: Caller,
  body: Body,
): Promise<CalculatorResult> {
  const { accountId, ...explicit } = body;
  let input: Record<string, unknown> = explicit;
  if (accountId) {
    const row = await findAccountRatingData(deps.db, scopeOf(caller), accountId);
    if (!row) throw new AppError('NOT_FOUND', RATER_MESSAGES.accountNotFound);
    const fromAccount = accountFields(row);
    input = { ...fromAccount, ...explicit };
    const accountAnswers = ratedAnswers(fromAccount.securityAnswers);
    const explicitAnswers = isRecord(explicit.securityAnswers) ? explicit.securityAnswers : {};
    if (Object.keys(accountAnswers).length > 0 || isRecord(explicit.securityAnswers)) {
      input.securityAnswers = { ...accountAnswers, ...explicitAnswers };
    }
    const missing = REQUIRED_FROM_ACCOUNT.filter(
      (f) => input[f] === undefined || input[f] === null,
    );
    if (missing.length > 0) {
      throw new AppError('BAD_REQUEST', RATER_MESSAGES.accountIncomplete(missing), {
        errors: missing.map((f) => `${f}: ${RATER_MESSAGES.accountIncomplete([f])}`),
      });
    }
  }
  const product = productCodeSchema.safeParse(input.product);
  input.boostV5Enabled =
    product.success && isBoostProduct(product.data) ? await boostV5Of(deps, caller) : false;
  const parsed = RatingInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      issue.path.length ? `${formatPath(issue.path)}: ${issue.message}` : issue.message,
    );
    throw new AppError('BAD_REQUEST', errors[0] ?? 'Invalid request', { errors });
  }
  return { ...ratePremium(parsed.data), accountId: accountId ?? null };
}
