import { MFA_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { consumeAuthToken, lookupAuthToken } from '../../../lib/one-time.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { sendMfaNotice } from '../notices.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * POST /api/auth/v1/validateMFAReset/{token} — use the e-mailed link: MFA is set to NONE and the
 * secret cleared. 404 for an unknown token (the page goes to /login), 400 expired or used.
 */
export async function confirmMfaReset(
  deps: MfaDeps,
  token: string,
  ctx: RequestContext,
): Promise<{ message: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  const lookup = await lookupAuthToken(db, 'MFA_RESET', token, now);
  if (lookup.status === 'unknown') throw new AppError('NOT_FOUND', MFA_MESSAGES.resetLinkUnknown);
  if (lookup.status !== 'valid') throw new AppError('BAD_REQUEST', MFA_MESSAGES.resetLinkInvalid);
  const user = lookup.row.userId ? await repo.findUser(db, lookup.row.userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', MFA_MESSAGES.resetLinkUnknown);
  const [own] = await repo.organisationsOf(db, user.id);
  const organisationId = own?.organisation.id ?? null;

  await db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, lookup.row.id, now))) {
      throw new AppError('BAD_REQUEST', MFA_MESSAGES.resetLinkInvalid);
    }
    await repo.clearMfa(tx, user.id, now);
    await recordAudit(
      tx,
      actorOf(
        { userId: user.id, accountId: organisationId, subscriberAccountId: organisationId },
        ctx,
      ),
      {
        action: 'mfa.reset',
        entityType: 'user',
        entityId: user.id,
        before: { mfaType: user.mfaType },
        after: { mfaType: 'NONE' },
      },
      now,
    );
    await sendMfaNotice(deps, tx, user, organisationId, 'NONE');
  });
  deps.messenger.kick();
  return { message: MFA_MESSAGES.resetDone };
}
