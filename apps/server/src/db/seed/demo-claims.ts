import type { Tx } from '../client.ts';
import { claimDiaryEntries, claims } from '../schema/index.ts';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo claims of the demo customer (Acme Dental Group): one saved but not filed, one filed and
 * worked by the demo vendor (Forensic Response Partners), each with its diary.
 */
export async function seedDemoClaims(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const { now, orgIds, userIds } = options;
  const accountId = orgIds.get('acme');
  const vendorId = orgIds.get('vendor');
  const customerId = userIds.get('customer@example.com');
  if (!accountId || !vendorId || !customerId) return;
  const reporter = {
    reporterUserId: customerId,
    name: 'Sam Patel',
    role: 'Account Admin',
    email: 'customer@example.com',
    companyName: 'Acme Dental Group',
    workPhone: '4015550134',
    isRightContact: true,
    address: '85 Exchange Pl',
    city: 'Providence',
    state: 'RI',
    zipCode: '02903',
    accountId,
    createdBy: customerId,
  };
  const filedAt = new Date(now.getTime() - 12 * DAY);
  const [filed] = await tx
    .insert(claims)
    .values({
      ...reporter,
      claimNumber: 'CL-2026-0000101',
      status: 'FILED',
      isFiled: true,
      filedAt,
      vendorId,
      lossDate: isoDay(new Date(now.getTime() - 15 * DAY)),
      incidentNoticed: isoDay(new Date(now.getTime() - 14 * DAY)),
      lossDescription:
        'Ransomware encrypted the practice-management server; patient scheduling was down for two days.',
      impactedDevicesOs: 'Windows Server 2019',
      impactedDevicesType: 'Server',
      lossInformationExplanation:
        'A ransom note asked for payment in bitcoin. Backups were intact.',
      isAuthoritiesInvolved: true,
      authorityName: 'FBI Providence field office',
      authorityPhoneNumber: '4015550100',
      isReportFiled: true,
      reportNumber: 'IC3-2026-44821',
      isBusinessImpacted: true,
      isCyberIncident: true,
      isRemediationServiceBegun: false,
      createdAt: new Date(filedAt.getTime() - 2 * 3_600_000),
      updatedAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning({ id: claims.id });
  await tx.insert(claimDiaryEntries).values([
    {
      claimId: filed!.id,
      entryType: 'CREATED',
      body: 'Claim CL-2026-0000101 started by Sam Patel.',
      authorUserId: customerId,
      authorOrganisationId: accountId,
      createdAt: new Date(filedAt.getTime() - 2 * 3_600_000),
    },
    {
      claimId: filed!.id,
      entryType: 'FILED',
      body: 'Claim CL-2026-0000101 filed by Sam Patel.',
      authorUserId: customerId,
      authorOrganisationId: accountId,
      createdAt: filedAt,
    },
    {
      claimId: filed!.id,
      entryType: 'ASSIGNED',
      body: 'Assigned to the panel vendor Forensic Response Partners.',
      createdAt: filedAt,
    },
    {
      claimId: filed!.id,
      entryType: 'NOTE',
      body: 'Initial call with the insured done; forensic imaging of the server scheduled.',
      authorUserId: userIds.get('vendor@example.com') ?? null,
      authorOrganisationId: vendorId,
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
  ]);

  const draftAt = new Date(now.getTime() - 2 * DAY);
  const [draft] = await tx
    .insert(claims)
    .values({
      ...reporter,
      claimNumber: 'CL-2026-0000102',
      status: 'UN_FILED',
      isFiled: false,
      lossDate: isoDay(new Date(now.getTime() - 3 * DAY)),
      lossDescription:
        'An employee paid a fake supplier invoice after a business e-mail compromise.',
      isCyberIncident: true,
      createdAt: draftAt,
      updatedAt: draftAt,
    })
    .returning({ id: claims.id });
  await tx.insert(claimDiaryEntries).values({
    claimId: draft!.id,
    entryType: 'CREATED',
    body: 'Claim CL-2026-0000102 started by Sam Patel.',
    authorUserId: customerId,
    authorOrganisationId: accountId,
    createdAt: draftAt,
  });
}
