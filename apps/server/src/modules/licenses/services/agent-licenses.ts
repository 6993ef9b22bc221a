import {
  LICENSE_MESSAGES,
  type AgentLicense,
  type AgentLicenseAllQuery,
  type AgentLicenseInputSchema,
  type AgentLicensePage,
  type AgentLicenseSearchQuery,
  type LicenseAgentOption,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { Caller, LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import { assertNotExpired } from './agency-licenses.ts';
import { assertOwn, audit, listScope, targetAgency } from './scope.ts';

type Input = z.output<typeof AgentLicenseInputSchema>;
const ENTITY = 'agent-license';

export const toAgentLicense = (row: repo.AgentLicenseRow): AgentLicense => ({
  id: row.id,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  agentId: row.agentUserId,
  agentEmail: row.agentEmail,
  agentFirstName: row.agentFirstName,
  agentLastName: row.agentLastName,
  agentPhone: row.agentPhone,
  npn: row.npn,
  number: row.number,
  state: row.state,
  expirationDate: row.expirationDate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicate = () => new AppError('CONFLICT', LICENSE_MESSAGES.duplicateAgentLicense);

/** The agent must be a user of the licence's agency. */
async function assertAgentOfAgency(tx: Tx, agencyId: string, agentId: string) {
  const agent = await repo.findAgencyUser(tx, agencyId, agentId);
  if (!agent || agent.status === 'DELETED') {
    throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.agentNotInAgency, {
      errors: [`agentId: ${LICENSE_MESSAGES.agentNotInAgency}`],
    });
  }
}

export async function searchAgentLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: AgentLicenseSearchQuery,
): Promise<AgentLicensePage> {
  const agencyId = listScope(caller, query.agencyId);
  const { rows, total } = await repo.searchAgentLicenses(deps.db, { ...query, agencyId });
  return toPage(rows.map(toAgentLicense), total, query);
}

/** Every agent licence of the agency (unpaged; state and agent filters). */
export async function listAllAgentLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: AgentLicenseAllQuery,
): Promise<AgentLicense[]> {
  const agencyId = listScope(caller, query.agencyId);
  const rows = await repo.listAgentLicenses(deps.db, { ...query, agencyId });
  return rows.map(toAgentLicense);
}

/** The agency's users an agent licence may name (for the dialog's agent picker). */
export async function listLicenseAgents(
  deps: LicensesDeps,
  caller: Caller,
  agencyId: string | undefined,
): Promise<LicenseAgentOption[]> {
  const agency = await targetAgency(deps.db, caller, agencyId);
  return repo.listAgencyUsers(deps.db, agency.id);
}

export async function createAgentLicense(
  deps: LicensesDeps,
  caller: Caller,
  input: Input,
): Promise<AgentLicense> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const agency = await targetAgency(tx, caller, input.agencyId);
    await assertAgentOfAgency(tx, agency.id, input.agentId);
    if (await repo.findAgentLicenseByNumber(tx, input.agentId, input.state, input.number)) {
      throw duplicate();
    }
    const id = await repo
      .insertAgentLicense(tx, {
        agencyId: agency.id,
        agentUserId: input.agentId,
        npn: input.npn,
        number: input.number,
        state: input.state,
        expirationDate: input.expirationDate,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        throw repo.isUniqueViolation(error) ? duplicate() : error;
      });
    const view = toAgentLicense((await repo.findAgentLicense(tx, id))!);
    await audit(
      tx,
      caller,
      { action: 'agent-license.create', entityType: ENTITY, entityId: id, after: view },
      now,
    );
    return view;
  });
}

export async function updateAgentLicense(
  deps: LicensesDeps,
  caller: Caller,
  id: string,
  input: Input,
): Promise<AgentLicense> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const found = await repo.findAgentLicense(tx, id);
    if (!found) throw new AppError('NOT_FOUND', LICENSE_MESSAGES.licenseNotFound);
    assertOwn(caller, found.agencyId, LICENSE_MESSAGES.licenseNotFound);
    await assertAgentOfAgency(tx, found.agencyId, input.agentId);
    const other = await repo.findAgentLicenseByNumber(tx, input.agentId, input.state, input.number);
    if (other && other.id !== id) throw duplicate();
    await repo
      .updateAgentLicense(tx, id, {
        agentUserId: input.agentId,
        npn: input.npn,
        number: input.number,
        state: input.state,
        expirationDate: input.expirationDate,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        throw repo.isUniqueViolation(error) ? duplicate() : error;
      });
    const view = toAgentLicense((await repo.findAgentLicense(tx, id))!);
    await audit(
      tx,
      caller,
      {
        action: 'agent-license.update',
        entityType: ENTITY,
        entityId: id,
        before: toAgentLicense(found),
        after: view,
      },
      now,
    );
    return view;
  });
}

export async function deleteAgentLicense(deps: LicensesDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await repo.findAgentLicense(tx, id);
    if (!found) throw new AppError('NOT_FOUND', LICENSE_MESSAGES.licenseNotFound);
    assertOwn(caller, found.agencyId, LICENSE_MESSAGES.licenseNotFound);
    await repo.deleteAgentLicense(tx, id);
    await audit(
      tx,
      caller,
      {
        action: 'agent-license.delete',
        entityType: ENTITY,
        entityId: id,
        before: toAgentLicense(found),
      },
      now,
    );
  });
}
