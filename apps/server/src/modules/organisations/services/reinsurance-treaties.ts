import {
  REINSURANCE_MESSAGES,
  type AddReinsuredCarrier,
  type ReinsuranceTreaty,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { assertProviderManager, audit, pgCode, targetOf } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * The carriers a reinsurer reinsures (reinsurance_treaties). Provider staff read any reinsurer's;
 * a reinsurer's own users read their own; any other organisation, or one that is not a
 * reinsurer, is a 404.
 */
export async function listTreaties(
  deps: OrganisationsDeps,
  caller: Caller,
  reinsurerId: string,
): Promise<{ content: ReinsuranceTreaty[] }> {
  const reinsurer = await targetOf(deps.db, caller, 'reinsurer', reinsurerId);
  const rows = await repo.listTreaties(deps.db, reinsurer.id);
  return { content: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** Provider staff record that a reinsurer reinsures a carrier, with its quota share. */
export async function addTreaty(
  deps: OrganisationsDeps,
  caller: Caller,
  reinsurerId: string,
  input: AddReinsuredCarrier,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const reinsurer = await targetOf(tx, caller, 'reinsurer', reinsurerId);
      const carrier = await repo.findOrganisation(tx, input.carrierId);
      if (!carrier || carrier.accountType !== 'CARRIER') {
        throw new AppError('NOT_FOUND', REINSURANCE_MESSAGES.carrierNotFound);
      }
      if (await repo.findTreaty(tx, reinsurer.id, carrier.id)) {
        throw new AppError('CONFLICT', REINSURANCE_MESSAGES.alreadyReinsured);
      }
      const values = {
        reinsurerId: reinsurer.id,
        carrierId: carrier.id,
        sharePercent: input.sharePercent,
      };
      await repo.insertTreaty(tx, values, now);
      await audit(
        tx,
        caller,
        {
          action: 'organisation.treaty.add',
          entityType: 'organisation',
          entityId: reinsurer.id,
          after: { carrierId: carrier.id, sharePercent: input.sharePercent },
        },
        now,
      );
    });
  } catch (error) {
    // Two concurrent adds of the same pair: the primary key refuses the second.
    if (pgCode(error) === '23505') {
      throw new AppError('CONFLICT', REINSURANCE_MESSAGES.alreadyReinsured);
    }
    throw error;
  }
  return { ok: true as const };
}

/** Provider staff end a treaty: the reinsurer no longer sees the carrier's business. */
export async function removeTreaty(
  deps: OrganisationsDeps,
  caller: Caller,
  reinsurerId: string,
  carrierId: string,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const reinsurer = await targetOf(tx, caller, 'reinsurer', reinsurerId);
    const treaty = await repo.findTreaty(tx, reinsurer.id, carrierId);
    if (!treaty) throw new AppError('NOT_FOUND', REINSURANCE_MESSAGES.notReinsured);
    await repo.deleteTreaty(tx, reinsurer.id, carrierId);
    await audit(
      tx,
      caller,
      {
        action: 'organisation.treaty.remove',
        entityType: 'organisation',
        entityId: reinsurer.id,
        before: { carrierId, sharePercent: treaty.sharePercent },
      },
      now,
    );
  });
  return { ok: true as const };
}
