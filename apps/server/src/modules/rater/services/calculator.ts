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
  isRecord,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { boostV5Of, type RaterDeps } from '../rater.context.ts';
import type { AccountRow } from '../../accounts/index.ts';
import {
  findAccountRatingData,
  findRatingFacts,
  type AccountRatingRow,
} from '../rater.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

/**
 * Rating fields as a request carries them (the calculator's body, a quote's stored request): the
 * engine's `RatingInputSchema` is the one that types and validates them.
 */
export type RatingFields = Record<string, unknown>;
type Body = RatingFields & { accountId?: string | null | undefined };

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
  if (!accountId) return { ...(await rateInput(deps, caller, explicit)), accountId: null };
  const row = await findAccountRatingData(deps.db, scopeOf(caller), accountId);
  if (!row) throw new AppError('NOT_FOUND', RATER_MESSAGES.accountNotFound);
  return { ...(await rateInput(deps, caller, withAccount(row, explicit))), accountId };
}

/**
 * Rate an account the caller has already loaded under the accounts' visibility rule (creating or
 * editing a quote): the account's data under the given rating fields, which the engine's
 * `RatingInputSchema` validates (400 naming each field). Its answers and risk factors are read
 * by id, once; the account is not looked up again.
 */
export async function rateAccount(
  deps: RaterDeps,
  caller: Caller,
  account: AccountRow,
  fields: RatingFields,
): Promise<CalculatorResult> {
  const { org, profile } = account;
  const row: AccountRatingRow = {
    id: org.id,
    region: org.region,
    state: profile.state,
    zipCode: profile.zipCode,
    naicsCode: profile.naicsCode,
    sicCode: profile.sicCode,
    totalRevenue: profile.totalRevenue,
    noOfEmployees: profile.noOfEmployees,
    ...(await findRatingFacts(deps.db, org.id)),
  };
  return { ...(await rateInput(deps, caller, withAccount(row, fields))), accountId: org.id };
}

/** The account's rating fields under the explicit ones; 400 when the account lacks what rates. */
function withAccount(row: AccountRatingRow, explicit: RatingFields): RatingFields {
  const fromAccount = accountFields(row);
  const input: RatingFields = { ...fromAccount, ...explicit };
  const accountAnswers = ratedAnswers(fromAccount.securityAnswers);
  const explicitAnswers = isRecord(explicit.securityAnswers) ? explicit.securityAnswers : {};
  if (Object.keys(accountAnswers).length > 0 || isRecord(explicit.securityAnswers)) {
    input.securityAnswers = { ...accountAnswers, ...explicitAnswers };
  }
  const missing = REQUIRED_FROM_ACCOUNT.filter((f) => input[f] === undefined || input[f] === null);
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', RATER_MESSAGES.accountIncomplete(missing), {
      errors: missing.map((f) => `${f}: ${RATER_MESSAGES.accountIncomplete([f])}`),
    });
  }
  return input;
}

/** Validate and price one input; the Boost V5 flag is the caller's (250 products only). */
async function rateInput(deps: RaterDeps, caller: Caller, fields: RatingFields) {
  const input: RatingFields = { ...fields };
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
  return ratePremium(parsed.data);
}
