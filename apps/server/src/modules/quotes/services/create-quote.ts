import { randomInt } from 'node:crypto';
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
  QUOTE_VALID_DAYS,
  quoteCopyFor,
  quotePresetName,
  ratingStateOf,
  type CreateQuoteRequest,
  type ProductCode,
  type QuoteView,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { publishEvent } from '../../../lib/events.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findVisibleAccount, markAccountQuoted } from '../../accounts/index.ts';
import { isAgentLicensed } from '../../licenses/index.ts';
import { writeNote } from '../../notes/index.ts';
import { rateAccount } from '../../rater/index.ts';
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
  deps: QuotesDeps,
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

/**
 * POST /api/quote/v1/{product}: rate one variation for an eligible account with the rater's
 * calculator (the account fills what the body leaves out) and store it as a quote.
 * - the account must be visible (404) and eligible (spec 3 §4: status and profile score);
 * - a US product needs the agent licensed in the account's state today;
 * - the status follows the engine (READY, INDICATION, REFERRED; DECLINED when ineligible);
 * - an OPEN account becomes QUOTED; the whole write is one audited transaction.
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
  const now = deps.clock.now();
  const today = isoDay(now);
  const account = await findVisibleAccount(deps.db, scopeOf(caller), body.accountId);
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
  if (who.agentUserId && !isUkProduct(product) && state) {
    if (!(await isAgentLicensed(deps.db, who.agentUserId, state, today))) {
      throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.notLicensed(state, PRODUCT_NAMES[product]));
    }
  }

  // The calculator's fields, with the quote calculator's defaults (spec 3 §9).
  const {
    accountId: _account,
    presetName,
    needByDate,
    requestGroupId,
    agencyId: _a,
    agentEmail: _e,
    underwriterNote,
    retailAgentFirstName,
    retailAgentLastName,
    retailAgentLicenseNumber,
    customQuote,
    ...rating
  } = body;
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

  const id = await deps.db.transaction(async (tx) => {
    const quoteNumber = await newQuoteNumber(tx, now);
    const quoteId = await repo.insertQuote(tx, {
      quoteNumber,
      accountId: body.accountId,
      agencyId: who.agencyId,
      agentUserId: who.agentUserId,
      teamId: who.teamId,
      product,
      // custom terms go to the underwriter (ADR 028); a declined risk stays declined
      status: customQuote && result.statusHint !== 'DECLINED' ? 'REFERRED' : result.statusHint,
      currency: result.currency,
      isSurplus: result.surplus,
      state: state ?? null,
      limit: result.limit,
      aggregateLimit: result.aggregateLimit,
      deductible: result.deductible,
      waitingPeriod: result.waitingPeriod,
      retroactivePeriod: result.retroActivePeriod,
      // a preset whose terms were changed is custom, whatever name came with it
      presetName: quotePresetName(presetName, {
        limit: result.limit,
        deductible: result.deductible,
        waitingPeriod: result.waitingPeriod,
        retroActivePeriod: result.retroActivePeriod,
      }),
      effectiveDate,
      endDate,
      expiresOn: addDaysIso(effectiveDate, QUOTE_VALID_DAYS),
      needByDate: needByDate ?? null,
      premium: result.premium,
      mgaFee: result.fees.mgaFee,
      brokerFee: result.fees.brokerFee,
      surplusLinesTax: result.taxes.surplusLinesTax,
      stampingFee: result.taxes.stampingFee,
      totalPremium: result.total,
      referToUnderwriter: result.referToUnderwriter || !!customQuote,
      coverages: result.coverages,
      ratingInput,
      ratingResult: result,
      requestGroupId: requestGroupId ?? null,
      isRenewal: !!options.renewalOf,
      renewalOfQuoteId: options.renewalOf ?? null,
      retailAgentFirstName: retailAgentFirstName || null,
      retailAgentLastName: retailAgentLastName || null,
      retailAgentLicenseNumber: retailAgentLicenseNumber || null,
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
    await markAccountQuoted(tx, body.accountId, now);
    if (underwriterNote) {
      await writeNote(tx, {
        accountId: body.accountId,
        quoteId,
        authorOrganisationId: caller.actor.accountId,
        createdBy: caller.actor.userId,
        noteType: 'UNDERWRITING',
        body: underwriterNote,
        at: now,
      });
    }
    const row = await requireQuote(tx, quoteScopeOf(caller), quoteId);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: options.renewalOf ? 'quote.renew' : 'quote.create',
        entityType: 'quote',
        entityId: quoteId,
        after: {
          ...auditedQuote(row.quote),
          ...(options.renewalOf ? { renewalOfQuoteId: options.renewalOf } : {}),
          ...(customQuote ? { customRequest: row.quote.customRequest } : {}),
        },
      },
      now,
    );
    await publishEvent(deps, tx, {
      type: 'quote.created',
      data: { quote: toQuoteView(row) },
      organisationIds: [body.accountId, who.agencyId],
    });
    return quoteId;
  });
  return toQuoteView(
    await requireQuote(deps.db, quoteScopeOf(caller), id),
    quoteCopyFor(caller.claims),
  );
}
