import {
  ACCOUNT_MESSAGES,
  normalisePhone,
  profileScore,
  type MsspAccountCreateInputSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';
import { auditedAccount, toAccount } from './account-view.ts';
import { assertNoDuplicate, uniqueCbid } from './create-account.ts';
import { takeScan } from './risk-scans.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/**
 * The managed-security-provider variant (spec 2 §4, §7): a US account owned by the MSSP
 * (organisations.parent_id), no agency and no team. A known cbid or a duplicate is a 409. A
 * first risk scan (CREATE) is taken in the same transaction.
 */
export async function createMsspAccount(
  deps: ServiceDeps,
  caller: Caller,
  input: z.output<typeof MsspAccountCreateInputSchema>,
  ctx: RequestContext,
) {
  if (caller.claims.accountType !== 'MSSP') {
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.msspOnly);
  }
  const now = deps.clock.now();
  const state = input.state.toUpperCase();
  return deps.db.transaction(async (tx) => {
    if (input.cbid && (await repo.cbidTaken(tx, input.cbid))) {
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.cannotCreate);
    }
    await assertNoDuplicate(tx, caller, { name: input.name, state, zipCode: input.zipCode });
    const values = {
      phone: input.phone ? normalisePhone(input.phone, 'US') : null,
      address1: input.address1,
      city: input.city,
      zipCode: input.zipCode,
      state,
      country: 'USA',
      mailingSameAsPhysical: true,
      mailingAddress1: input.address1,
      mailingCity: input.city,
      mailingZipCode: input.zipCode,
      mailingState: state,
      mailingCountry: 'USA',
    };
    const created = await repo.insertAccount(
      tx,
      {
        accountType: 'CUSTOMER',
        name: input.name,
        region: 'US',
        parentId: caller.actor.accountId,
        createdAt: now,
        updatedAt: now,
      },
      {
        ...values,
        cbid: input.cbid ?? (await uniqueCbid(tx)),
        profileScore: profileScore(values),
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      },
    );
    const row = (await repo.findVisibleAccount(
      tx,
      { organisationId: caller.actor.accountId, accountType: 'MSSP' },
      created.id,
    ))!;
    await takeScan(tx, deps, row, { trigger: 'CREATE', requestedBy: caller.actor.userId, now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.create',
        entityType: 'organisation',
        entityId: created.id,
        after: { ...auditedAccount(row), msspId: caller.actor.accountId },
      },
      now,
    );
    return { message: ACCOUNT_MESSAGES.created, account: await toAccount(tx, row) };
  });
}
