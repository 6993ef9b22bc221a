import {
  LICENSE_MESSAGES,
  type AgencyLicense,
  type AgencyLicenseInputSchema,
  type AgencyLicensePage,
  type AgencyLicenseSearchQuery,
} from '@cyber/domain';
import type { z } from 'zod';
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
import { listScope } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

type Input = z.output<typeof AgencyLicenseInputSchema>;

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

/** Agency licences: numbers unique per agency and state. */
const AGENCY_LICENSES: NumberedKind<
  repo.AgencyLicenseRow,
  AgencyLicense,
  Input,
  Omit<repo.AgencyLicenseInsert, 'agencyId' | 'createdBy' | 'createdAt' | 'updatedAt'>
> = {
  entity: 'agency-license',
  notFound: LICENSE_MESSAGES.licenseNotFound,
  find: repo.findAgencyLicense,
  remove: repo.deleteAgencyLicense,
  toView: toAgencyLicense,
  duplicate: () => new AppError('CONFLICT', LICENSE_MESSAGES.duplicateAgencyLicense),
  findByNumber: (tx, agencyId, input) =>
    repo.findAgencyLicenseByNumber(tx, agencyId, input.state, input.number),
  columnsOf: (input) => ({
    npn: input.npn,
    number: input.number,
    state: input.state,
    expirationDate: input.expirationDate,
    activeResidentState: input.activeResidentState,
  }),
  insert: repo.insertAgencyLicense,
  update: repo.updateAgencyLicense,
};

export async function searchAgencyLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: AgencyLicenseSearchQuery,
): Promise<AgencyLicensePage> {
  const agencyId = listScope(caller, query.agencyId);
  const { rows, total } = await repo.searchAgencyLicenses(deps.db, { ...query, agencyId });
  return toPage(rows.map(toAgencyLicense), total, query);
}

export const createAgencyLicense = (deps: LicensesDeps, caller: Caller, input: Input) =>
  createNumbered(deps, caller, AGENCY_LICENSES, input);

export const updateAgencyLicense = (deps: LicensesDeps, caller: Caller, id: string, input: Input) =>
  updateNumbered(deps, caller, AGENCY_LICENSES, id, input);

export const deleteAgencyLicense = (deps: LicensesDeps, caller: Caller, id: string) =>
  deleteOwned(deps, caller, AGENCY_LICENSES, id);
