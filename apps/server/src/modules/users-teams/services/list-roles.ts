import { isActingAsProvider, rolesOf, type RolesQuery, type UserRole } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';

/**
 * The roles of an account type. Provider staff may ask for any type (add accounts to a user);
 * everyone else gets the roles of the organisation they act in, whatever they ask for.
 */
export function listRoles(caller: Caller, query: RolesQuery): UserRole[] {
  const accountType =
    isActingAsProvider(caller.claims) && query.accountType
      ? query.accountType
      : caller.claims.accountType;
  return rolesOf(accountType);
}
