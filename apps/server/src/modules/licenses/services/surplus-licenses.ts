import {
  allowsSignatureOnFile,
  type CowbellSurplusSearchQuery,
  isActingAsProvider,
  isProviderAdmin,
  LICENSE_MESSAGES,
  type SurplusLicense,
  type SurplusLicenseInputSchema,
  type SurplusLicensePage,
  type SurplusSearchQuery,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { LicensesDeps } from '../licenses.context.ts';
import * as repo from '../licenses.repository.ts';
import { auditedView, deleteOwned, findOwned, type LicenseRecords } from './license-records.ts';
import { targetAgency } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

type Input = z.output<typeof SurplusLicenseInputSchema>;

export const toSurplusLicense = (row: repo.SurplusLicenseRow): SurplusLicense => ({
  id: row.id,
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  brokerFirstName: row.brokerFirstName,
  brokerLastName: row.brokerLastName,
  brokerEmail: row.brokerEmail,
  surplusLicenseNumber: row.surplusLicenseNumber,
  surplusLinesState: row.surplusLinesState,
  signatureOnFile: row.signatureOnFile,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SURPLUS_LICENSES: LicenseRecords<repo.SurplusLicenseRow, SurplusLicense> = {
  entity: 'surplus-license',
  notFound: LICENSE_MESSAGES.surplusNotFound,
  find: repo.findSurplusLicense,
  remove: repo.deleteSurplusLicense,
  toView: toSurplusLicense,
};

/** The broker columns an add or an edit sets from the request. */
const columnsOf = (input: Input) => ({
  brokerFirstName: input.brokerFirstName,
  brokerLastName: input.brokerLastName,
  brokerEmail: input.brokerEmail,
  surplusLicenseNumber: input.surplusLicenseNumber,
  surplusLinesState: input.surplusLinesState,
});

/**
 * Signature on file (spec 2 §6, §9): only provider admins set it, and only for LA and MT. Anyone
 * else asking for it is a 400; an edit by them keeps what was there. Moving the licence to another
 * state clears it.
 */
function signatureOnFileOf(caller: Caller, input: Input, current: boolean): boolean {
  const requested = input.signatureOnFile;
  if (requested === true) {
    if (!isProviderAdmin(caller.claims)) {
      throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.signatureAdminOnly);
    }
    if (!allowsSignatureOnFile(input.surplusLinesState)) {
      throw new AppError('BAD_REQUEST', LICENSE_MESSAGES.signatureStates);
    }
  }
  const value = isProviderAdmin(caller.claims) && requested !== undefined ? requested : current;
  return value && allowsSignatureOnFile(input.surplusLinesState);
}

/** The agency's own surplus licences (GET /api/account/v1/agency/surplus/search). */
export async function searchOwnSurplusLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: SurplusSearchQuery,
): Promise<SurplusLicensePage> {
  const { rows, total } = await repo.searchSurplusLicenses(deps.db, {
    ...query,
    agencyId: caller.actor.accountId,
  });
  return toPage(rows.map(toSurplusLicense), total, query);
}

/** Every agency's surplus licences, provider staff only (…/cowbell/surplus/search). */
export async function searchAllSurplusLicenses(
  deps: LicensesDeps,
  caller: Caller,
  query: CowbellSurplusSearchQuery,
): Promise<SurplusLicensePage> {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', LICENSE_MESSAGES.providerOnly);
  const { rows, total } = await repo.searchSurplusLicenses(deps.db, {
    ...query,
    surplusLinesState: query.surplusLinesState ?? query.state,
  });
  return toPage(rows.map(toSurplusLicense), total, query);
}

export async function createSurplusLicense(
  deps: LicensesDeps,
  caller: Caller,
  input: Input,
): Promise<SurplusLicense> {
  const now = deps.clock.now();
  const signatureOnFile = signatureOnFileOf(caller, input, false);
  return deps.db.transaction(async (tx) => {
    const agency = await targetAgency(tx, caller, input.agencyId);
    const id = await repo.insertSurplusLicense(tx, {
      ...columnsOf(input),
      agencyId: agency.id,
      signatureOnFile,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    return auditedView(tx, caller, SURPLUS_LICENSES, id, now);
  });
}

export async function updateSurplusLicense(
  deps: LicensesDeps,
  caller: Caller,
  id: string,
  input: Input,
): Promise<SurplusLicense> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findOwned(tx, caller, SURPLUS_LICENSES, id);
    // Provider staff may move the licence to another agency; agency users keep their own.
    const agency =
      isActingAsProvider(caller.claims) && input.agencyId && input.agencyId !== found.agencyId
        ? await targetAgency(tx, caller, input.agencyId)
        : { id: found.agencyId };
    if (!isActingAsProvider(caller.claims) && input.agencyId && input.agencyId !== found.agencyId) {
      throw new AppError('NOT_FOUND', LICENSE_MESSAGES.invalidAgency);
    }
    const signatureOnFile = signatureOnFileOf(caller, input, found.signatureOnFile);
    await repo.updateSurplusLicense(tx, id, {
      ...columnsOf(input),
      agencyId: agency.id,
      signatureOnFile,
      updatedAt: now,
    });
    return auditedView(tx, caller, SURPLUS_LICENSES, id, now, found);
  });
}

export const deleteSurplusLicense = (deps: LicensesDeps, caller: Caller, id: string) =>
  deleteOwned(deps, caller, SURPLUS_LICENSES, id);
