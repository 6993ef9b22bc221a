import { ACCOUNT_MESSAGES, type AccountUpdate, isActingAsProvider } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';
import { auditedAccount, toAccount } from './account-view.ts';
import { assertNoDuplicate } from './create-account.ts';
import { requireVisibleAccount } from './get-account.ts';
import { assertAddressVerified, assertDomainsAccepted, profileValuesOf } from './profile-values.ts';
import {
  type Caller,
  type RequestContext,
  scopeOf,
  type ServiceDeps,
} from '../../../context/index.ts';

/**
 * Replace an account's firmographics (spec 2 §3): name, entity and ownership, phone, industry,
 * revenue, employees, year, domains and both addresses. With `mailingSameAsPhysical` the mailing
 * address is the physical one, whatever was sent. The profile score is recomputed.
 */
export async function updateAccount(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  input: AccountUpdate,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await requireVisibleAccount(tx, caller, accountId);
    if (before.org.region !== input.region) {
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.regionFixed);
    }
    assertAddressVerified(input, { mayConfirm: isActingAsProvider(caller.claims) });
    const values = profileValuesOf(input);
    await assertDomainsAccepted(
      tx,
      [values.domainName, ...values.otherDomains].filter((d): d is string => !!d),
    );
    await assertNoDuplicate(
      tx,
      caller,
      { name: input.name, state: values.state, zipCode: values.zipCode },
      accountId,
    );
    await repo.updateOrganisation(tx, accountId, {
      name: input.name,
      entityType: input.entityType,
      ownershipType: input.ownershipType,
      updatedAt: now,
    });
    await repo.updateProfile(tx, accountId, { ...values, updatedAt: now });
    const after = (await repo.findVisibleAccount(tx, scopeOf(caller), accountId))!;
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.update',
        entityType: 'organisation',
        entityId: accountId,
        before: auditedAccount(before),
        after: auditedAccount(after),
      },
      now,
    );
    await deps.events.emit(tx, 'account.firmographics-changed', {
      accountId,
      before: before.profile,
      after: after.profile,
      actor: actorOf(caller.actor, ctx),
      now,
    });
    return toAccount(tx, after);
  });
}
