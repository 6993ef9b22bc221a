import type { OrganisationUser } from '@cyber/domain';
import type { MemberRow } from '../users-teams.repository.ts';

/** A member row (and its teams) as the API returns it. */
export const toOrganisationUser = (
  row: MemberRow,
  teams: { id: string; name: string }[] = [],
): OrganisationUser => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  role: { key: row.roleKey, name: row.roleName, isAdmin: row.roleIsAdmin },
  primaryContact: row.isPrimaryContact,
  billingContact: row.isBillingContact,
  slackHandle: row.slackHandle,
  status: row.status,
  confirmed: row.emailValidatedAt !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  teams,
});
