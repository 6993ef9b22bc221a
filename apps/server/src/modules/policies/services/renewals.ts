import {
  FILED_DOCUMENT_MESSAGES,
  FILED_DOCUMENT_TYPES,
  isOpenForRenewal,
  MESSAGES,
  POLICY_MESSAGES,
  PolicyTermsSchema,
  RENEWAL_MESSAGES,
  renewalDiff,
  type PolicyRenewal,
  type RegeneratedDocument,
  type ProductCode,
  type QuoteStatus,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findMembership } from '../../auth/index.ts';
import { quoteDocumentFacts, renewalQuoteOf, renewQuote } from '../../quotes/index.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import type { PdfFile } from '../../../lib/pdf.ts';
import { audited, fileOnAccount } from './filed-documents.ts';
import { renewalOfferPdf } from './policy-documents.ts';
import { mailRenewalReady } from './policy-mail.ts';
import { policyScopeOf, requirePolicy } from './policy-view.ts';
import { servicingActorOf } from './servicing.ts';

export const RENEWALS_QUEUE = 'policies.renewals';
/** Hourly; each policy is tried at most once a day. */
export const RENEWALS_EVERY_MS = 60 * 60_000;
const BATCH = 25;

/** What the job records as the request of the calls it makes. */
const JOB_CONTEXT: RequestContext = {
  ip: '127.0.0.1',
  userAgent: 'renewals job',
  requestId: 'job:policies.renewals',
};

/** The policy's annual premium, limit and deductible as its latest revision leaves them. */
async function currentTerms(deps: PoliciesDeps, row: repo.PolicyRow) {
  const rows = await revisionsRepo.revisionsOf(deps.db, row.id);
  const latest = rows.at(-1)?.r;
  return latest
    ? PolicyTermsSchema.parse(latest.terms)
    : { annualPremium: row.premium, limit: row.limit, deductible: row.deductible };
}

/**
 * The caller the renewal job acts as: the policy's agent of record in its agency, with the
 * permissions their membership gives today (no more); null when they are no longer a member.
 * The quote it prepares is theirs, audited with the job's user agent.
 */
async function agentOfRecord(deps: PoliciesDeps, row: repo.PolicyRow): Promise<Caller | null> {
  if (!row.agentUserId || !row.agencyId) return null;
  const member = await findMembership(deps.db, row.agentUserId, row.agencyId);
  if (!member || member.organisation.id !== row.agencyId) return null;
  return {
    claims: {
      sub: row.agentUserId,
      accountId: row.agencyId,
      accountType: 'AGENCY',
      subscriberType: 'AGENCY',
      realm: 'TEAM',
      scopes: member.permissions,
      tokenType: 'ACCESS',
      exp: 0,
      sid: 'renewals-job',
    },
    actor: { userId: row.agentUserId, accountId: row.agencyId, subscriberAccountId: row.agencyId },
    ctx: JOB_CONTEXT,
  };
}

/**
 * Prepare one policy's renewal quote as `caller` (decision 048): renew-quote of the quote it was
 * bound from — effective on the policy's end date, at its current (endorsed) limit and
 * deductible, re-rated on the account as it is now — unless one exists already (idempotent).
 * Records the quote on the policy and e-mails the agent (unless reminders are muted).
 */
async function prepareRenewal(
  deps: PoliciesDeps,
  caller: Caller,
  row: repo.PolicyRow,
  ctx: RequestContext,
): Promise<{ quoteId: string; quoteNumber: string; created: boolean }> {
  const existing = await renewalQuoteOf(deps.db, row.quoteId);
  if (existing) {
    await repo.updatePolicy(deps.db, row.id, { renewalQuoteId: existing.id });
    if (!row.renewalOfferDocumentId) await fileOfferQuietly(deps, caller, row.id);
    return { quoteId: existing.id, quoteNumber: existing.quoteNumber, created: false };
  }
  const terms = await currentTerms(deps, row);
  const quote = await renewQuote(
    deps,
    caller,
    row.product as ProductCode,
    row.quoteId,
    { limit: terms.limit, deductible: terms.deductible },
    ctx,
  );
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updatePolicy(tx, row.id, {
      renewalQuoteId: quote.id,
      renewalCheckedOn: now.toISOString().slice(0, 10),
      renewalError: null,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'policy.renewal_prepared',
        entityType: 'policy',
        entityId: row.id,
        after: { renewalQuoteId: quote.id, quoteNumber: quote.quoteNumber },
      },
      now,
    );
    if (!row.renewalRemindersMuted) {
      await mailRenewalReady(deps, tx, row, { id: quote.id, quoteNumber: quote.quoteNumber });
    }
  });
  deps.messenger.kick();
  await fileOfferQuietly(deps, caller, row.id);
  return { quoteId: quote.id, quoteNumber: quote.quoteNumber, created: true };
}

/** The renewal offer of a policy the caller may see (404 while no renewal is prepared). */
export async function renewalOfferDocument(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
): Promise<PdfFile> {
  return renewalOfferPdf(deps, caller, id, await policyRenewal(deps, caller, id));
}

/** File the renewal offer in the account's documents; a fresh copy replaces a filed one. */
async function fileRenewalOffer(deps: PoliciesDeps, caller: Caller, id: string) {
  const policy = await requirePolicy(deps.db, caller, id);
  const pdf = await renewalOfferDocument(deps, caller, id);
  return fileOnAccount(
    deps,
    caller,
    policy,
    pdf,
    FILED_DOCUMENT_TYPES['Renewal-Offer']!,
    async (tx, documentId) => {
      const locked = await repo.lockPolicy(tx, { kind: 'ALL' }, policy.id);
      await repo.updatePolicy(tx, policy.id, { renewalOfferDocumentId: documentId });
      return locked?.renewalOfferDocumentId ?? null;
    },
  );
}

/**
 * The offer filed once the renewal is prepared; the renewal stands if the filing fails (the
 * offer is still served by GET …/renewal/document, and `regenerate` files it later).
 */
async function fileOfferQuietly(deps: PoliciesDeps, caller: Caller, id: string) {
  await fileRenewalOffer(deps, caller, id).catch(() => undefined);
}

/** POST …/renewal/regenerate: a fresh renewal offer (after the renewal quote was customised). */
export async function regenerateRenewalOffer(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  ctx: RequestContext,
): Promise<RegeneratedDocument> {
  servicingActorOf(caller);
  const filed = await fileRenewalOffer(deps, caller, id);
  await audited(deps, caller, ctx, id, { document: 'Renewal-Offer', ...filed });
  return { message: FILED_DOCUMENT_MESSAGES.regenerated(filed.docName), ...filed };
}

/**
 * The renewal job: the policies in force open for renewal (ending within
 * OPEN_FOR_RENEWAL_DAYS), not opted out, without a renewal quote and not tried today, in
 * batches; each prepared as its agent of record. A policy that cannot be (no agent, licence
 * lapsed, account declined…) records why and is tried again the next day.
 */
export async function prepareRenewals(
  deps: PoliciesDeps,
): Promise<{ prepared: number; failed: number }> {
  let prepared = 0;
  let failed = 0;
  const today = deps.clock.now().toISOString().slice(0, 10);
  for (;;) {
    const due = await repo.renewalsDue(deps.db, today, BATCH);
    if (due.length === 0) break;
    for (const row of due) {
      const caller = await agentOfRecord(deps, row);
      try {
        if (!caller) throw new AppError('CONFLICT', RENEWAL_MESSAGES.noAgent);
        await prepareRenewal(deps, caller, row, JOB_CONTEXT);
        prepared += 1;
      } catch (error) {
        failed += 1;
        await repo.updatePolicy(deps.db, row.id, {
          renewalCheckedOn: today,
          renewalError: error instanceof Error ? error.message.slice(0, 500) : 'Renewal failed',
        });
      }
    }
    if (due.length < BATCH) break;
  }
  return { prepared, failed };
}

export function registerRenewalJob(deps: PoliciesDeps) {
  deps.jobs.register(
    RENEWALS_QUEUE,
    async () => {
      await prepareRenewals(deps);
    },
    { everyMs: RENEWALS_EVERY_MS, maxAttempts: 3 },
  );
}

/** The caller's policy (404 otherwise). */
async function visiblePolicy(deps: PoliciesDeps, caller: Caller, id: string) {
  const scope = policyScopeOf(caller);
  const view = scope ? await repo.findPolicy(deps.db, scope, id) : null;
  if (!view) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  return view.p;
}

/** GET /api/policy/v1/{id}/renewal: the renewal's flags, quote and diff. */
export async function policyRenewal(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
): Promise<PolicyRenewal> {
  const row = await visiblePolicy(deps, caller, id);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const quote = await renewalQuoteOf(deps.db, row.quoteId);
  let diff = null;
  if (quote?.rating) {
    const terms = await currentTerms(deps, row);
    const facts = await quoteDocumentFacts(deps.db, row.quoteId);
    diff = renewalDiff(
      {
        annualPremium: terms.annualPremium,
        limit: terms.limit,
        deductible: terms.deductible,
        rating: facts?.rating?.result ?? null,
      },
      quote.rating,
    );
  }
  return {
    policyId: row.id,
    openForRenewal: isOpenForRenewal(row, today),
    optOut: row.renewalOptOut,
    remindersMuted: row.renewalRemindersMuted,
    quote: quote
      ? {
          id: quote.id,
          quoteNumber: quote.quoteNumber,
          status: quote.status as QuoteStatus,
          effectiveDate: quote.effectiveDate,
          premium: quote.premium,
          totalPremium: quote.totalPremium,
        }
      : null,
    diff,
    renewedByPolicyId: row.renewedByPolicyId,
    offerDocumentId: row.renewalOfferDocumentId,
  };
}

/** POST /api/policy/v1/{id}/renewal: prepare the renewal quote now, as the caller. */
export async function renewPolicyNow(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  ctx: RequestContext,
): Promise<{ message: string; renewal: PolicyRenewal }> {
  servicingActorOf(caller);
  const row = await visiblePolicy(deps, caller, id);
  if (row.status !== 'IN FORCE') throw new AppError('CONFLICT', RENEWAL_MESSAGES.notRenewable);
  if (row.renewalOptOut) throw new AppError('CONFLICT', RENEWAL_MESSAGES.optedOut);
  const result = await prepareRenewal(deps, caller, row, ctx);
  return {
    message: result.created
      ? RENEWAL_MESSAGES.prepared(result.quoteNumber)
      : RENEWAL_MESSAGES.alreadyPrepared(result.quoteNumber),
    renewal: await policyRenewal(deps, caller, id),
  };
}

/** PUT /api/policy/v1/renewal-opt-out: opt the caller's policies out of renewal (or back in). */
export async function setRenewalOptOut(
  deps: PoliciesDeps,
  caller: Caller,
  policyIds: string[],
  optOut: boolean,
  ctx: RequestContext,
): Promise<{ message: string; updated: number }> {
  servicingActorOf(caller);
  const scope = policyScopeOf(caller);
  if (!scope) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = deps.clock.now();
  const wanted = new Set(policyIds).size;
  const updated = await deps.db.transaction(async (tx) => {
    const ids = await repo.setRenewalFlag(tx, scope, policyIds, { renewalOptOut: optOut });
    // some are not the caller's: nothing is saved, and none is told apart from another
    if (ids.length < wanted) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
    for (const id of ids) {
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: optOut ? 'policy.renewal_opt_out' : 'policy.renewal_opt_in',
          entityType: 'policy',
          entityId: id,
          after: { renewalOptOut: optOut },
        },
        now,
      );
    }
    return ids.length;
  });
  return {
    message: optOut ? RENEWAL_MESSAGES.optOutSaved(updated) : RENEWAL_MESSAGES.optInSaved(updated),
    updated,
  };
}

/** POST /api/policy/v1/{id}/mute-renewal-reminders. */
export async function muteRenewalReminders(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  muted: boolean,
): Promise<{ message: string }> {
  servicingActorOf(caller);
  const scope = policyScopeOf(caller);
  if (!scope) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const ids = await deps.db.transaction((tx) =>
    repo.setRenewalFlag(tx, scope, [id], { renewalRemindersMuted: muted }),
  );
  if (ids.length === 0) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  return { message: muted ? RENEWAL_MESSAGES.muted : RENEWAL_MESSAGES.unmuted };
}
