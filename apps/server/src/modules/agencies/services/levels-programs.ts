import {
  AGENCY_MESSAGES,
  type AgencyHierarchyInputSchema,
  type AgencyLevel,
  type AgencyLevelInputSchema,
  type AgencyProgram,
  type AgencyProgramInputSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import { auditedAgency, toAgency } from './agency-view.ts';
import { audit, requireProviderStaff, requireReadableAgency } from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type LevelInput = z.output<typeof AgencyLevelInputSchema>;

const toLevel = (row: Awaited<ReturnType<typeof repo.findLevel>> & {}): AgencyLevel => ({
  id: row.id,
  name: row.name,
  minRevenue: row.minRevenue,
  maxRevenue: row.maxRevenue,
});

/** Levels are reference data every signed-in agency screen may read. */
export async function listLevels(deps: AgenciesDeps) {
  return (await repo.listLevels(deps.db)).map(toLevel);
}

export async function saveLevel(
  deps: AgenciesDeps,
  caller: Caller,
  levelId: string | null,
  input: LevelInput,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (await repo.levelNameTaken(tx, input.name, levelId ?? undefined)) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.levelNameTaken);
    }
    const values = {
      name: input.name,
      minRevenue: input.minRevenue,
      maxRevenue: input.maxRevenue ?? null,
    };
    const before = levelId ? await repo.findLevel(tx, levelId) : null;
    if (levelId && !before) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.levelNotFound);
    const row = levelId
      ? (await repo.updateLevel(tx, levelId, values))!
      : await repo.insertLevel(tx, { ...values, createdAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: levelId ? 'agency-level.update' : 'agency-level.create',
        entityType: 'agency_level',
        entityId: row.id,
        before,
        after: values,
      },
      now,
    );
    return { message: AGENCY_MESSAGES.levelSaved, level: toLevel(row) };
  });
}

/** Put an agency on a level (or none). */
export async function setAgencyLevel(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  levelId: string | null,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    if (levelId && !(await repo.findLevel(tx, levelId))) {
      throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.levelNotFound);
    }
    await repo.updateOrganisation(tx, agencyId, { agencyLevelId: levelId, updatedAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.level',
        entityType: 'organisation',
        entityId: agencyId,
        before: { agencyLevelId: before.org.agencyLevelId },
        after: { agencyLevelId: levelId },
      },
      now,
    );
  });
  return {
    message: AGENCY_MESSAGES.levelSaved,
    agency: toAgency((await repo.findAgency(deps.db, agencyId))!),
  };
}

const toProgram = (row: Awaited<ReturnType<typeof repo.listPrograms>>[number]): AgencyProgram => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export async function listPrograms(deps: AgenciesDeps, caller: Caller, agencyId: string) {
  await requireReadableAgency(deps.db, caller, agencyId);
  return (await repo.listPrograms(deps.db, agencyId)).map(toProgram);
}

export async function addProgram(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  input: z.output<typeof AgencyProgramInputSchema>,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireReadableAgency(tx, caller, agencyId);
    if (await repo.programNameTaken(tx, agencyId, input.name)) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.programTaken);
    }
    const row = await repo.insertProgram(tx, {
      agencyId,
      name: input.name,
      description: input.description || null,
      createdAt: now,
    });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency-program.create',
        entityType: 'agency_program',
        entityId: row.id,
        after: { agencyId, name: row.name },
      },
      now,
    );
    return { message: AGENCY_MESSAGES.programAdded, program: toProgram(row) };
  });
}

export async function removeProgram(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  programId: string,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireReadableAgency(tx, caller, agencyId);
    const row = await repo.deleteProgram(tx, agencyId, programId);
    if (!row) throw new AppError('NOT_FOUND', 'Program not found');
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency-program.delete',
        entityType: 'agency_program',
        entityId: programId,
        before: { agencyId, name: row.name },
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.programRemoved };
}

/**
 * Wholesale/retail hierarchy: a retail agency may sit under a wholesale one (one level deep); a
 * wholesale agency has no parent and stays wholesale while retail agencies sit under it.
 */
export async function setHierarchy(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  input: z.output<typeof AgencyHierarchyInputSchema>,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    if (input.parentId) {
      const parent = input.parentId === agencyId ? null : await repo.findAgency(tx, input.parentId);
      if (!parent || parent.org.agencyKind !== 'WHOLESALE') {
        throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.parentNotWholesale);
      }
    }
    if (input.agencyKind === 'RETAIL' && (await repo.agencyDependents(tx, agencyId)).children) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.parentHasChildren);
    }
    await repo.updateOrganisation(tx, agencyId, {
      agencyKind: input.agencyKind,
      parentId: input.parentId,
      updatedAt: now,
    });
    const after = (await repo.findAgency(tx, agencyId))!;
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.hierarchy',
        entityType: 'organisation',
        entityId: agencyId,
        before: auditedAgency(before),
        after: auditedAgency(after),
      },
      now,
    );
  });
  return {
    message: AGENCY_MESSAGES.hierarchySaved,
    agency: toAgency((await repo.findAgency(deps.db, agencyId))!),
  };
}
