import {
  type AccountType,
  type CreateInvitationRequestSchema,
  isActingAsProvider,
  ONBOARDING_MESSAGES,
  ROLE_CATALOGUE,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { assertDomainAllowed } from '../../reference/index.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { adminRoleKey, defaultRoleKey } from './invitation-tokens.ts';
import { issueInvitation, type IssueInvitationInput } from './issue-invitation.ts';
import { toInvitation } from './invitation-view.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type CreateInvitation = z.output<typeof CreateInvitationRequestSchema>;

/** Work out who is invited where, refusing what the caller may not do. */
async function plan(
  deps: OnboardingDeps,
  caller: Caller,
  input: CreateInvitation,
): Promise<IssueInvitationInput> {
  const { db } = deps;
  const existingUser = await repo.findUserByEmail(db, input.email);
  const base = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    invitedBy: caller.actor.userId,
    invitedByOrganisationId: caller.actor.accountId,
  };

  if (input.kind === 'NEW_ACCOUNT') {
    if (!isActingAsProvider(caller.claims)) {
      throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.newOrganisationProviderOnly);
    }
    if (existingUser) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.emailInUse);
    const accountType = input.accountType as AccountType;
    return {
      ...base,
      tokenType: 'NEW_ACCOUNT',
      accountType,
      organisationId: null,
      roleKey: adminRoleKey(accountType),
    };
  }

  const organisationId = input.organisationId ?? caller.actor.accountId;
  // Another organisation is "not found" for anyone but provider staff.
  if (!isActingAsProvider(caller.claims) && organisationId !== caller.actor.accountId) {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.organisationNotFound);
  }
  const organisation = await repo.findOrganisation(db, organisationId);
  if (!organisation) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.organisationNotFound);
  const accountType = organisation.accountType as AccountType;
  const roleKey = input.roleKey ?? defaultRoleKey(accountType);
  if (!ROLE_CATALOGUE[accountType].some((r) => r.key === roleKey)) {
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.unknownRole);
  }
  if (existingUser && (await repo.findMembership(db, existingUser.id, organisationId))) {
    throw new AppError('CONFLICT', ONBOARDING_MESSAGES.alreadyMember);
  }
  return {
    ...base,
    tokenType: existingUser ? 'EXISTING_USER' : 'EXISTING_ACCOUNT',
    accountType,
    organisationId,
    roleKey,
  };
}

/**
 * Invite a person (spec 1 §7): provider staff into any organisation or to create a new one; an
 * organisation's admins into their own organisation only. Someone who already has a user gets an
 * EXISTING_USER invitation they accept after signing in.
 */
export async function createInvitation(
  deps: OnboardingDeps,
  caller: Caller,
  input: CreateInvitation,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await assertDomainAllowed(deps.db, input.email);
  const issue = await plan(deps, caller, input);
  if (
    await repo.findLivePendingInvitation(deps.db, {
      email: issue.email,
      organisationId: issue.organisationId,
      now,
    })
  ) {
    throw new AppError('CONFLICT', ONBOARDING_MESSAGES.invitationPending);
  }
  const row = await deps.db.transaction(async (tx) => {
    const created = await issueInvitation(deps, tx, issue);
    await recordAudit(
      tx,
      actorOf(
        {
          userId: caller.actor.userId,
          accountId: caller.actor.accountId,
          subscriberAccountId: null,
        },
        ctx,
      ),
      {
        action: 'invitation.create',
        entityType: 'invitation',
        entityId: created.id,
        after: {
          email: created.email,
          tokenType: created.tokenType,
          accountType: created.accountType,
          organisationId: created.organisationId,
          roleKey: created.roleKey,
        },
      },
      now,
    );
    return created;
  });
  deps.messenger.kick();
  const view = await repo.findInvitationView(deps.db, row.id, null);
  return toInvitation(view!, now);
}
