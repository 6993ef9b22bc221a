import {
  boundSocialEngineering,
  MESSAGES,
  nextStatus,
  POLICY_MESSAGES,
  isActingAsProvider,
  issuedTerms,
  type PolicyActionResult,
  type ProductCode,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { quoteDocumentFacts } from '../../quotes/index.ts';
import { insertRevision } from '../revisions.repository.ts';
import { mailIssued } from './policy-mail.ts';
import { policyScopeOf, requirePolicy } from './policy-view.ts';

/**
 * POST /api/policy/v1/issue/{id} (provider staff) and /api/policy/v1/agent-issue/{id} (the
 * binder's agency): a BOUND binder becomes an ISSUED policy (409 in any other status, or once
 * the binder's last day has passed), audited (`policy.issue`) and published (`policy.issued`);
 * the agent and the policyholder's contact are e-mailed "Policy {number} issued".
 * The row is locked, so two issues of one binder issue it once; the second is a 409.
 */
export async function issuePolicy(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  asAgent: boolean,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  const provider = isActingAsProvider(caller.claims);
  if (asAgent ? provider || caller.claims.accountType !== 'AGENCY' : !provider) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const scope = policyScopeOf(caller);
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    const row = scope ? await repo.lockPolicy(tx, scope, id) : null;
    if (!row) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
    const issued = nextStatus('issue', row.status);
    if (!issued) throw new AppError('CONFLICT', POLICY_MESSAGES.notIssuable);
    // issued on or after its effective date, the policy is in force at once (not at the next
    // run of the hourly job)
    const to = row.effectiveDate <= today ? (nextStatus('takeEffect', issued) ?? issued) : issued;
    if (row.binderExpiresOn < today) throw new AppError('CONFLICT', POLICY_MESSAGES.binderExpired);
    const facts = await quoteDocumentFacts(tx, row.quoteId);
    await repo.updatePolicy(tx, row.id, {
      status: to,
      issuedAt: now,
      issuedBy: caller.actor.userId,
      revision: 1,
      updatedAt: now,
    });
    // revision 1: the policy as issued, the first of its transactions (decision 046)
    await insertRevision(tx, {
      policyId: row.id,
      number: 1,
      kind: 'NEW_BUSINESS',
      effectiveDate: row.effectiveDate,
      reason: null,
      status: to,
      premiumDelta: row.premium,
      terms: issuedTerms({
        ...row,
        socialEngineering: boundSocialEngineering(
          row.product as ProductCode,
          facts?.rating?.result.coverages,
        ),
      }),
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'policy.issue',
        entityType: 'policy',
        entityId: row.id,
        before: { status: row.status },
        after: { status: to, policyNumber: row.policyNumber },
      },
      now,
    );
    await publishEvent(deps, tx, {
      type: 'policy.issued',
      data: {
        policy: {
          id: row.id,
          policyNumber: row.policyNumber,
          accountId: row.accountId,
          product: row.product,
          status: to,
          effectiveDate: row.effectiveDate,
          endDate: row.endDate,
        },
      },
      organisationIds: [row.agencyId, row.accountId, row.carrierId],
    });
    await mailIssued(
      deps,
      tx,
      { ...row, status: to, issuedAt: now, updatedAt: now },
      { userId: row.agentUserId ?? row.boundBy, persona: row.agencyId ? 'agency' : 'admin' },
    );
  });
  deps.messenger.kick();
  const policy = await requirePolicy(deps.db, caller, id);
  return { message: POLICY_MESSAGES.issued(policy.policyNumber), policy };
}
