import { randomInt, randomUUID } from 'node:crypto';
import {
  addDaysIso,
  addYearsIso,
  CALCULATOR_LIMIT,
  DEFAULT_DEDUCTIBLE,
  isoDay,
  isUkProduct,
  PRODUCT_NAMES,
  productRegion,
  QUOTE_MESSAGES,
  SUBMISSION_MESSAGES,
  QUOTE_VALID_DAYS,
  quoteCopyFor,
  quotePresetName,
  ratingStateOf,
  type CalculatorResult,
  type CreateQuoteRequest,
  type ProductCode,
  type QuoteStatus,
  type QuoteView,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { publishEvent } from '../../../lib/events.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findVisibleAccount, markAccountQuoted, type AccountRow } from '../../accounts/index.ts';
import { isAgentLicensed } from '../../licenses/index.ts';
import { writeNote } from '../../notes/index.ts';
import { rateAccount } from '../../rater/index.ts';
import { guardFees } from './fee-guard.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import { assertQuotable } from './quotable.ts';
import * as repo from '../quotes.repository.ts';
import { auditedQuote, requireQuote, toQuoteView } from './quote-view.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

/** Spec 3 §9: a new policy starts 14 days ahead by default. */
const DEFAULT_EFFECTIVE_DAYS = 14;

/** Q-2026-0001234: the year and seven random digits, re-drawn while taken. */
async function newQuoteNumber(tx: Tx, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const n = `Q-${now.getUTCFullYear()}-${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (!(await repo.quoteNumberTaken(tx, n))) return n;
  }
  throw new AppError('CONFLICT', 'Could not allocate a quote number, please try again');
}

/** Who requests the quote: the agency, its agent and the account's team there. */
async function requester(
  deps: Pick<QuotesDeps, 'db'>,
  caller: Caller,
  body: CreateQuoteRequest,
  accountId: string,
) {
  if (caller.claims.accountType === 'AGENCY') {
    const agencyId = caller.actor.accountId;
    const link = await repo.agencyLink(deps.db, agencyId, accountId);
    return { agencyId, agentUserId: caller.actor.userId, teamId: link?.teamId ?? null };
  }
  // Provider staff quote direct, or for an agency linked to the account (spec 3 §6).
  if (!body.agencyId) {
    if (body.agentEmail) throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.agencyRequired);
    return { agencyId: null, agentUserId: null, teamId: null };
  }
  if (!(await repo.findAgency(deps.db, body.agencyId))) {
    throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.noAgency);
  }
  const link = await repo.agencyLink(deps.db, body.agencyId, accountId);
  if (!link) throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.noAgency);
  let agentUserId = link.agentUserId;
  if (body.agentEmail) {
    agentUserId = await repo.agencyMemberByEmail(deps.db, body.agencyId, body.agentEmail);
    if (!agentUserId) throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.agentNotFound);
  }
  return { agencyId: body.agencyId, agentUserId, teamId: link.teamId };
}

/** What the body carries besides the calculator's fields (the request and the quote flow). */
const QUOTE_REQUEST_KEYS = [
  'accountId',
  'presetName',
  'needByDate',
  'requestGroupId',
  'agencyId',
  'agentEmail',
  'underwriterNote',
  'retailAgentFirstName',
  'retailAgentLastName',
  'retailAgentLicenseNumber',
  'customQuote',
] as const;

/**
 * The calculator's fields of a quote request: the body without the request's own fields and
 * the quote flow's (the cart keeps these with an item and requests it with them later).
 */
export function calculatorFieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  const fields = { ...body };
  for (const key of QUOTE_REQUEST_KEYS) delete fields[key];
  return fields;
}

/**
 * A quote ready to be stored: who requests it, what was rated and what the engine answered,
 * worked out from the caller's request and the account before any write. `insertPreparedQuote`
 * stores it inside the caller's transaction.
 */
export type PreparedQuote = {
  /** When it was prepared: today for its defaults, and its creation time. */
  at: Date;
  product: ProductCode;
  accountId: string;
  who: { agencyId: string | null; agentUserId: string | null; teamId: string | null };
  state: string | null;
  effectiveDate: string;
  endDate: string;
  ratingInput: Record<string, unknown>;
  result: CalculatorResult;
  status: QuoteStatus;
  /** The preset's name, or null when the terms are not a preset's (custom). */
  presetName: string | null;
  referToUnderwriter: boolean;
  needByDate: string | null;
  requestGroupId: string | null;
  underwriterNote: string | null;
  retailAgentFirstName: string | null;
  retailAgentLastName: string | null;
  retailAgentLicenseNumber: string | null;
  customQuote: CreateQuoteRequest['customQuote'];
  renewalOf: string | null;
};

/**
 * Everything POST /api/quote/v1/{product} checks and computes before it writes: rate one
 * variation for an eligible account with the rater's calculator (the account fills what the body
 * leaves out).
 * - the account must be visible (404) and eligible (spec 3 §4: status and profile score);
 * - a US product needs the agent licensed in the account's state today;
 * - the status follows the engine (READY, INDICATION, REFERRED; DECLINED when ineligible).
 * A caller that has already loaded the account under the visibility rule hands it over
 * (`options.account`, the cart): it is not read again.
 */
export async function prepareQuote(
  deps: Pick<QuotesDeps, 'db' | 'clock'>,
  caller: Caller,
  product: ProductCode,
  body: CreateQuoteRequest,
  options: {
    /** A renewal (renew-quote): the quote it renews; the new one is flagged isRenewal. */
    renewalOf?: string;
    /** The account, already loaded under the visibility rule for this caller. */
    account?: AccountRow;
    /** "Now" of a batch (the cart's submit): its quotes share today and their creation time. */
    at?: Date;
    /**
     * False when pricing a variation for the cart: the agent's licence is checked when the cart
     * is requested (as when quotes are requested one by one), not while the broker compares.
     */
    checkLicence?: boolean;
  } = {},
): Promise<PreparedQuote> {
  const now = options.at ?? deps.clock.now();
  const today = isoDay(now);
  const account =
    options.account && options.account.org.id === body.accountId
      ? options.account
      : await findVisibleAccount(deps.db, scopeOf(caller), body.accountId);
  if (!account) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.accountNotFound);
  const region = account.org.region === 'UK' ? 'UK' : 'US';
  if (productRegion(product) !== region) {
    throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.wrongRegion(PRODUCT_NAMES[product], region));
  }
  assertQuotable(account);

  const who = await requester(deps, caller, body, body.accountId);
  // where the risk is rated: the body's state, else the account's state (US) or the nation of
  // its postcode (UK) — never a UK county
  const state =
    typeof body.state === 'string'
      ? body.state.trim().toUpperCase()
      : (ratingStateOf({
          region,
          state: account.profile.state,
          zipCode: account.profile.zipCode,
        }) ?? undefined);
  if (options.checkLicence !== false && who.agentUserId && !isUkProduct(product) && state) {
    if (!(await isAgentLicensed(deps.db, who.agentUserId, state, today))) {
      throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.notLicensed(state, PRODUCT_NAMES[product]));
    }
  }

  // The calculator's fields, with the quote calculator's defaults (spec 3 §9).
  const rating = guardFees(caller, calculatorFieldsOf(body));
  const effectiveDate =
    typeof rating.effectiveDate === 'string'
      ? rating.effectiveDate
      : addDaysIso(today, DEFAULT_EFFECTIVE_DAYS);
  const ratingInput = {
    limit: CALCULATOR_LIMIT.min,
    deductible: DEFAULT_DEDUCTIBLE,
    ...rating,
    ...(state ? { state } : {}),
    effectiveDate,
    product,
  };
  // the account was read once above, under the visibility rule; rating does not read it again
  const result = await rateAccount(deps, caller, account, ratingInput);
  const endDate =
    typeof rating.endDate === 'string' ? rating.endDate : addYearsIso(effectiveDate, 1);
  const { customQuote } = body;
  return {
    at: now,
    product,
    accountId: body.accountId,
    who,
    state: state ?? null,
    effectiveDate,
    endDate,
    ratingInput,
    result,
    // custom terms go to the underwriter (ADR 028); a declined risk stays declined
    status: customQuote && result.statusHint !== 'DECLINED' ? 'REFERRED' : result.statusHint,
    // a preset whose terms were changed is custom, whatever name came with it
    presetName: quotePresetName(body.presetName, {
      limit: result.limit,
      deductible: result.deductible,
      waitingPeriod: result.waitingPeriod,
      retroActivePeriod: result.retroActivePeriod,
    }),
    referToUnderwriter: result.referToUnderwriter || !!customQuote,
    needByDate: body.needByDate ?? null,
    requestGroupId: body.requestGroupId ?? null,
    underwriterNote: body.underwriterNote || null,
    retailAgentFirstName: body.retailAgentFirstName || null,
    retailAgentLastName: body.retailAgentLastName || null,
    retailAgentLicenseNumber: body.retailAgentLicenseNumber || null,
    customQuote,
    renewalOf: options.renewalOf ?? null,
  };
}

/**
 * The submission a new quote joins (decision 041): the request group it names — which must be
 * the same account's and agency's, so nobody joins another agency's submission — or a new one of
 * its own.
 */
async function joinSubmission(tx: Tx, caller: Caller, prepared: PreparedQuote): Promise<string> {
  const id = prepared.requestGroupId ?? randomUUID();
  if (prepared.requestGroupId) {
    const existing = await repo.findSubmissionRow(tx, id);
    if (existing) {
      if (
        existing.accountId !== prepared.accountId ||
        existing.agencyId !== prepared.who.agencyId
      ) {
        throw new AppError('CONFLICT', QUOTE_MESSAGES.otherSubmission);
      }
      if (existing.declinedAt) {
        throw new AppError('CONFLICT', SUBMISSION_MESSAGES.alreadyDeclined);
      }
      await repo.updateSubmission(tx, id, { updatedAt: prepared.at });
      return id;
    }
  }
  await repo.insertSubmission(tx, {
    id,
    accountId: prepared.accountId,
    agencyId: prepared.who.agencyId,
    agentUserId: prepared.who.agentUserId,
    source: prepared.renewalOf
      ? 'RENEWAL'
      : prepared.requestGroupId
        ? 'CART'
        : prepared.customQuote
          ? 'CUSTOM'
          : 'REQUEST',
    needByDate: prepared.needByDate,
    createdBy: caller.actor.userId,
    createdAt: prepared.at,
    updatedAt: prepared.at,
  });
  return id;
}

/**
 * Store a prepared quote inside the caller's transaction: its quote number, the row, an OPEN
 * account becomes QUOTED, the underwriter's note, the audit record (`quote.create`, or
 * `quote.renew`) and the `quote.created` domain event. Answers the new quote's id.
 */
export async function insertPreparedQuote(
  deps: Pick<QuotesDeps, 'jobs' | 'clock'>,
  tx: Tx,
  caller: Caller,
  prepared: PreparedQuote,
  ctx: RequestContext,
): Promise<string> {
  const { at: now, result, who, customQuote } = prepared;
  const submissionId = await joinSubmission(tx, caller, prepared);
  const quoteNumber = await newQuoteNumber(tx, now);
  const quoteId = await repo.insertQuote(tx, {
    quoteNumber,
    accountId: prepared.accountId,
    agencyId: who.agencyId,
    agentUserId: who.agentUserId,
    teamId: who.teamId,
    product: prepared.product,
    status: prepared.status,
    currency: result.currency,
    isSurplus: result.surplus,
    state: prepared.state,
    limit: result.limit,
    aggregateLimit: result.aggregateLimit,
    deductible: result.deductible,
    waitingPeriod: result.waitingPeriod,
    retroactivePeriod: result.retroActivePeriod,
    presetName: prepared.presetName,
    effectiveDate: prepared.effectiveDate,
    endDate: prepared.endDate,
    expiresOn: addDaysIso(prepared.effectiveDate, QUOTE_VALID_DAYS),
    needByDate: prepared.needByDate,
    premium: result.premium,
    mgaFee: result.fees.mgaFee,
    brokerFee: result.fees.brokerFee,
    surplusLinesTax: result.taxes.surplusLinesTax,
    stampingFee: result.taxes.stampingFee,
    totalPremium: result.total,
    referToUnderwriter: prepared.referToUnderwriter,
    coverages: result.coverages,
    ratingInput: prepared.ratingInput,
    ratingResult: result,
    requestGroupId: submissionId,
    isRenewal: !!prepared.renewalOf,
    renewalOfQuoteId: prepared.renewalOf,
    retailAgentFirstName: prepared.retailAgentFirstName,
    retailAgentLastName: prepared.retailAgentLastName,
    retailAgentLicenseNumber: prepared.retailAgentLicenseNumber,
    customRequest: customQuote
      ? {
          requestedLimit: customQuote.requestedLimit,
          requestedRetention: customQuote.requestedRetention ?? null,
          reason: customQuote.reason,
        }
      : null,
    createdBy: caller.actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  await markAccountQuoted(tx, prepared.accountId, now);
  if (prepared.underwriterNote) {
    await writeNote(tx, {
      accountId: prepared.accountId,
      quoteId,
      authorOrganisationId: caller.actor.accountId,
      createdBy: caller.actor.userId,
      noteType: 'UNDERWRITING',
      body: prepared.underwriterNote,
      at: now,
    });
  }
  const row = await requireQuote(tx, quoteScopeOf(caller), quoteId);
  await recordAudit(
    tx,
    actorOf(caller.actor, ctx),
    {
      action: prepared.renewalOf ? 'quote.renew' : 'quote.create',
      entityType: 'quote',
      entityId: quoteId,
      after: {
        ...auditedQuote(row.quote),
        ...(prepared.renewalOf ? { renewalOfQuoteId: prepared.renewalOf } : {}),
        ...(customQuote ? { customRequest: row.quote.customRequest } : {}),
      },
    },
    now,
  );
  await publishEvent(deps, tx, {
    type: 'quote.created',
    data: { quote: toQuoteView(row) },
    organisationIds: [prepared.accountId, who.agencyId],
  });
  return quoteId;
}

/** A quote the caller has just created, as the caller's copy sees it (the API's answer). */
export async function createdQuoteView(
  db: Database | Tx,
  caller: Caller,
  id: string,
): Promise<QuoteView> {
  return toQuoteView(await requireQuote(db, quoteScopeOf(caller), id), quoteCopyFor(caller.claims));
}

/**
 * POST /api/quote/v1/{product}: rate one variation for an eligible account and store it as a
 * quote — `prepareQuote` (the checks and the rating), then `insertPreparedQuote` in one audited
 * transaction.
 */
export async function createQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  body: CreateQuoteRequest,
  ctx: RequestContext,
  /** A renewal (renew-quote): the quote it renews; the new one is flagged isRenewal. */
  options: { renewalOf?: string } = {},
): Promise<QuoteView> {
  const prepared = await prepareQuote(deps, caller, product, body, options);
  const id = await deps.db.transaction((tx) =>
    insertPreparedQuote(deps, tx, caller, prepared, ctx),
  );
  return createdQuoteView(deps.db, caller, id);
}
