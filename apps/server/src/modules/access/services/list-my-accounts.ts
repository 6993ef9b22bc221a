import type { AccountType, MyAccount } from '@cyber/domain';
import * as repo from '../access.repository.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** The organisations the caller belongs to (active ones), marking the one acted in. */
export async function listMyAccounts(deps: ServiceDeps, caller: Caller): Promise<MyAccount[]> {
  const rows = await repo.listMemberships(deps.db, caller.claims.sub);
  return rows
    .filter((r) => r.status === 'ACTIVE')
    .map((r) => ({
      id: r.id,
      name: r.name,
      accountType: r.accountType as AccountType,
      locationAlias: r.locationAlias,
      role: { id: r.roleId, name: r.roleName },
      isDefault: r.isDefault,
      current: r.id === caller.claims.accountId,
    }));
}
