import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  WORKFLOW_MESSAGES,
  WORKFLOW_SCOPES,
  type WorkflowFlow,
  type WorkflowTokenRequest,
  type WorkflowTokenResponse,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { sameDigest } from '../../../lib/crypto.ts';
import { findMembership, openSession } from '../../auth/index.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { toE164 } from '../phone.ts';
import { liveWorkflow, workflowCodeHash } from './workflow-access.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * Whether a verified workflow code may also sign its user in: the user must be able to sign in
 * at all, and the code must prove at least their own second factor (an e-mailed code for NONE or
 * EMAIL users; a text to their own phone for SMS users; never for authenticator users).
 */
async function signInTarget(deps: MfaDeps, userId: string, channel: unknown, phone: string | null) {
  const user = await repo.findUser(deps.db, userId);
  if (!user || user.status !== 'ACTIVE' || !user.emailValidatedAt) return null;
  if (user.passwordExpiresAt && user.passwordExpiresAt <= deps.clock.now()) return null;
  const membership = await findMembership(deps.db, user.id);
  if (!membership || membership.organisation.status !== 'ACTIVE') return null;
  const proves =
    (channel === 'EMAIL' && (user.mfaType === 'NONE' || user.mfaType === 'EMAIL')) ||
    (channel === 'SMS' &&
      (user.mfaType === 'NONE' ||
        (user.mfaType === 'SMS' &&
          !!user.phone &&
          toE164(user.phone, membership.organisation.region) === phone)));
  return proves ? { user, membership } : null;
}

/**
 * POST /api/auth/v1/wf/token — check the code once. Success answers the redirect and, when the
 * workflow belongs to a user, a token pair so they can continue signed in.
 */
export async function verifyWorkflowCode(
  deps: MfaDeps,
  input: WorkflowTokenRequest,
  ctx: RequestContext,
): Promise<WorkflowTokenResponse> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const row = await liveWorkflow(db, input.workflowId, now);
  if (!row.codeHash || !row.codeExpiresAt) {
    throw new AppError('BAD_REQUEST', WORKFLOW_MESSAGES.codeMissing);
  }
  if (row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) {
    throw new AppError('BAD_REQUEST', WORKFLOW_MESSAGES.tooManyAttempts);
  }
  if (!sameDigest(row.codeHash, workflowCodeHash(config.JWT_SECRET, row.id, input.secret))) {
    await repo.addWorkflowAttempt(db, row.id);
    const last = row.attempts + 1 >= ONE_TIME_CODE_MAX_ATTEMPTS;
    throw new AppError(
      'BAD_REQUEST',
      last ? WORKFLOW_MESSAGES.tooManyAttempts : WORKFLOW_MESSAGES.codeInvalid,
    );
  }
  if (row.codeExpiresAt <= now) throw new AppError('BAD_REQUEST', WORKFLOW_MESSAGES.codeExpired);

  const target = row.userId
    ? await signInTarget(deps, row.userId, row.data.codeChannel, row.phone)
    : null;
  return db.transaction(async (tx) => {
    if (!(await repo.claimWorkflow(tx, row.id, now))) {
      throw new AppError('UNAUTHENTICATED', WORKFLOW_MESSAGES.used);
    }
    let tokens: { accessToken: string; refreshToken: string } | null = null;
    if (target) {
      const { accessToken, refreshToken } = await openSession(
        deps,
        tx,
        {
          userId: target.user.id,
          accountId: target.membership.organisation.id,
          // The code proves the person for this flow only: a session scoped to it.
          limit: {
            scopes: WORKFLOW_SCOPES[row.flow as WorkflowFlow] ?? [],
            purpose: `workflow:${row.flow}:${row.id}`,
          },
        },
        ctx,
      );
      tokens = { accessToken, refreshToken };
    }
    await recordAudit(
      tx,
      actorOf(
        {
          userId: row.userId,
          accountId: row.organisationId,
          subscriberAccountId: target?.membership.organisation.id ?? row.organisationId,
        },
        ctx,
      ),
      {
        action: 'workflow.verified',
        entityType: 'workflow',
        entityId: row.id,
        after: { flow: row.flow, channel: row.data.codeChannel, signedIn: tokens !== null },
      },
      now,
    );
    return { redirectURL: row.redirectUrl, ...(tokens ?? {}) };
  });
}
