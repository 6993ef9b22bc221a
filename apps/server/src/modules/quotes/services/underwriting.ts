import {
  canUnderwrite,
  FILL_IN_OPTION,
  isActingAsProvider,
  IRPM_CHARACTERISTICS,
  irpmFor,
  isUkProduct,
  MESSAGES,
  PRODUCT_NAMES,
  QUOTE_MESSAGES,
  UNDERWRITING_MESSAGES as M,
  UNDERWRITING_TRANSITIONS,
  withinAuthority,
  type DeclineQuoteRequestSchema,
  type DomainEventType,
  type IrpmPercents,
  type ProductCode,
  type ReferQuoteRequestSchema,
  type ReleaseQuoteRequestSchema,
  type SaveExclusionsRequestSchema,
  type SaveIrpmRequestSchema,
  type UnderwritingAction,
  type UnderwritingResult,
  type UpdateTermsRequestSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { declineAccountIn, findVisibleAccount, takeScan } from '../../accounts/index.ts';
import { writeNote } from '../../notes/index.ts';
import { accountFields, findAccountRatingData } from '../../rater/index.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { ratingColumnsOf, rerateQuote } from './rerate.ts';
import { auditedQuote, toQuoteView } from './quote-view.ts';
import { authorityFor, underwritersOf } from './authority.ts';
import { declineSubmissionIn } from './submissions.ts';
import { underwritingDetail } from './underwriting-detail.ts';

/**
 * The underwriting actions (spec 3 §4 underwriter actions; decision 040). Each is one audited
 * transaction on the quote, locked: the caller must see the quote (404 otherwise, never 403),
 * the quote must be in a status the action starts from (UNDERWRITING_TRANSITIONS; 409
 * otherwise), and the change publishes a webhook event and, where asked, e-mails the agent.
 */

type Row = repo.QuoteRow;

type Outcome = {
  message: string;
  patch?: Partial<repo.QuoteInsert>;
  /** What the audit keeps besides the status. */
  audit?: Record<string, unknown>;
  event?: DomainEventType;
  /** E-mail the agent (when the request allows notifications). */
  notify?: { subject: string; paragraphs: string[] } | null;
};

type ActionRun = {
  tx: Tx;
  row: Row;
  now: Date;
  view: repo.QuoteViewRow;
};

/** Underwriting proper (everything but the agent's request for review) is the provider's. */
export function requireUnderwriter(caller: Caller) {
  if (!isActingAsProvider(caller.claims) || !caller.claims.scopes.includes('quote:underwrite')) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(currency === 'GBP' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency,
  }).format(cents / 100);

/**
 * Run one action: lock the visible quote of the product, check the transition, apply the
 * outcome, audit `quote.uw.{action}`, publish, notify; answer the message and the new detail.
 */
async function runAction(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  quoteId: string,
  action: UnderwritingAction,
  ctx: RequestContext,
  decide: (run: ActionRun) => Promise<Outcome>,
): Promise<UnderwritingResult> {
  const now = deps.clock.now();
  const scope = quoteScopeOf(caller);
  const message = await deps.db.transaction(async (tx) => {
    const row = await repo.lockQuote(tx, scope, quoteId);
    if (!row || row.product !== product) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    if (!canUnderwrite(action, row.status)) {
      throw new AppError(
        'CONFLICT',
        M.wrongStatus(UNDERWRITING_TRANSITIONS[action].label, row.status),
      );
    }
    const view = (await repo.findQuote(tx, scope, quoteId))!;
    const outcome = await decide({ tx, row, now, view });
    const patch = { ...outcome.patch, updatedAt: now };
    await repo.updateQuote(tx, quoteId, patch);
    // The SUBMISSIONS tab orders by the last change of any of a submission's quotes.
    if (row.requestGroupId) await repo.updateSubmission(tx, row.requestGroupId, { updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: `quote.uw.${action}`,
        entityType: 'quote',
        entityId: quoteId,
        before: auditedQuote(row),
        after: {
          status: patch.status ?? row.status,
          totalPremium: patch.totalPremium ?? row.totalPremium,
          ...outcome.audit,
        },
      },
      now,
    );
    if (outcome.event) {
      const after = (await repo.findQuote(tx, scope, quoteId))!;
      await publishEvent(deps, tx, {
        type: outcome.event,
        data: { quote: toQuoteView(after), action },
        organisationIds: [row.accountId, row.agencyId],
      });
    }
    if (outcome.notify && view.agentEmail) {
      const mail = renderEmail({
        greeting: `Dear ${view.agentFirstName ?? ''} ${view.agentLastName ?? ''},`.replace(
          /\s+,/,
          ',',
        ),
        paragraphs: outcome.notify.paragraphs,
      });
      await deps.messenger.email(tx, {
        to: view.agentEmail,
        subject: outcome.notify.subject,
        text: mail.text,
        html: mail.html,
        template: `quote-uw-${action}`,
        organisationId: row.agencyId ?? row.accountId,
      });
    }
    return outcome.message;
  });
  deps.messenger.kick();
  return { message, detail: await underwritingDetail(deps, caller, product, quoteId) };
}

/** The account's rating data, for a re-rate (the quote's account is visible: it was locked). */
async function accountRating(tx: Tx, accountId: string) {
  const account = await findAccountRatingData(
    tx,
    { organisationId: accountId, accountType: 'COWBELL' },
    accountId,
  );
  return account ? accountFields(account) : {};
}

/** Re-rate the quote with `overrides`; a 400 with the engine's messages when it does not rate. */
async function rerated(
  run: ActionRun,
  overrides: Record<string, unknown>,
  options: { failure: string; base?: unknown; accountWins?: boolean },
) {
  const fromAccount = await accountRating(run.tx, run.row.accountId);
  const rated = rerateQuote(run.row, fromAccount, overrides, options);
  if (!rated.ok) throw new AppError('BAD_REQUEST', options.failure, { errors: rated.errors });
  return rated;
}

const subjectOf = (row: Row, what: string) => `Quote ${row.quoteNumber} ${what}`;

/** The stored request as first rated, kept the first time an underwriter changes it. */
const originalOf = (row: Row) => row.originalRatingInput ?? row.ratingInput;

// --- refer, review, pick up, cancel to inbox -------------------------------------------------

/** POST request-review/{id}: the agent (or anyone who manages the quote) asks for a review. */
export function requestReview(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof ReferQuoteRequestSchema>,
  ctx: RequestContext,
) {
  return runAction(deps, caller, product, id, 'request-review', ctx, async ({ tx, row, now }) => {
    await writeNote(tx, {
      accountId: row.accountId,
      quoteId: row.id,
      authorOrganisationId: caller.actor.accountId,
      createdBy: caller.actor.userId,
      noteType: 'UNDERWRITING',
      body: `Submitted for underwriter review: ${body.reason}`,
      at: now,
    });
    return {
      message: M.submittedForReview(row.quoteNumber),
      patch: { status: 'REFERRED', manualReferralReason: body.reason, underwriterUserId: null },
      audit: { reason: body.reason },
      event: 'quote.referred',
    };
  });
}

/** POST uw/refer/{id}: an underwriter refers a quote by hand. */
export function referQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof ReferQuoteRequestSchema>,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'refer', ctx, async ({ row }) => ({
    message: M.referred(row.quoteNumber),
    patch: { status: 'REFERRED', manualReferralReason: body.reason },
    audit: { reason: body.reason },
    event: 'quote.referred',
    notify: body.isNotificationEnabled
      ? {
          subject: subjectOf(row, 'was referred to underwriting'),
          paragraphs: [
            `Quote ${row.quoteNumber} was referred to underwriting: ${body.reason}`,
            'An underwriter will review it; you will hear from us when it is released.',
          ],
        }
      : null,
  }));
}

/** POST uw/underwrite/{id}: the underwriter takes the referral (IN_REVIEW, assigned to them). */
export function pickUp(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'underwrite', ctx, async ({ row }) => ({
    message: M.pickedUp(row.quoteNumber),
    patch: { status: 'IN_REVIEW', underwriterUserId: caller.actor.userId },
    audit: { underwriterUserId: caller.actor.userId },
  }));
}

/** POST uw/cancel/{id}: cancel to inbox — back to the unassigned referrals. */
export function cancelToInbox(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'cancel-to-inbox', ctx, async ({ row }) => ({
    message: M.returnedToInbox(row.quoteNumber),
    patch: { status: 'REFERRED', underwriterUserId: null },
  }));
}

/** PUT underwriter/{id}: assign the quote to one of the provider's underwriters (or nobody). */
export function assignUnderwriter(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  underwriterId: string | null,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'assign', ctx, async ({ tx }) => {
    if (underwriterId === null) {
      return { message: M.unassigned, patch: { underwriterUserId: null } };
    }
    const underwriters = await underwritersOf(tx, caller);
    const chosen = underwriters.find((u) => u.id === underwriterId);
    if (!chosen) throw new AppError('BAD_REQUEST', M.notUnderwriter);
    return {
      message: M.assigned(chosen.name),
      patch: { underwriterUserId: underwriterId },
      audit: { underwriterUserId: underwriterId },
    };
  });
}

// --- terms: update, IRPM, exclusions, surplus, reset, reassess -------------------------------

/** PUT uw/{id}: new terms; the engine re-rates, the status is kept (spec 3 §4). */
export function updateTerms(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof UpdateTermsRequestSchema>,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'update', ctx, async (run) => {
    const { isNotificationEnabled, ...terms } = body;
    const overrides = Object.fromEntries(
      Object.entries(terms).filter(([, v]) => v !== undefined),
    ) as Record<string, unknown>;
    if (Object.keys(overrides).length === 0) throw new AppError('BAD_REQUEST', M.unchanged);
    const { input, result } = await rerated(run, overrides, { failure: M.updateFailed });
    if (result.statusHint === 'DECLINED') {
      throw new AppError('BAD_REQUEST', M.declinedByEngine, {
        errors: result.eligibility.reasons.map((r) => r.message),
      });
    }
    const { row } = run;
    return {
      message: M.updated,
      patch: {
        ...ratingColumnsOf(result),
        ...(terms.effectiveDate ? { effectiveDate: terms.effectiveDate } : {}),
        ratingInput: input,
        originalRatingInput: originalOf(row),
      },
      audit: { terms: overrides, premium: result.premium },
      event: 'quote.updated',
      notify: isNotificationEnabled
        ? {
            subject: subjectOf(row, 'was updated by underwriting'),
            paragraphs: [
              `The underwriter updated the terms of quote ${row.quoteNumber}. Total premium: ${money(result.total, row.currency)}.`,
              'Please review the coverages.',
            ],
          }
        : null,
    };
  });
}

/**
 * PUT uw/irpm/{id}?isSurplus: save the IRPM (the seven characteristics as percents and the note)
 * and apply its modifier to the premium; the state's range bounds it (the engine's rule).
 */
export function saveIrpm(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof SaveIrpmRequestSchema>,
  isSurplus: boolean | undefined,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'irpm', ctx, async (run) => {
    const { row } = run;
    const characteristics = Object.fromEntries(
      IRPM_CHARACTERISTICS.map((c) => [c.key, body[c.key]]),
    ) as IrpmPercents;
    const irpm = irpmFor({
      state: row.state ?? '',
      product,
      isSurplus: isSurplus ?? row.isSurplus,
      characteristics,
    });
    if (!irpm.valid || irpm.modifier === null) {
      throw new AppError('BAD_REQUEST', M.irpmSaveFailed, {
        errors: irpm.characteristics
          .filter((c) => !c.valid)
          .map((c) => `${c.key}: ${M.irpmInvalid}`),
      });
    }
    const { input, result } = await rerated(
      run,
      { irpmModifier: irpm.modifier },
      { failure: M.irpmSaveFailed },
    );
    if (body.irpmNote) {
      await writeNote(run.tx, {
        accountId: row.accountId,
        quoteId: row.id,
        authorOrganisationId: caller.actor.accountId,
        createdBy: caller.actor.userId,
        noteType: 'UNDERWRITING',
        body: `IRPM ${irpm.direction} x${irpm.modifier}: ${body.irpmNote}`,
        at: run.now,
      });
    }
    return {
      message: M.irpmSaved,
      patch: {
        ...ratingColumnsOf(result),
        ratingInput: input,
        originalRatingInput: originalOf(row),
        irpm: { characteristics, note: body.irpmNote ?? null },
      },
      audit: { irpm: characteristics, modifier: irpm.modifier, premium: result.premium },
      event: 'quote.updated',
    };
  });
}

/** PUT uw/exclusions/{id}: the event exclusion list, carried onto the quote's documents. */
export function saveExclusions(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof SaveExclusionsRequestSchema>,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'exclusions', ctx, async () => ({
    message: M.exclusionsSaved,
    patch: { eventExclusions: body.exclusions },
    audit: { exclusions: body.exclusions.map((e) => e.claimNumber) },
    event: 'quote.updated',
  }));
}

/** PUT uw/surplus/{id}: switch Admitted / Surplus; the taxes follow (US only). */
export function switchSurplus(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  isSurplus: boolean,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  if (isUkProduct(product)) throw new AppError('BAD_REQUEST', M.surplusUsOnly);
  return runAction(deps, caller, product, id, 'surplus', ctx, async (run) => {
    const { input, result } = await rerated(
      run,
      { surplus: isSurplus },
      { failure: M.updateFailed },
    );
    return {
      message: M.surplusSwitched(isSurplus),
      patch: {
        ...ratingColumnsOf(result),
        ratingInput: input,
        originalRatingInput: originalOf(run.row),
      },
      audit: { isSurplus, surplusLinesTax: result.taxes.surplusLinesTax },
      event: 'quote.updated',
    };
  });
}

/** POST uw/reset/{id}: back to the terms first rated (IRPM 1, no exclusions), engine's status. */
export function resetQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'reset', ctx, async (run) => {
    const base = originalOf(run.row);
    const { input, result } = await rerated(run, {}, { failure: M.updateFailed, base });
    return {
      message: M.reset(run.row.quoteNumber),
      patch: {
        ...ratingColumnsOf(result),
        status: result.statusHint,
        ratingInput: input,
        originalRatingInput: null,
        irpm: null,
        eventExclusions: [],
        requiresSenior: false,
        ...(typeof (base as Record<string, unknown>).effectiveDate === 'string'
          ? { effectiveDate: (base as Record<string, string>).effectiveDate }
          : {}),
      },
      audit: { premium: result.premium },
      event: 'quote.updated',
    };
  });
}

/**
 * POST uw/reassess/{id}: re-scan the account and re-rate the quote on the account as it is now
 * (its answers, firmographics and the new scan); the engine decides the status.
 */
export function reassessRisk(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'reassess', ctx, async (run) => {
    const account = await findVisibleAccount(run.tx, quoteScopeOf(caller), run.row.accountId);
    if (!account) throw new AppError('BAD_REQUEST', M.reassessFailed);
    const scan = await takeScan(run.tx, deps, account, {
      trigger: 'ON_DEMAND',
      requestedBy: caller.actor.userId,
      now: run.now,
    });
    const { input, result } = await rerated(run, {}, { failure: M.reassessFailed });
    return {
      message: M.reassessed(run.row.quoteNumber),
      patch: { ...ratingColumnsOf(result), status: result.statusHint, ratingInput: input },
      audit: { scanId: scan.id, companyScore: scan.companyScore, premium: result.premium },
      event: result.statusHint === 'REFERRED' ? 'quote.referred' : 'quote.updated',
    };
  });
}

// --- release and decline ---------------------------------------------------------------------

/**
 * POST uw/release/{id}: release to READY. Above the underwriter's authority (limit, premium or
 * product) the quote is not released: it waits in the senior underwriters' queue.
 */
export function releaseQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: z.output<typeof ReleaseQuoteRequestSchema>,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return runAction(deps, caller, product, id, 'release', ctx, async ({ tx, row, now }) => {
    const authority = await authorityFor(tx, caller);
    const productAllowed = !authority?.products || authority.products.includes(product);
    if (!productAllowed || !withinAuthority(row, authority)) {
      return {
        message: M.aboveAuthority(row.quoteNumber),
        patch: {
          requiresSenior: true,
          underwriterUserId: null,
          status: row.status === 'INDICATION' ? 'REFERRED' : row.status,
        },
        audit: { requiresSenior: true, authority },
      };
    }
    if (body.note) {
      await writeNote(tx, {
        accountId: row.accountId,
        quoteId: row.id,
        authorOrganisationId: caller.actor.accountId,
        createdBy: caller.actor.userId,
        noteType: 'UNDERWRITING',
        body: `Released: ${body.note}`,
        at: now,
      });
    }
    return {
      message: M.released(row.quoteNumber),
      patch: { status: 'READY', releasedAt: now, requiresSenior: false },
      audit: { note: body.note ?? null },
      event: 'quote.released',
      notify: body.isNotificationEnabled
        ? {
            subject: subjectOf(row, 'is ready'),
            paragraphs: [
              `Underwriting has released quote ${row.quoteNumber} (${PRODUCT_NAMES[product]}). It is ready to send and bind.`,
              `Total premium: ${money(row.totalPremium, row.currency)}.`,
              ...(body.note ? [`Underwriter's note: ${body.note}`] : []),
            ],
          }
        : null,
    };
  });
}

const withFillIn = (summary: string, fillIn: string | null | undefined) =>
  summary === FILL_IN_OPTION && fillIn ? `${FILL_IN_OPTION}: ${fillIn}` : summary;

/** Decline products of an account decline, by the quote's product. */
const declineProductOf = (product: ProductCode) =>
  product.includes('TECH') ? ('TECH_EO' as const) : ('CYBER' as const);

/**
 * uw/decline/{id} and PUT decline/{id}: decline the quote with the spec's reasons; with
 * `declineAccount` the account is declined in the same transaction (all or nothing).
 */
export function declineQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode | null,
  id: string,
  body: z.output<typeof DeclineQuoteRequestSchema>,
  ctx: RequestContext,
) {
  requireUnderwriter(caller);
  return (async () => {
    const quoteProduct =
      product ??
      ((await repo.findQuote(deps.db, quoteScopeOf(caller), id))?.quote.product as
        ProductCode | undefined);
    if (!quoteProduct) throw new AppError('NOT_FOUND', M.declineFailed);
    return runAction(deps, caller, quoteProduct, id, 'decline', ctx, async ({ tx, row, now }) => {
      const summary = withFillIn(body.reasonSummary, body.reasonFillIn);
      if (body.declineAccount) {
        const part = body.declineAccount;
        await declineAccountIn(
          tx,
          caller,
          row.accountId,
          {
            productType: declineProductOf(quoteProduct),
            reason: part.reasonSummary,
            reasonSummary: withFillIn(part.reason, part.reasonFillIn),
          },
          ctx,
          now,
        );
      }
      if (body.declineSubmission && row.requestGroupId) {
        await declineSubmissionIn(
          deps,
          tx,
          caller,
          row.requestGroupId,
          body.declineSubmission,
          ctx,
          {
            now,
            exceptQuoteId: row.id,
          },
        );
      }
      return {
        message: body.declineAccount
          ? M.accountDeclined
          : body.declineSubmission
            ? M.submissionDeclined
            : M.declined(row.quoteNumber),
        patch: {
          status: 'DECLINED',
          declineReasonSummary: summary,
          declineReason: body.reason,
          declinedAt: now,
        },
        audit: { reasonSummary: summary, reason: body.reason, account: !!body.declineAccount },
        event: 'quote.declined',
        notify: body.isNotificationEnabled
          ? {
              subject: subjectOf(row, 'was declined'),
              paragraphs: [
                `Underwriting has declined quote ${row.quoteNumber}: ${summary}.`,
                body.reason,
              ],
            }
          : null,
      };
    });
  })();
}
