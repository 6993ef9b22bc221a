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
import { isApiKeyClaims, type ServiceDeps } from '../../../context/index.ts';
import * as repo from '../auth.repository.ts';

/** The signed-in user with the account they are acting in (spec 1 §3 "me call"). */
export async function getMe(deps: ServiceDeps, claims: AccessClaims): Promise<Me> {
  const user = await repo.findUserById(deps.db, claims.sub);
  // A call made with an API key has no session: the key's organisation is the user's own.
  const session = isApiKeyClaims(claims) ? undefined : await repo.findSession(deps.db, claims.sid);
  const ownAccountId =
    session?.subscriberAccountId ?? (isApiKeyClaims(claims) ? claims.accountId : undefined);
  const own = ownAccountId
    ? await repo.findMembership(deps.db, claims.sub, ownAccountId)
    : undefined;
  const account = await repo.findOrganisation(deps.db, claims.accountId);
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
