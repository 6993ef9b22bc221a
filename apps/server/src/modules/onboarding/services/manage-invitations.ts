import {
  type InvitationListQuerySchema,
  isActingAsProvider,
  ONBOARDING_MESSAGES,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { statusOf } from './invitation-tokens.ts';
import { toInvitation } from './invitation-view.ts';
import { reissueInvitation } from './issue-invitation.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/** Provider staff see every invitation; anyone else only those into their organisation. */
const scopeOf = (caller: Caller) =>
  isActingAsProvider(caller.claims) ? null : caller.actor.accountId;

export async function listInvitations(
  deps: OnboardingDeps,
  caller: Caller,
  query: z.output<typeof InvitationListQuerySchema>,
) {
  const now = deps.clock.now();
  const { rows, total } = await repo.listInvitations(deps.db, query, scopeOf(caller), now);
  return toPage(
    rows.map((r) => toInvitation(r, now)),
    total,
    query,
  );
}

async function findScoped(deps: OnboardingDeps, caller: Caller, id: string) {
  const view = await repo.findInvitationView(deps.db, id, scopeOf(caller));
  if (!view) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.invitationNotFound);
  return view;
}

const actor = (caller: Caller, ctx: RequestContext) =>
  actorOf(
    { userId: caller.actor.userId, accountId: caller.actor.accountId, subscriberAccountId: null },
    ctx,
  );

/** Send a pending or expired invitation again, with a new link, code and expiry. */
export async function resendInvitation(
  deps: OnboardingDeps,
  caller: Caller,
  id: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const view = await findScoped(deps, caller, id);
  const status = statusOf(view.invitation, now);
  if (status !== 'valid' && status !== 'expired') {
    throw new AppError('CONFLICT', ONBOARDING_MESSAGES.invitationNotPending);
  }
  await deps.db.transaction(async (tx) => {
    await reissueInvitation(deps, tx, view.invitation);
    await recordAudit(
      tx,
      actor(caller, ctx),
      {
        action: 'invitation.resend',
        entityType: 'invitation',
        entityId: id,
        before: { expiresAt: view.invitation.expiresAt.toISOString() },
      },
      now,
    );
  });
  deps.messenger.kick();
  return toInvitation(await findScoped(deps, caller, id), now);
}

/** Withdraw a pending invitation: its link and code stop working at once. */
export async function revokeInvitation(
  deps: OnboardingDeps,
  caller: Caller,
  id: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const view = await findScoped(deps, caller, id);
  const status = statusOf(view.invitation, now);
  if (status !== 'valid' && status !== 'expired') {
    throw new AppError('CONFLICT', ONBOARDING_MESSAGES.invitationNotRevocable);
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateInvitation(tx, id, { status: 'REVOKED' });
    await recordAudit(
      tx,
      actor(caller, ctx),
      {
        action: 'invitation.revoke',
        entityType: 'invitation',
        entityId: id,
        before: { status: view.invitation.status },
        after: { status: 'REVOKED' },
      },
      now,
    );
  });
  return toInvitation(await findScoped(deps, caller, id), now);
}
