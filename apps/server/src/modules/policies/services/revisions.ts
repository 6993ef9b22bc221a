import {
  diffTerms,
  POLICY_REVISION_LABELS,
  POLICY_REVISION_STATUS,
  PolicyTermsSchema,
  REVISION_DOCUMENTS,
  SERVICING_MESSAGES,
  type EndorsementType,
  type PolicyDiff,
  type PolicyRevision,
  type PolicyRevisionKind,
  type PolicyRevisionList,
  type PolicyStatus,
  type PolicyTerms,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { PdfFile } from '../../../lib/pdf.ts';
import type { Caller } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { transactionPdf } from './policy-documents.ts';
import { requirePolicy } from './policy-view.ts';

/** The screen's view of a policy's revisions, each with what it changed. */
export function revisionViews(
  policyId: string,
  rows: { r: revisionsRepo.RevisionRow; author: string | null }[],
  today: string,
): PolicyRevision[] {
  let previous: PolicyTerms | null = null;
  return rows.map(({ r, author }) => {
    const terms = PolicyTermsSchema.parse(r.terms);
    const kind = r.kind as PolicyRevisionKind;
    const view: PolicyRevision = {
      id: r.id,
      policyId,
      number: r.number,
      kind,
      label: POLICY_REVISION_LABELS[kind] ?? kind,
      transactionStatus: POLICY_REVISION_STATUS[kind] ?? null,
      endorsementType: (r.endorsementType as EndorsementType | null) ?? null,
      effectiveDate: r.effectiveDate,
      inForce: r.effectiveDate <= today,
      reason: r.reason,
      status: r.status as PolicyStatus,
      premiumDelta: r.premiumDelta,
      terms,
      changes: previous ? diffTerms(previous, terms) : [],
      createdBy: author,
      created: r.createdAt.toISOString(),
      revertedBy: r.revertedBy,
      reverts: r.reverts,
      hasDocument: REVISION_DOCUMENTS[kind] !== null,
      documentId: r.documentId,
    };
    previous = terms;
    return view;
  });
}

/** The revisions of a policy the caller may see (404 otherwise), oldest first. */
export async function viewsOf(
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
