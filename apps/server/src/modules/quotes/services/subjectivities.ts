import {
  canUnderwrite,
  QUOTE_MESSAGES,
  UNDERWRITING_MESSAGES as M,
  type CompleteSubjectivityRequestSchema,
  type ProductCode,
  type SaveSubjectivitiesRequestSchema,
  type UnderwritingResult,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findVisibleDocument } from '../../documents/index.ts';
import { scopeOf, type Caller, type RequestContext } from '../../../context/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import * as uwRepo from '../underwriting.repository.ts';
import { requireUnderwriter } from './underwriting.ts';
import { subjectivityViews, underwritingDetail } from './underwriting-detail.ts';

/**
 * Subjectivities (decision 040): the underwriter sets the quote's list (pre-bind and post-bind,
 * from the catalogue or free text); the agent completes each with a document as evidence. An
 * open pre-bind subjectivity blocks the bind (`openPreBindCount`).
 */

/** GET quote-subjectivity/{id}: the quote's subjectivities (anyone who sees the quote). */
export async function listSubjectivities(
  deps: Pick<QuotesDeps, 'db'>,
  caller: Caller,
  product: ProductCode,
  quoteId: string,
) {
  const row = await repo.findQuote(deps.db, quoteScopeOf(caller), quoteId);
  if (!row || row.quote.product !== product) {
    throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  }
  return { content: await subjectivityViews(deps.db, quoteId) };
}

/**
 * PUT quote-subjectivity/settings/{id}: the whole list. Entries with an id are edited, new ones
 * added, open ones left out removed; completed ones stay whatever is sent (their evidence is
 * part of the file).
 */
export async function saveSubjectivities(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  quoteId: string,
  body: z.output<typeof SaveSubjectivitiesRequestSchema>,
  ctx: RequestContext,
): Promise<UnderwritingResult> {
  requireUnderwriter(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockQuote(tx, quoteScopeOf(caller), quoteId);
    if (!row || row.product !== product) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    if (!canUnderwrite('subjectivities', row.status)) {
      throw new AppError('CONFLICT', M.wrongStatus('given subjectivities', row.status));
    }
    const existing = (await uwRepo.subjectivitiesOf(tx, quoteId)).map((r) => r.s);
    const byId = new Map(existing.map((s) => [s.id, s]));
    const kept = new Set<string>();
    for (const entry of body.subjectivities) {
      const current = entry.id ? byId.get(entry.id) : undefined;
      if (entry.id && !current) throw new AppError('BAD_REQUEST', M.subjectivityNotFound);
      if (current) {
        kept.add(current.id);
        if (current.status === 'OPEN') {
          await uwRepo.updateSubjectivity(tx, current.id, {
            kind: entry.kind,
            catalogueKey: entry.catalogueKey ?? null,
            text: entry.text,
          });
        }
      } else {
        await uwRepo.insertSubjectivity(tx, {
          quoteId,
          kind: entry.kind,
          catalogueKey: entry.catalogueKey ?? null,
          text: entry.text,
          createdBy: caller.actor.userId,
          createdAt: now,
        });
      }
    }
    const removed = existing.filter((s) => !kept.has(s.id) && s.status === 'OPEN');
    await uwRepo.deleteSubjectivities(
      tx,
      removed.map((s) => s.id),
    );
    await repo.updateQuote(tx, quoteId, { updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.uw.subjectivities',
        entityType: 'quote',
        entityId: quoteId,
        before: { subjectivities: existing.map((s) => `${s.kind}: ${s.text}`) },
        after: {
          status: row.status,
          subjectivities: body.subjectivities.map((s) => `${s.kind}: ${s.text}`),
        },
      },
      now,
    );
  });
  return {
    message: M.subjectivitiesSaved,
    detail: await underwritingDetail(deps, caller, product, quoteId),
  };
}

/**
 * POST quote-subjectivity/complete/{subjectivityId}: the agent (or the underwriter) completes an
 * open subjectivity with a document of the quote's account they can see. Completing twice is a
 * 409: the row is locked, so two concurrent completions cannot both pass.
 */
export async function completeSubjectivity(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  subjectivityId: string,
  body: z.output<typeof CompleteSubjectivityRequestSchema>,
  ctx: RequestContext,
): Promise<UnderwritingResult> {
  const now = deps.clock.now();
  const quoteId = await deps.db.transaction(async (tx) => {
    const subjectivity = await uwRepo.lockSubjectivity(tx, subjectivityId);
    if (!subjectivity) throw new AppError('NOT_FOUND', M.subjectivityNotFound);
    const row = await repo.findQuote(tx, quoteScopeOf(caller), subjectivity.quoteId);
    // Another organisation's subjectivity does not exist for the caller.
    if (!row || row.quote.product !== product) {
      throw new AppError('NOT_FOUND', M.subjectivityNotFound);
    }
    if (subjectivity.status !== 'OPEN') throw new AppError('CONFLICT', M.subjectivityClosed);
    const document = await findVisibleDocument(tx, scopeOf(caller), body.documentId);
    if (!document || document.document.accountId !== row.quote.accountId) {
      throw new AppError('BAD_REQUEST', M.evidenceNotFound);
    }
    await uwRepo.updateSubjectivity(tx, subjectivityId, {
      status: 'COMPLETED',
      documentId: body.documentId,
      documentName: document.document.docName,
      comment: body.comment ?? null,
      completedBy: caller.actor.userId,
      completedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.uw.subjectivity-completed',
        entityType: 'quote',
        entityId: row.quote.id,
        before: { subjectivity: subjectivity.text, status: 'OPEN' },
        after: {
          status: row.quote.status,
          subjectivity: subjectivity.text,
          documentId: body.documentId,
          note: body.comment ?? null,
        },
      },
      now,
    );
    return row.quote.id;
  });
  return {
    message: M.subjectivityCompleted,
    detail: await underwritingDetail(deps, caller, product, quoteId),
  };
}
