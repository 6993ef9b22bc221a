import {
  fullNameOf,
  initialsOf,
  MESSAGES,
  type AccountType,
  type Me,
  type MfaType,
  type Region,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import type { ServiceDeps } from '../../../context/index.ts';
import * as repo from '../auth.repository.ts';

/**
 * The signed-in user with the account they are acting in (spec 1 §3 "me call"). `ownAccountId` is
 * the user's own account as the auth plugin read it from the live session (for an API key, the
 * key's organisation), so the session is not read twice.
 */
export async function getMe(
  deps: ServiceDeps,
  claims: AccessClaims,
  ownAccountId: string | undefined,
): Promise<Me> {
  const [user, own, account] = await Promise.all([
    repo.findUserById(deps.db, claims.sub),
    ownAccountId ? repo.findMembership(deps.db, claims.sub, ownAccountId) : undefined,
    repo.findOrganisation(deps.db, claims.accountId),
  ]);
  if (!user || !own || !account) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);

  const isAgency = account.accountType === 'AGENCY';
  return {
    id: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    initials: initialsOf(user),
    fullName: fullNameOf(user),
    email: user.email,
    phone: user.phone,
    role: { id: own.role.id, name: own.role.name },
    mfaType: user.mfaType as MfaType,
    avatarUrl: user.avatarUrl,
    npn: user.npn,
    account: {
      id: account.id,
      name: account.name,
      accountType: account.accountType as AccountType,
      region: account.region as Region,
      enforceMfa: account.enforceMfa,
      uwEnabled: account.uwEnabled,
      ...(isAgency
        ? {
            npn: account.npn,
            locationAlias: account.locationAlias,
            logos: {
              small: account.logoSmallFileId !== null,
              medium: account.logoMediumFileId !== null,
            },
          }
        : {}),
      ...(account.accountType === 'CUSTOMER' ? { wizerCustomerId: account.wizerCustomerId } : {}),
    },
    subscriberType: claims.subscriberType,
    scopes: claims.scopes.filter((s) => s.startsWith('role:')),
    permissions: claims.scopes,
    lastLoginAt: user.previousLoginAt?.toISOString() ?? null,
  };
}
