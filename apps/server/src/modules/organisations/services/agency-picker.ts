import { ORGANISATION_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';

/** Agencies for the members panel (provider staff; the route requires organisation:manage). */
export async function searchAgencies(
  deps: OrganisationsDeps,
  query: { page: number; size: number; search?: string | undefined },
) {
  const { rows, total } = await repo.searchAgencies(deps.db, query);
  return toPage(rows, total, query);
}

/** The agents of an agency, for the aggregator relation's agent. */
export async function listAgencyAgents(deps: OrganisationsDeps, agencyId: string) {
  const agency = await repo.findOrganisation(deps.db, agencyId);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.agencyNotFound);
  }
  const rows = await repo.agentsOf(deps.db, agencyId);
  return {
    content: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, email: r.email })),
  };
}
