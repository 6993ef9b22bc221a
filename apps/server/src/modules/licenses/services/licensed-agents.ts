import { isoDay, type LicensedAgent } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import type { LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import { listScope } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * Whether an agent holds a licence in the state that is still valid on the day (expiring on the
 * day itself still counts). The quoting flow's state licence check calls this.
 */
export async function isAgentLicensed(
  db: Database | Tx,
  agentUserId: string,
  state: string,
  onDate: Date | string,
): Promise<boolean> {
  const day = typeof onDate === 'string' ? onDate.slice(0, 10) : isoDay(onDate);
  return repo.hasValidAgentLicense(db, agentUserId, state.toUpperCase(), day);
}

/** The agency's agents licensed in a state today (GET /api/agency/v1/agent/license/{state}). */
export async function licensedAgents(
  deps: LicensesDeps,
  caller: Caller,
  state: string,
  agencyId: string | undefined,
): Promise<LicensedAgent[]> {
  const scope = listScope(caller, agencyId);
  const rows = await repo.listAgentLicenses(deps.db, {
    agencyId: scope,
    state,
    validOn: isoDay(deps.clock.now()),
  });
  return rows.map((row) => ({
    agentId: row.agentUserId,
    agentEmail: row.agentEmail,
    agentFirstName: row.agentFirstName,
    agentLastName: row.agentLastName,
    licenseId: row.id,
    number: row.number,
    state: row.state,
    expirationDate: row.expirationDate,
  }));
}
