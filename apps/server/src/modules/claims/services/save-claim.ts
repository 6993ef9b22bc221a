import { randomInt } from 'node:crypto';
import {
  CLAIM_MESSAGES,
  type ClaimCreateInput,
  type ClaimInput,
  claimRegionIssues,
  type ClaimSaveResult,
  isActingAsProvider,
  normalisePhone,
  type Region,
  formatRegionDate,
  REGION_SETTINGS,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { publishEvent } from '../../../lib/events.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import {
  audit,
  auditClaim,
  diaryBy,
  permissionsOf,
  requireClaim,
  scopeOf,
  toClaimView,
} from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

/** CL-2026-0012345: the year and seven random digits, re-drawn while taken. */
async function newClaimNumber(tx: Tx, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const n = `CL-${now.getUTCFullYear()}-${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (!(await repo.claimNumberTaken(tx, n))) return n;
  }
  throw new AppError('CONFLICT', CLAIM_MESSAGES.numberUnavailable);
}

/** The rules that need the account's region (phones, loss address): a 400 listing every issue. */
function assertRegionRules(input: ClaimInput, region: Region) {
  const issues = claimRegionIssues(input, region);
  if (issues.length === 0) return;
  const errors = issues.map((i) => `${i.field}: ${i.message}`);
  throw new AppError('BAD_REQUEST', errors[0]!, { errors });
}

/** The reporter must be one of the account's users (spec 2 §6). */
async function assertReporter(deps: ClaimsDeps, input: ClaimInput, accountId: string) {
  if (input.reporterUserId && !(await repo.isMemberOf(deps.db, input.reporterUserId, accountId))) {
    throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.invalidReporter, {
      errors: [`reporterUserId: ${CLAIM_MESSAGES.invalidReporter}`],
    });
  }
}

/** The stored columns of the form's fields; hidden conditional fields are cleared. */
function columnsOf(input: ClaimInput, region: Region) {
  const phone = (v: string | null) => (v ? normalisePhone(v, region) : null);
  const contact = !input.isRightContact;
  return {
    reporterUserId: input.reporterUserId,
    name: input.name,
    role: input.role,
    email: input.email?.toLowerCase() ?? null,
    companyName: input.companyName,
    workPhone: phone(input.workPhone),
    cellPhone: phone(input.cellPhone),
    isRightContact: input.isRightContact,
    contactName: contact ? input.contactName : null,
    contactEmail: contact ? (input.contactEmail?.toLowerCase() ?? null) : null,
    contactPhone: contact ? phone(input.contactPhone) : null,
    address: input.address,
    city: input.city,
    state: input.state && region === 'US' ? input.state.toUpperCase() : input.state,
    zipCode: input.zipCode,
    lossDate: input.lossDate,
    lossDescription: input.lossDescription,
    impactedDevicesOs: input.impactedDevicesOs,
    impactedDevicesType: input.impactedDevicesType,
    incidentNoticed: input.incidentNoticed,
    lossInformationExplanation: input.lossInformationExplanation,
    isAuthoritiesInvolved: input.isAuthoritiesInvolved,
    authorityName: input.isAuthoritiesInvolved ? input.authorityName : null,
    authorityPhoneNumber: input.isAuthoritiesInvolved ? phone(input.authorityPhoneNumber) : null,
    isReportFiled: input.isReportFiled,
    reportNumber: input.isReportFiled ? input.reportNumber : null,
    isBusinessImpacted: input.isBusinessImpacted,
    isCyberIncident: input.isCyberIncident,
    isRemediationServiceBegun: input.isRemediationServiceBegun,
    otherInformationExplanation: input.otherInformationExplanation,
  };
}

/**
 * Filing (spec 2 §4, decision 023), inside the saving transaction: FILED with filedAt, a diary
 * entry, the region's default panel vendor when none is assigned, an e-mail to the region's
 * claims desk (outbox) and the `claim.filed` domain event.
 */
async function file(
  deps: ClaimsDeps,
  tx: Tx,
  caller: Caller,
  claim: repo.ClaimRow,
  account: { name: string; region: Region },
  now: Date,
) {
  let vendorId = claim.vendorId;
  let vendorName: string | null = null;
  if (!vendorId) {
    const vendor = await repo.defaultVendor(tx, account.region);
    if (vendor) {
      vendorId = vendor.id;
      vendorName = vendor.name;
    }
  }
  const filed = await repo.updateClaim(tx, claim.id, {
    status: 'FILED',
    isFiled: true,
    filedAt: now,
    vendorId,
    updatedAt: now,
  });
  await repo.insertDiary(tx, {
    claimId: claim.id,
    entryType: 'FILED',
    body: `Claim ${claim.claimNumber} filed by ${claim.name}.`,
    ...diaryBy(caller),
    createdAt: now,
  });
  if (vendorName) {
    await repo.insertDiary(tx, {
      claimId: claim.id,
      entryType: 'ASSIGNED',
      body: `Assigned to the panel vendor ${vendorName}.`,
      authorUserId: null,
      authorOrganisationId: null,
      createdAt: now,
    });
  }
  const desk = REGION_SETTINGS[account.region].claimsEmail;
  const mail = renderEmail({
    greeting: 'Hello claims team,',
    paragraphs: [
      `Claim ${filed.claimNumber} has been filed for ${account.name}.`,
      `Reported by ${filed.name}${filed.role ? ` (${filed.role})` : ''}${filed.email ? `, ${filed.email}` : ''}${filed.workPhone ? `, ${filed.workPhone}` : ''}.`,
      `Date of loss: ${filed.lossDate ? formatRegionDate(filed.lossDate, account.region) : 'not given'}. Loss: ${filed.lossDescription ?? ''}`,
      vendorName ? `Assigned vendor: ${vendorName}.` : 'No panel vendor is assigned yet.',
      'An Examiner should contact the insured.',
    ],
    action: {
      label: 'Open the claim',
      url: appLink(deps.config, `/admin/claims?claim=${filed.id}`),
    },
  });
  await deps.messenger.email(tx, {
    to: desk,
    subject: `Claim filed: ${filed.claimNumber} — ${account.name}`,
    text: mail.text,
    html: mail.html,
    template: 'claim-filed',
    organisationId: filed.accountId,
  });
  await publishEvent(deps, tx, {
    type: 'claim.filed',
    data: {
      claimId: filed.id,
      claimNumber: filed.claimNumber,
      accountId: filed.accountId,
      vendorId: filed.vendorId,
      lossDate: filed.lossDate,
      filedAt: now.toISOString(),
    },
    organisationIds: [filed.accountId, filed.vendorId],
  });
  await audit(
    tx,
    caller,
    {
      action: 'claim.file',
      entityType: 'claim',
      entityId: filed.id,
      before: auditClaim(claim),
      after: auditClaim(filed),
    },
    now,
  );
}

const resultOf = async (deps: ClaimsDeps, caller: Caller, id: string): Promise<ClaimSaveResult> => {
  const row = await requireClaim(deps.db, caller, id);
  const message =
    row.claim.status === 'FILED' ? CLAIM_MESSAGES.filed : CLAIM_MESSAGES.progressSaved;
  return { message, claim: toClaimView(caller, row) };
};

/**
 * POST /api/policy/v1/claim: a new claim for an account the caller may claim for (its own
 * account for customers; any account for provider staff). Saved: UN_FILED; isFiled: FILED.
 */
export async function createClaim(
  deps: ClaimsDeps,
  caller: Caller,
  input: ClaimCreateInput,
): Promise<ClaimSaveResult> {
  const mayCreate =
    isActingAsProvider(caller.claims) ||
    (caller.claims.accountType === 'CUSTOMER' && input.accountId === caller.actor.accountId);
  const account = mayCreate
    ? await repo.findVisibleAccount(deps.db, scopeOf(caller), input.accountId)
    : null;
  if (!account) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.accountNotFound);
  const region: Region = account.region === 'UK' ? 'UK' : 'US';
  assertRegionRules(input, region);
  await assertReporter(deps, input, account.id);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const claim = await repo.insertClaim(tx, {
      claimNumber: await newClaimNumber(tx, now),
      accountId: account.id,
      status: 'UN_FILED',
      isFiled: false,
      ...columnsOf(input, region),
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertDiary(tx, {
      claimId: claim.id,
      entryType: 'CREATED',
      body: `Claim ${claim.claimNumber} started by ${claim.name}.`,
      ...diaryBy(caller),
      createdAt: now,
    });
    await audit(
      tx,
      caller,
      { action: 'claim.create', entityType: 'claim', entityId: claim.id, after: auditClaim(claim) },
      now,
    );
    if (input.isFiled) await file(deps, tx, caller, claim, { name: account.name, region }, now);
    return claim.id;
  });
  deps.messenger.kick();
  return resultOf(deps, caller, id);
}

/**
 * PUT /api/claims/v1/{id}: save the form again; isFiled files an UN_FILED claim. The account's
 * users may change it only while UN_FILED (409 after); provider staff always. A filed claim stays
 * filed.
 */
export async function updateClaim(
  deps: ClaimsDeps,
  caller: Caller,
  id: string,
  input: ClaimInput,
): Promise<ClaimSaveResult> {
  const current = await requireClaim(deps.db, caller, id);
  const region: Region = current.region === 'UK' ? 'UK' : 'US';
  assertRegionRules(input, region);
  await assertReporter(deps, input, current.claim.accountId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockClaim(tx, id);
    const locked = await requireClaim(tx, caller, id);
    const before = locked.claim;
    if (!permissionsOf(caller, before).canEdit) {
      if (before.status === 'FILED') throw new AppError('CONFLICT', CLAIM_MESSAGES.readOnly);
      throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
    }
    const saved = await repo.updateClaim(tx, id, { ...columnsOf(input, region), updatedAt: now });
    await repo.insertDiary(tx, {
      claimId: id,
      entryType: 'SAVED',
      body: 'Claim details saved.',
      ...diaryBy(caller),
      createdAt: now,
    });
    await audit(
      tx,
      caller,
      {
        action: 'claim.update',
        entityType: 'claim',
        entityId: id,
        before: auditClaim(before),
        after: auditClaim(saved),
      },
      now,
    );
    if (input.isFiled && before.status === 'UN_FILED') {
      await file(deps, tx, caller, saved, { name: locked.accountName, region }, now);
    }
  });
  deps.messenger.kick();
  return resultOf(deps, caller, id);
}
