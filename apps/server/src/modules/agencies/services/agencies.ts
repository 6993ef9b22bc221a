import {
  type Agency,
  AGENCY_MESSAGES,
  type AgencyCreateInputSchema,
  type AgencySearchQuerySchema,
  type AgencyUpdateInputSchema,
  can,
  isActingAsProvider,
  isAdminScope,
  normalisePhone,
  refusedFields,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import { auditedAgency, toAgency } from './agency-view.ts';
import {
  audit,
  forbiddenProviderField,
  requireProviderStaff,
  requireReadableAgency,
} from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type CreateInput = z.output<typeof AgencyCreateInputSchema>;
type UpdateInput = z.output<typeof AgencyUpdateInputSchema>;

const contactColumns = (input: UpdateInput) => ({
  name: input.name,
  description: input.description || null,
  hostname: input.hostname,
  region: input.region,
  locationAlias: input.locationAlias || null,
  contactFirstName: input.contactFirstName,
  contactLastName: input.contactLastName,
  contactEmail: input.contactEmail,
  contactPhone: normalisePhone(input.contactPhone, input.region),
});

/** Create an agency (provider staff). The host name is unique, case-insensitive (409). */
export async function createAgency(
  deps: AgenciesDeps,
  caller: Caller,
  input: CreateInput,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    if (await repo.hostnameTaken(tx, input.hostname)) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.hostnameTaken);
    }
    const created = await repo.insertOrganisation(tx, {
      accountType: 'AGENCY',
      ...contactColumns(input),
      npn: input.npn || null,
      agencyKind: input.agencyKind,
      createdAt: now,
      updatedAt: now,
    });
    const row = (await repo.findAgency(tx, created.id))!;
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.create',
        entityType: 'organisation',
        entityId: created.id,
        after: auditedAgency(row),
      },
      now,
    );
    return created.id;
  });
  const agency = toAgency((await repo.findAgency(deps.db, id))!);
  return { message: AGENCY_MESSAGES.added, agency };
}

export async function searchAgencies(
  deps: AgenciesDeps,
  caller: Caller,
  query: z.output<typeof AgencySearchQuerySchema>,
) {
  requireProviderStaff(caller);
  const { rows, total } = await repo.searchAgencies(deps.db, query);
  return toPage(rows.map(toAgency), total, query);
}

export async function getAgency(deps: AgenciesDeps, caller: Caller, agencyId: string) {
  return toAgency(await requireReadableAgency(deps.db, caller, agencyId));
}

/**
 * Update the agency form. Provider staff change every field; an agency admin changes its own
 * profile (name, description, host name, contact) but not the NPN or the region (a change to
 * either is a 403).
 */
export async function updateAgency(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  input: UpdateInput,
  ctx: RequestContext,
): Promise<{ message: string; agency: Agency }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    const provider = isActingAsProvider(caller.claims);
    if (!provider && !(isAdminScope(caller.claims.scopes) && can(caller.claims, 'agency:manage'))) {
      throw new AppError('FORBIDDEN', AGENCY_MESSAGES.contactAgencyAdmin);
    }
    const npn = input.npn || null;
    const next = { ...contactColumns(input), npn };
    // What an agency admin may write is its profile and contact (WRITABLE_FIELDS.agency): the
    // NPN and the region (which decides products, currency and rules) are provider staff's.
    if (refusedFields('agency', provider, before.org, next).length > 0) forbiddenProviderField();
    if (await repo.hostnameTaken(tx, input.hostname, agencyId)) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.hostnameTaken);
    }
    await repo.updateOrganisation(tx, agencyId, { ...next, updatedAt: now });
    const after = (await repo.findAgency(tx, agencyId))!;
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.update',
        entityType: 'organisation',
        entityId: agencyId,
        before: auditedAgency(before),
        after: auditedAgency(after),
      },
      now,
    );
  });
  return {
    message: AGENCY_MESSAGES.updated,
    agency: toAgency((await repo.findAgency(deps.db, agencyId))!),
  };
}

/** Delete an agency (provider staff) that has no accounts, users or agencies under it. */
export async function deleteAgency(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  ctx: RequestContext,
) {
  requireProviderStaff(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await requireReadableAgency(tx, caller, agencyId);
    const dependents = await repo.agencyDependents(tx, agencyId);
    if (dependents.accounts || dependents.users || dependents.children) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.hasAccountsOrUsers);
    }
    await repo.deleteOrganisation(tx, agencyId);
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'agency.delete',
        entityType: 'organisation',
        entityId: agencyId,
        before: auditedAgency(before),
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.deleted };
}
