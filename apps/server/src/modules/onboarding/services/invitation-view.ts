import type { AccountType, Invitation, InvitationStatus, InvitationTokenType } from '@cyber/domain';
import type * as repo from '../onboarding.repository.ts';

/** The admin screen's view of an invitation; a pending one past its expiry shows as EXPIRED. */
export function toInvitation(view: NonNullable<repo.InvitationView>, now: Date): Invitation {
  const row = view.invitation;
  const status: InvitationStatus =
    row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : (row.status as InvitationStatus);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tokenType: row.tokenType as InvitationTokenType,
    accountType: row.accountType as AccountType,
    organisationId: row.organisationId,
    organisationName: view.organisationName,
    roleKey: row.roleKey,
    roleName: view.roleName,
    status,
    invitedBy: view.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
