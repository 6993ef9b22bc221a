import {
  diffTerms,
  SERVICING_MESSAGES,
  type PolicyDiff,
  type PolicyRevision,
  type PolicyRevisionList,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { PdfFile } from '../../../lib/pdf.ts';
import type { Caller } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { transactionPdf } from './policy-documents.ts';
import { requirePolicy } from './policy-view.ts';
import { revisionViews } from './servicing.ts';

/** The revisions of a policy the caller may see (404 otherwise), oldest first. */
async function viewsOf(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
): Promise<PolicyRevision[]> {
  const policy = await requirePolicy(deps.db, caller, id);
  const rows = await revisionsRepo.revisionsOf(deps.db, policy.id);
  return revisionViews(policy.id, rows, deps.clock.now().toISOString().slice(0, 10));
}

/** GET …/revisions: every transaction of the policy, each with what it changed. */
export async function listRevisions(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
): Promise<PolicyRevisionList> {
  return { revisions: await viewsOf(deps, caller, id) };
}

/** GET …/diff?from=&to=: what changed between two revisions (either order). */
export async function diffRevisions(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  from: number,
  to: number,
): Promise<PolicyDiff> {
  const views = await viewsOf(deps, caller, id);
  const a = views.find((r) => r.number === from);
  const b = views.find((r) => r.number === to);
  if (!a || !b) throw new AppError('NOT_FOUND', SERVICING_MESSAGES.revisionNotFound);
  return { from, to, changes: diffTerms(a.terms, b.terms) };
}

/** GET …/revisions/{number}/document: the transaction's PDF. */
export async function revisionDocument(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string,
  number: number,
): Promise<PdfFile> {
  const views = await viewsOf(deps, caller, id);
  return transactionPdf(
    deps,
    caller,
    id,
    views.find((r) => r.number === number),
  );
}
