import {
  addDaysIso,
  CALCULATOR_LIMIT_OPTIONS,
  DEDUCTIBLE_OPTIONS,
  diffTerms,
  endorsedTerms,
  endorsementPremium,
  endorsementWindowOf,
  ENDORSEMENT_TYPES,
  isEndorsable,
  isPremiumBearing,
  POLICY_FORMS,
  POLICY_MESSAGES,
  SERVICING_MESSAGES,
  socialEngineeringCoverageKey,
  socialEngineeringSubLimits,
  type EndorsementOptions,
  type EndorsementQuote,
  type EndorsementRequest,
  type PolicyActionBody,
  type PolicyActionResult,
  type PolicyTerms,
  type ProductCode,
  type ServicingActor,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { updateDocument } from '../../documents/index.ts';
import { quoteDocumentFacts } from '../../quotes/index.ts';
import { rateAccount } from '../../rater/index.ts';
import { socialEngineeringOf } from '../../security-questions/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { policyScopeOf } from './policy-view.ts';
import {
  loadRevisions,
  servicingActorOf,
  transact,
  wrongStatus,
  type Revision,
  type TransactionContext,
} from './servicing.ts';

/**
 * The days an endorsement may take effect (decision 046): within the policy period and not
 * before the latest transaction's day (no out-of-sequence endorsements); an agency also within
 * spec 3 §5's window (14 days before today to 30 after), provider staff any day of the period.
 */
function endorsableDays(
  row: repo.PolicyRow,
  latest: Revision | null,
  today: string,
  actor: ServicingActor,
): { earliest: string; latest: string } {
  let earliest = row.effectiveDate;
  let last = addDaysIso(row.endDate, -1);
  if (latest && latest.effectiveDate > earliest) earliest = latest.effectiveDate;
  if (actor === 'AGENCY') {
    const window = endorsementWindowOf(today);
    if (window.from > earliest) earliest = window.from;
    if (window.to < last) last = window.to;
  }
  return { earliest, latest: last };
}

function checkDay(
  day: string,
  row: repo.PolicyRow,
  latest: Revision | null,
  today: string,
  actor: ServicingActor,
) {
  if (day < row.effectiveDate || day >= row.endDate) {
    throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.outsideTerm);
  }
  if (latest && day < latest.effectiveDate) {
    throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.beforeLatest(latest.effectiveDate));
  }
  if (actor === 'AGENCY') {
    const window = endorsementWindowOf(today);
    if (day < window.from || day > window.to) {
      throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.outsideWindow(window.from, window.to));
    }
  }
}

/** The rated coverages of the quote as bound, with the social engineering of `terms`. */
function coveragesAt(
  product: ProductCode,
  stored: unknown,
  terms: PolicyTerms,
): { key: string; subLimit?: number }[] {
  const key = socialEngineeringCoverageKey(product);
  const kept = (Array.isArray(stored) ? stored : []).filter(
    (c): c is { key: string; subLimit?: number } =>
      typeof c === 'object' && c !== null && 'key' in c && c.key !== key,
  );
  return terms.socialEngineering === null
    ? kept
    : [...kept, { key, subLimit: terms.socialEngineering }];
}

/**
 * The annual premium of new terms (decision 046): the quote as bound (its rating fields with the
 * underwriter's IRPM) re-rated on the account by the rating engine at both the current and the
 * new limit, deductible and social engineering sub-limit, the policy's annual premium moved by
 * their ratio (so the pricing the policy was written at carries over). A social engineering
 * change rates on the account's security answers as they are now (decision 050). 400 when the
 * engine refuses the input (a sub-limit above the new limit…), 409 when it declines, and for an
 * agency when it refers.
 */
async function reratedAnnual(
  deps: PoliciesDeps,
  caller: Caller,
  row: repo.PolicyRow,
  terms: PolicyTerms,
  next: PolicyTerms,
  actor: ServicingActor,
): Promise<number> {
  const facts = await quoteDocumentFacts(deps.db, row.quoteId);
  const input = facts?.rating?.input;
  // the policy is the caller's, so its insured's account may be rated
  const account = await findVisibleAccount(
    deps.db,
    { organisationId: row.accountId, accountType: 'COWBELL' },
    row.accountId,
  );
  if (!input || typeof input !== 'object' || !account) {
    throw new AppError('CONFLICT', SERVICING_MESSAGES.referral);
  }
  const {
    aggregateLimit: _aggregate,
    securityAnswers,
    ...fields
  } = input as Record<string, unknown>;
  const socialEngineeringChange = terms.socialEngineering !== next.socialEngineering;
  const rate = (at: PolicyTerms) =>
    rateAccount(deps, caller, account, {
      ...fields,
      ...(socialEngineeringChange ? {} : { securityAnswers }),
      limit: at.limit,
      deductible: at.deductible,
      coverages: coveragesAt(row.product as ProductCode, fields.coverages, at),
    });
  const before = await rate(terms);
  const after = await rate(next);
  if (!after.eligibility.eligible || after.hazardClass === 'DECLINED') {
    throw new AppError('CONFLICT', SERVICING_MESSAGES.declined);
  }
  if (after.referToUnderwriter && actor === 'AGENCY') {
    throw new AppError('CONFLICT', SERVICING_MESSAGES.referral);
  }
  if (before.premium <= 0) return terms.annualPremium;
  return Math.round((terms.annualPremium * after.premium) / before.premium);
}

type ReadContext = { row: repo.PolicyRow; latest: Revision | null; today: string };

/** What an endorsement would do to the policy as read (checks and rating included). */
async function plan(
  deps: PoliciesDeps,
  caller: Caller,
  c: ReadContext,
  actor: ServicingActor,
  request: EndorsementRequest,
  nonPremiumOnly: boolean,
) {
  const { row, latest, today } = c;
  if (!isEndorsable(row.status) || !latest) throw wrongStatus('endorsed', row.status);
  if (nonPremiumOnly && isPremiumBearing(request.type)) {
    throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.premiumEndorsement);
  }
  checkDay(request.effectiveDate, row, latest, today, actor);
  const terms = latest.parsedTerms;
  let next = endorsedTerms(terms, request);
  const changed = diffTerms(terms, next);
  if (changed.length === 0) throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.noChange);
  if (next.socialEngineering !== null && next.socialEngineering > next.limit) {
    throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.socialEngineeringSubLimit);
  }
  if (request.type === 'SOCIAL_ENGINEERING' && next.socialEngineering !== null) {
    // the questionnaire's check on the account's answers as they are now (spec 3 §3)
    const check = await socialEngineeringOf(deps, caller, row.accountId);
    if (!check.socialEngineering) {
      throw new AppError('CONFLICT', SERVICING_MESSAGES.socialEngineeringIneligible(check.reasons));
    }
  }
  if (isPremiumBearing(request.type)) {
    next = { ...next, annualPremium: await reratedAnnual(deps, caller, row, terms, next, actor) };
  }
  const premiumDelta = endorsementPremium(
    row,
    request.effectiveDate,
    terms.annualPremium,
    next.annualPremium,
  );
  return { terms, next, premiumDelta, changes: diffTerms(terms, next) };
}

/** Read the policy (the caller's, 404 otherwise) and its revisions, unlocked. */
async function readContext(deps: PoliciesDeps, caller: Caller, id: string): Promise<ReadContext> {
  const scope = policyScopeOf(caller);
  const view = scope ? await repo.findPolicy(deps.db, scope, id) : null;
  if (!view) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  const revisions = await loadRevisions(deps.db, view.p.id);
  return {
    row: view.p,
    latest: revisions.at(-1) ?? null,
    today: deps.clock.now().toISOString().slice(0, 10),
  };
}

/** GET …/endorsements/available: the types, options and days the caller may endorse with. */
export async function endorsementOptions(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
): Promise<EndorsementOptions> {
  const actor = servicingActorOf(caller);
  const c = await readContext(deps, caller, id);
  if (!isEndorsable(c.row.status) || !c.latest) throw wrongStatus('endorsed', c.row.status);
  const days = endorsableDays(c.row, c.latest, c.today, actor);
  return {
    types: [...ENDORSEMENT_TYPES],
    limits: [...CALCULATOR_LIMIT_OPTIONS],
    deductibles: [...DEDUCTIBLE_OPTIONS],
    forms: POLICY_FORMS,
    socialEngineeringSubLimits: socialEngineeringSubLimits(c.latest.parsedTerms.limit),
    earliest: days.earliest,
    latest: days.latest,
    terms: c.latest.parsedTerms,
  };
}

/** POST …/endorsements/quote: the premium and changes of an endorsement, nothing written. */
export async function quoteEndorsement(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  request: EndorsementRequest,
): Promise<EndorsementQuote> {
  const actor = servicingActorOf(caller);
  const c = await readContext(deps, caller, id);
  const p = await plan(deps, caller, c, actor, request, false);
  return {
    premiumDelta: p.premiumDelta,
    annualPremiumBefore: p.terms.annualPremium,
    annualPremiumAfter: p.next.annualPremium,
    changes: p.changes,
  };
}

/**
 * POST …/endorsements (and …/nonpremium, which refuses a limit change): a new revision with the
 * endorsed terms and its pro-rata premium; the policy takes them (published `policy.endorsed`).
 */
export async function endorsePolicy(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  request: EndorsementRequest,
  ctx: RequestContext,
  nonPremiumOnly = false,
): Promise<PolicyActionResult> {
  const actor = servicingActorOf(caller);
  // rated on what was read; written only if the policy has not moved since (else a 409)
  const read = await readContext(deps, caller, id);
  const p = await plan(deps, caller, read, actor, request, nonPremiumOnly);
  return transact(deps, caller, ctx, id, (c) => {
    if (c.row.revision !== read.row.revision || c.row.status !== read.row.status) {
      throw new AppError('CONFLICT', SERVICING_MESSAGES.changedMeanwhile);
    }
    return {
      kind: 'ENDORSEMENT',
      endorsementType: request.type,
      effectiveDate: request.effectiveDate,
      reason: request.reason,
      status: c.row.status as 'ISSUED' | 'IN FORCE',
      premiumDelta: p.premiumDelta,
      terms: p.next,
      event: 'policy.endorsed',
      message: SERVICING_MESSAGES.endorsed(c.row.policyNumber),
    };
  });
}

/** The latest revision when it is an endorsement not yet reverted; else the refusal. */
function latestEndorsement(c: TransactionContext, refusal: string): Revision {
  const latest = c.latest;
  if (!isEndorsable(c.row.status)) throw wrongStatus('endorsed', c.row.status);
  if (!latest || latest.kind !== 'ENDORSEMENT' || latest.revertedBy !== null) {
    throw new AppError('CONFLICT', refusal);
  }
  return latest;
}

/**
 * POST …/revert/{number}: the latest endorsement undone by a new revision (REVERT) from the same
 * day with the terms before it and the opposite premium; the endorsement is marked reverted.
 */
export async function revertEndorsement(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  number: number,
  body: PolicyActionBody,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  servicingActorOf(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const endorsement = latestEndorsement(c, SERVICING_MESSAGES.notRevertible);
    if (endorsement.number !== number) {
      throw new AppError('CONFLICT', SERVICING_MESSAGES.notRevertible);
    }
    const before = c.revisions.at(-2)!;
    return {
      kind: 'REVERT',
      endorsementType: endorsement.endorsementType as EndorsementRequest['type'] | null,
      effectiveDate: endorsement.effectiveDate,
      reason: body.reason,
      status: c.row.status as 'ISSUED' | 'IN FORCE',
      premiumDelta: -endorsement.premiumDelta,
      terms: before.parsedTerms,
      reverts: endorsement.number,
      event: 'policy.endorsed',
      message: SERVICING_MESSAGES.reverted(endorsement.number),
    };
  });
}

/**
 * DELETE …/endorsements/{number}: a scheduled endorsement (the latest, its day not come) removed
 * before it takes effect; the policy goes back to the terms before it.
 */
export async function deleteEndorsement(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  number: number,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  servicingActorOf(caller);
  return transact(deps, caller, ctx, id, async (c) => {
    const endorsement = latestEndorsement(c, SERVICING_MESSAGES.notDeletable);
    if (endorsement.number !== number || endorsement.effectiveDate <= c.today) {
      throw new AppError('CONFLICT', SERVICING_MESSAGES.notDeletable);
    }
    const before = c.revisions.at(-2)!;
    // its filed document goes with it (decision 050)
    if (endorsement.documentId) {
      await updateDocument(c.tx, endorsement.documentId, { deletedAt: c.now, updatedAt: c.now });
    }
    await revisionsRepo.deleteRevision(c.tx, c.row.id, endorsement.number);
    return {
      kind: 'ENDORSEMENT',
      effectiveDate: endorsement.effectiveDate,
      reason: null,
      status: c.row.status as 'ISSUED' | 'IN FORCE',
      premiumDelta: -endorsement.premiumDelta,
      terms: before.parsedTerms,
      patch: { revision: before.number },
      event: 'policy.endorsed',
      message: SERVICING_MESSAGES.endorsementDeleted,
      noRevision: true,
      auditAction: 'policy.endorsement_deleted',
    };
  });
}
