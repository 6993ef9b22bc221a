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
import type { LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import {
  createNumbered,
  deleteOwned,
  updateNumbered,
  type NumberedKind,
} from './license-records.ts';
import { listScope, targetAgency } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

type Input = z.output<typeof AgentLicenseInputSchema>;

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

/** The agent must be a user of the licence's agency. */
async function assertAgentOfAgency(tx: Tx, agencyId: string, agentId: string) {
  const agent = await repo.findAgencyUser(tx, agencyId, agentId);
  if (!agent || agent.status === 'DELETED') {
    throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.agentNotInAgency, {
      errors: [`agentId: ${LICENSE_MESSAGES.agentNotInAgency}`],
    });
  }
}

/** Agent licences: numbers unique per agent and state; the agent is a user of the agency. */
const AGENT_LICENSES: NumberedKind<
  repo.AgentLicenseRow,
  AgentLicense,
  Input,
  Omit<repo.AgentLicenseInsert, 'agencyId' | 'createdBy' | 'createdAt' | 'updatedAt'>
> = {
  entity: 'agent-license',
  notFound: LICENSE_MESSAGES.licenseNotFound,
  find: repo.findAgentLicense,
  remove: repo.deleteAgentLicense,
  toView: toAgentLicense,
  duplicate: () => new AppError('CONFLICT', LICENSE_MESSAGES.duplicateAgentLicense),
  findByNumber: (tx, _agencyId, input) =>
    repo.findAgentLicenseByNumber(tx, input.agentId, input.state, input.number),
  check: (tx, agencyId, input) => assertAgentOfAgency(tx, agencyId, input.agentId),
  columnsOf: (input) => ({
    agentUserId: input.agentId,
    npn: input.npn,
    number: input.number,
    state: input.state,
    expirationDate: input.expirationDate,
  }),
  insert: repo.insertAgentLicense,
  update: repo.updateAgentLicense,
};

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

export const createAgentLicense = (deps: LicensesDeps, caller: Caller, input: Input) =>
  createNumbered(deps, caller, AGENT_LICENSES, input);

export const updateAgentLicense = (deps: LicensesDeps, caller: Caller, id: string, input: Input) =>
  updateNumbered(deps, caller, AGENT_LICENSES, id, input);

export const deleteAgentLicense = (deps: LicensesDeps, caller: Caller, id: string) =>
  deleteOwned(deps, caller, AGENT_LICENSES, id);
