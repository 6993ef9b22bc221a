import {
  isExpiryAcceptable,
  isoDay,
  LICENSE_MESSAGES,
  type AgencyLicense,
  type AgencyLicenseInputSchema,
  type AgencyLicensePage,
  type AgencyLicenseSearchQuery,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { Caller, LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import { assertOwn, audit, listScope, targetAgency } from './scope.ts';

type Input = z.output<typeof AgencyLicenseInputSchema>;
const ENTITY = 'agency-license';

export const toAgencyLicense = (row: repo.AgencyLicenseRow): AgencyLicense => ({
  id: row.id,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  npn: row.npn,
  number: row.number,
  state: row.state,
  expirationDate: row.expirationDate,
  activeResidentState: row.activeResidentState,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Expiry is checked against the server's today, never the browser's. */
export function assertNotExpired(expirationDate: string, now: Date) {
  if (!isExpiryAcceptable(expirationDate, isoDay(now))) {
    throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.expirationPast, {
      errors: [`expirationDate: ${LICENSE_MESSAGES.expirationPast}`],
    });
  }
}

const duplicate = () => new AppError('CONFLICT', LICENSE_MESSAGES.duplicateAgencyLicense);

export async function searchAgencyLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: AgencyLicenseSearchQuery,
): Promise<AgencyLicensePage> {
  const agencyId = listScope(caller, query.agencyId);
  const { rows, total } = await repo.searchAgencyLicenses(deps.db, { ...query, agencyId });
  return toPage(rows.map(toAgencyLicense), total, query);
}

export async function createAgencyLicense(
  deps: LicensesDeps,
  caller: Caller,
  input: Input,
): Promise<AgencyLicense> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const agency = await targetAgency(tx, caller, input.agencyId);
    if (await repo.findAgencyLicenseByNumber(tx, agency.id, input.state, input.number)) {
      throw duplicate();
    }
    const id = await repo
      .insertAgencyLicense(tx, {
        agencyId: agency.id,
        npn: input.npn,
        number: input.number,
        state: input.state,
        expirationDate: input.expirationDate,
        activeResidentState: input.activeResidentState,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        throw repo.isUniqueViolation(error) ? duplicate() : error;
      });
    const view = toAgencyLicense((await repo.findAgencyLicense(tx, id))!);
    await audit(
      tx,
      caller,
      { action: 'agency-license.create', entityType: ENTITY, entityId: id, after: view },
      now,
    );
    return view;
  });
}

export async function updateAgencyLicense(
  deps: LicensesDeps,
  caller: Caller,
  id: string,
  input: Input,
): Promise<AgencyLicense> {
  const now = deps.clock.now();
  assertNotExpired(input.expirationDate, now);
  return deps.db.transaction(async (tx) => {
    const found = await repo.findAgencyLicense(tx, id);
    if (!found) throw new AppError('NOT_FOUND', LICENSE_MESSAGES.licenseNotFound);
    assertOwn(caller, found.agencyId, LICENSE_MESSAGES.licenseNotFound);
    const other = await repo.findAgencyLicenseByNumber(
      tx,
      found.agencyId,
      input.state,
      input.number,
    );
    if (other && other.id !== id) throw duplicate();
    await repo
      .updateAgencyLicense(tx, id, {
        npn: input.npn,
        number: input.number,
        state: input.state,
        expirationDate: input.expirationDate,
        activeResidentState: input.activeResidentState,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        throw repo.isUniqueViolation(error) ? duplicate() : error;
      });
    const view = toAgencyLicense((await repo.findAgencyLicense(tx, id))!);
    await audit(
      tx,
      caller,
      {
        action: 'agency-license.update',
        entityType: ENTITY,
        entityId: id,
        before: toAgencyLicense(found),
        after: view,
      },
      now,
    );
    return view;
  });
}

export async function deleteAgencyLicense(deps: LicensesDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await repo.findAgencyLicense(tx, id);
    if (!found) throw new AppError('NOT_FOUND', LICENSE_MESSAGES.licenseNotFound);
    assertOwn(caller, found.agencyId, LICENSE_MESSAGES.licenseNotFound);
    await repo.deleteAgencyLicense(tx, id);
    await audit(
      tx,
      caller,
      {
        action: 'agency-license.delete',
        entityType: ENTITY,
        entityId: id,
        before: toAgencyLicense(found),
      },
      now,
    );
  });
}
