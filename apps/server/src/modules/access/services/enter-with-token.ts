import { z } from 'zod';
import { ACCESS_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { consumeAuthToken, lookupAuthToken } from '../../../lib/one-time.ts';
import { findMembership, findOrganisation, findUserById, openSession } from '../../auth/index.ts';
import type { RequestContext, ServiceDeps } from '../../../context/index.ts';

const TokenDataSchema = z.object({
  kind: z.enum(['JUMP', 'SWITCH']),
  accountId: z.string(),
  subscriberAccountId: z.string(),
});

const invalid = () => new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.jumpLinkInvalid);

/**
 * POST /api/auth/v1/admin/enter/{token}: use a jump or switch token once and open a new session
 * in the organisation it names. A jump's session acts in the target while the user's own
 * organisation stays the subscriber (ghosting); a switch's session is an ordinary one there.
 * Everything is checked again at use: the user, their membership and both organisations.
 */
export async function enterWithToken(deps: ServiceDeps, token: string, ctx: RequestContext) {
  const now = deps.clock.now();
  const found = await lookupAuthToken(deps.db, 'JUMP', token, now);
  if (found.status !== 'valid' || !found.row.userId) throw invalid();
  const parsed = TokenDataSchema.safeParse(found.row.data);
  if (!parsed.success) throw invalid();
  const data = parsed.data;
  const userId = found.row.userId;

  return deps.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, found.row.id, now))) throw invalid();
    const user = await findUserById(tx, userId);
    const own = await findMembership(tx, userId, data.subscriberAccountId);
    const target = await findOrganisation(tx, data.accountId);
    if (!user || user.status !== 'ACTIVE' || !own || own.organisation.status !== 'ACTIVE') {
      throw invalid();
    }
    if (!target || target.status !== 'ACTIVE') throw invalid();
    if (data.kind === 'JUMP' && own.organisation.accountType !== 'COWBELL') throw invalid();
    if (data.kind === 'SWITCH' && data.accountId !== data.subscriberAccountId) throw invalid();

    const { session, ...tokens } = await openSession(
      deps,
      tx,
      {
        userId,
        accountId: target.id,
        subscriberAccountId: own.organisation.id,
        countsAsSignIn: false,
      },
      ctx,
    );
    await recordAudit(
      tx,
      actorOf({ userId, accountId: target.id, subscriberAccountId: own.organisation.id }, ctx),
      {
        action: data.kind === 'JUMP' ? 'auth.jump-enter' : 'auth.switch-enter',
        entityType: 'session',
        entityId: session.id,
        after: { accountType: target.accountType, tokenId: found.row.id },
      },
      now,
    );
    return tokens;
  });
}
