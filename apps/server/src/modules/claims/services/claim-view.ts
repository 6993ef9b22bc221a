import {
  can,
  CLAIM_MESSAGES,
  type ClaimStatus,
  type ClaimSummary,
  type ClaimView,
  isActingAsProvider,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import * as repo from '../claims.repository.ts';
import type { Caller } from '../../../context/index.ts';

export const scopeOf = (caller: Caller): repo.ClaimScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});

/**
 * What the caller may do with a claim they can see (decision 023):
 * - edit and delete: provider staff with claim:manage, always; the account's own users with
 *   claim:manage while it is UN_FILED (a filed claim is read-only for them);
 * - assign a vendor: provider staff with claim:manage;
 * - add diary entries and files: provider staff, the account's users and the assigned vendor,
 *   each with claim:manage. Agencies, carriers and reinsurers only read.
 */
export function permissionsOf(caller: Caller, claim: repo.ClaimRow) {
  const provider = isActingAsProvider(caller.claims);
  const own =
    caller.claims.accountType === 'CUSTOMER' && claim.accountId === caller.actor.accountId;
  const assigned =
    caller.claims.accountType === 'VENDOR' && claim.vendorId === caller.actor.accountId;
  const edit =
    can(caller.claims, 'claim:manage') && (provider || (own && claim.status === 'UN_FILED'));
  return {
    canEdit: edit,
    canDelete: edit,
    canAssignVendor: can(caller.claims, 'claim:manage') && provider,
    canContribute: can(caller.claims, 'claim:manage') && (provider || own || assigned),
  };
}

export function toClaimView(caller: Caller, row: repo.ClaimWithNames): ClaimView {
  const c = row.claim;
  const { canEdit, canDelete, canAssignVendor, canContribute } = permissionsOf(caller, c);
  return {
    id: c.id,
    claimNumber: c.claimNumber,
    status: c.status as ClaimStatus,
    isFiled: c.isFiled,
    filedAt: c.filedAt?.toISOString() ?? null,
    accountId: c.accountId,
    accountName: row.accountName,
    region: row.region === 'UK' ? 'UK' : 'US',
    vendorId: c.vendorId,
    vendorName: row.vendorName,
    reporterUserId: c.reporterUserId,
    name: c.name,
    role: c.role,
    email: c.email,
    companyName: c.companyName,
    workPhone: c.workPhone,
    cellPhone: c.cellPhone,
    isRightContact: c.isRightContact,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    address: c.address,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    lossDate: c.lossDate,
    lossDescription: c.lossDescription,
    impactedDevicesOs: c.impactedDevicesOs,
    impactedDevicesType: c.impactedDevicesType,
    incidentNoticed: c.incidentNoticed,
    lossInformationExplanation: c.lossInformationExplanation,
    isAuthoritiesInvolved: c.isAuthoritiesInvolved,
    authorityName: c.authorityName,
    authorityPhoneNumber: c.authorityPhoneNumber,
    isReportFiled: c.isReportFiled,
    reportNumber: c.reportNumber,
    isBusinessImpacted: c.isBusinessImpacted,
    isCyberIncident: c.isCyberIncident,
    isRemediationServiceBegun: c.isRemediationServiceBegun,
    otherInformationExplanation: c.otherInformationExplanation,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    canEdit,
    canDelete,
    canAssignVendor,
    canContribute,
  };
}

export function toClaimSummary(caller: Caller, row: repo.ClaimWithNames): ClaimSummary {
  const c = row.claim;
  const { canEdit, canDelete } = permissionsOf(caller, c);
  return {
    id: c.id,
    claimNumber: c.claimNumber,
    status: c.status as ClaimStatus,
    isFiled: c.isFiled,
    accountId: c.accountId,
    accountName: row.accountName,
    name: c.name,
    lossDate: c.lossDate,
    lossDescription: c.lossDescription,
    vendorName: row.vendorName,
    filedAt: c.filedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    canEdit,
    canDelete,
  };
}

/** A claim the caller may see, or the 404 of "not found or not yours". */
export async function requireClaim(
  db: Parameters<typeof repo.findVisibleClaim>[0],
  caller: Caller,
  id: string,
) {
  const row = await repo.findVisibleClaim(db, scopeOf(caller), id);
  if (!row) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.notFound);
  return row;
}

/** A claim of interest in the audit log: what changes and the state before. */
export const auditClaim = (c: repo.ClaimRow) => ({
  claimNumber: c.claimNumber,
  status: c.status,
  accountId: c.accountId,
  vendorId: c.vendorId,
  name: c.name,
  lossDate: c.lossDate,
  updatedAt: c.updatedAt.toISOString(),
});

export const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);

/** A diary entry written by the caller. */
export const diaryBy = (caller: Caller) => ({
  authorUserId: caller.actor.userId,
  authorOrganisationId: caller.actor.accountId,
});
