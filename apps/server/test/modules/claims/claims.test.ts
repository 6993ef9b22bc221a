import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_MESSAGES,
  REGION_SETTINGS,
  type ClaimDiaryEntry,
  type ClaimFile,
  type ClaimPage,
  type ClaimReporterPage,
  type ClaimSaveResult,
  type ClaimView,
} from '@cyber/domain';
import { auditLog, claims, jobs } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;
type Err = { message: string; errors?: string[] };

let t: TestApp;
let customer: Session;
let admin: Session;
let vendor: Session;
let agent: Session;
let wholesale: Session;
let carrier: Session;
let acmeId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n');

/** A complete, valid claim of the demo customer (US account in Rhode Island). */
const claimBody = (patch: Record<string, unknown> = {}) => ({
  accountId: acmeId,
  name: 'Sam Patel',
  role: 'Account Admin',
  email: 'customer@example.com',
  companyName: 'Acme Dental Group',
  workPhone: '(401) 555-0134',
  cellPhone: '',
  isRightContact: true,
  address: '85 Exchange Pl',
  city: 'Providence',
  state: 'RI',
  zipCode: '02903',
  lossDate: '2026-01-10',
  lossDescription: 'Phishing led to a compromised mailbox.',
  isAuthoritiesInvolved: false,
  isReportFiled: false,
  isFiled: false,
  ...patch,
});

const multipart = (fileName: string, bytes: Buffer, type = 'application/pdf') => {
  const boundary = '----claimtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="docName"\r\n\r\nForensic report\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

beforeAll(async () => {
  t = await buildTestApp();
  [customer, admin, vendor, agent, wholesale, carrier] = await Promise.all([
    t.signIn('customer@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('vendor@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('carrier@example.com'),
  ]);
  const res = await customer.inject({ method: 'GET', url: '/api/claims/v1/search' });
  acmeId = res.json<ClaimPage>().content[0]!.accountId;
}, 120_000);

afterAll(async () => {
  await t.close();
});

const create = (s: Session, body: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: '/api/policy/v1/claim', payload: body });

describe('claims: save and file', () => {
  let draft: ClaimView;

  it('saves a new claim as UN_FILED with a claim number and a diary entry', async () => {
    const res = await create(customer, claimBody());
    expect(res.statusCode).toBe(201);
    const body = res.json<ClaimSaveResult>();
    expect(body.message).toBe(CLAIM_MESSAGES.progressSaved);
    expect(body.claim.status).toBe('UN_FILED');
    expect(body.claim.isFiled).toBe(false);
    expect(body.claim.claimNumber).toMatch(/^CL-\d{4}-\d{7}$/);
    expect(body.claim.workPhone).toBe('4015550134');
    expect(body.claim.canEdit).toBe(true);
    expect(body.claim.vendorId).toBeNull();
    draft = body.claim;

    const diary = await customer.inject({ method: 'GET', url: `/api/claims/v1/${draft.id}/diary` });
    expect(diary.json<{ content: ClaimDiaryEntry[] }>().content.map((e) => e.entryType)).toEqual([
      'CREATED',
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claim.create'), eq(auditLog.entityId, draft.id)));
    expect(audit).toBeDefined();
  });

  it('answers the spec messages for missing and conditional fields', async () => {
    const res = await create(
      customer,
      claimBody({
        name: '',
        state: '',
        lossDescription: '',
        isRightContact: false,
        isAuthoritiesInvolved: true,
        isReportFiled: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<Err>().errors ?? [];
    expect(errors).toEqual(
      expect.arrayContaining([
        `name: ${CLAIM_MESSAGES.selectOption}`,
        `state: ${CLAIM_MESSAGES.stateRequired}`,
        `lossDescription: ${CLAIM_MESSAGES.lossDescriptionRequired}`,
        `contactName: ${CLAIM_MESSAGES.contactNameRequired}`,
        `contactEmail: ${CLAIM_MESSAGES.contactEmailRequired}`,
        `contactPhone: ${CLAIM_MESSAGES.contactPhoneRequired}`,
        `authorityName: ${CLAIM_MESSAGES.authorityNameRequired}`,
        `authorityPhoneNumber: ${CLAIM_MESSAGES.authorityPhoneRequired}`,
        `reportNumber: ${CLAIM_MESSAGES.reportNumberRequired}`,
      ]),
    );
    const missing = await create(customer, claimBody({ isRightContact: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Err>().errors).toContain(`isRightContact: ${CLAIM_MESSAGES.selectOption}`);
  });

  it("checks phones and the loss address by the account's region", async () => {
    const res = await create(
      customer,
      claimBody({ workPhone: '12345', cellPhone: '555-01', city: 'Provid3nce', zipCode: '00000' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().errors).toEqual([
      'workPhone: Invalid phone number',
      'cellPhone: Invalid phone number',
      'city: Invalid City',
      'zipCode: Invalid ZIP Code',
    ]);
  });

  it('refuses a reporter who is not a user of the account', async () => {
    const me = await vendor.inject({ method: 'GET', url: '/api/auth/v1/me' });
    const vendorUserId = me.json<{ id: string }>().id;
    const res = await create(customer, claimBody({ reporterUserId: vendorUserId }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message).toBe(CLAIM_MESSAGES.invalidReporter);
  });

  it("a customer cannot open a claim on another organisation's account (404)", async () => {
    const res = await create(
      customer,
      claimBody({ accountId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('files the claim: FILED, default vendor, claims desk e-mail, claim.filed event', async () => {
    const res = await customer.inject({
      method: 'PUT',
      url: `/api/claims/v1/${draft.id}`,
      payload: { ...claimBody({ isFiled: true }), accountId: undefined },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ClaimSaveResult>();
    expect(body.message).toBe(CLAIM_MESSAGES.filed);
    expect(body.claim.status).toBe('FILED');
    expect(body.claim.filedAt).not.toBeNull();
    expect(body.claim.vendorName).toBe('Forensic Response Partners');
    expect(body.claim.canEdit).toBe(false);

    const mail = await t.lastMessage(REGION_SETTINGS.US.claimsEmail, 'claim-filed');
    expect(mail.subject).toContain(draft.claimNumber);
    expect(mail.text).toContain('Acme Dental Group');

    const events = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout'));
    const filed = events.find(
      (j) =>
        (j.payload as { event: { type: string; data: { claimId: string } } }).event.type ===
          'claim.filed' &&
        (j.payload as { event: { data: { claimId: string } } }).event.data.claimId === draft.id,
    );
    expect(filed).toBeDefined();
    expect((filed!.payload as { organisationIds: string[] }).organisationIds).toContain(acmeId);

    const diary = await customer.inject({ method: 'GET', url: `/api/claims/v1/${draft.id}/diary` });
    const types = diary.json<{ content: ClaimDiaryEntry[] }>().content.map((e) => e.entryType);
    expect(types).toEqual(expect.arrayContaining(['CREATED', 'SAVED', 'FILED', 'ASSIGNED']));
  });

  it('a filed claim is read-only for the customer (409 on save and delete)', async () => {
    const put = await customer.inject({
      method: 'PUT',
      url: `/api/claims/v1/${draft.id}`,
      payload: claimBody({ lossDescription: 'changed' }),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json<Err>().message).toBe(CLAIM_MESSAGES.readOnly);
    const del = await customer.inject({ method: 'DELETE', url: `/api/claims/v1/${draft.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json<Err>().message).toBe(CLAIM_MESSAGES.deleteFiled);
  });

  it('files in one step when a new claim is sent with isFiled', async () => {
    const res = await create(customer, claimBody({ isFiled: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json<ClaimSaveResult>().message).toBe(CLAIM_MESSAGES.filed);
    expect(res.json<ClaimSaveResult>().claim.status).toBe('FILED');
  });
});

describe('claims: who sees what', () => {
  let unfiled: ClaimView;
  let filed: ClaimView;

  beforeAll(async () => {
    unfiled = (await create(customer, claimBody())).json<ClaimSaveResult>().claim;
    filed = (await create(customer, claimBody({ isFiled: true }))).json<ClaimSaveResult>().claim;
  });

  it('a vendor sees only the claims assigned to it', async () => {
    const res = await vendor.inject({ method: 'GET', url: '/api/claims/v1/search?size=100' });
    expect(res.statusCode).toBe(200);
    const page = res.json<ClaimPage>();
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((c) => c.status === 'FILED')).toBe(true);
    expect(page.content.map((c) => c.id)).toContain(filed.id);
    expect(page.content.map((c) => c.id)).not.toContain(unfiled.id);
    const get = await vendor.inject({ method: 'GET', url: `/api/claims/v1/${unfiled.id}` });
    expect(get.statusCode).toBe(404);
    const own = await vendor.inject({ method: 'GET', url: `/api/claims/v1/${filed.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json<ClaimView>().canEdit).toBe(false);
  });

  it("the account's agency reads its claims; another agency gets 404", async () => {
    const mine = await agent.inject({ method: 'GET', url: `/api/claims/v1/${unfiled.id}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<ClaimView>().canEdit).toBe(false);
    const write = await agent.inject({
      method: 'PUT',
      url: `/api/claims/v1/${unfiled.id}`,
      payload: claimBody(),
    });
    expect(write.statusCode).toBe(403);
    const other = await wholesale.inject({ method: 'GET', url: `/api/claims/v1/${unfiled.id}` });
    expect(other.statusCode).toBe(404);
    const list = await wholesale.inject({ method: 'GET', url: '/api/claims/v1/search' });
    expect(list.json<ClaimPage>().totalElements).toBe(0);
  });

  it('a carrier reads the filed claims of accounts on its paper (the demo binder of Acme is on Keystone’s), not unfiled ones', async () => {
    expect(
      (await carrier.inject({ method: 'GET', url: `/api/claims/v1/${filed.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await carrier.inject({ method: 'GET', url: `/api/claims/v1/${unfiled.id}` })).statusCode,
    ).toBe(404);
  });

  it('provider staff see every claim, filter by status and sort by the spec fields', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: `/api/claims/v1/search?status=UN_FILED&accountId=${acmeId}&sort=created,asc&size=100`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<ClaimPage>();
    expect(page.content.every((c) => c.status === 'UN_FILED')).toBe(true);
    expect(page.content.map((c) => c.id)).toContain(unfiled.id);
    const created = page.content.map((c) => c.createdAt);
    expect([...created].sort()).toEqual(created);
    const bad = await admin.inject({ method: 'GET', url: '/api/claims/v1/search?sort=name,asc' });
    expect(bad.statusCode).toBe(400);
    const search = await admin.inject({
      method: 'GET',
      url: `/api/claims/v1/search?search=${filed.claimNumber}`,
    });
    expect(search.json<ClaimPage>().content.map((c) => c.id)).toEqual([filed.id]);
  });

  it('an unknown claim is a 404', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: '/api/claims/v1/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Err>().message).toBe(CLAIM_MESSAGES.notFound);
  });
});

describe('claims: delete, vendor, diary, files, reporters', () => {
  it('the customer deletes an UN_FILED claim (soft); it is gone from every list', async () => {
    const claim = (await create(customer, claimBody())).json<ClaimSaveResult>().claim;
    const res = await customer.inject({ method: 'DELETE', url: `/api/claims/v1/${claim.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Err>().message).toBe(CLAIM_MESSAGES.deleted);
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      (await admin.inject({ method: 'GET', url: `/api/claims/v1/${claim.id}` })).statusCode,
    ).toBe(404);
  });

  it('provider staff assign a vendor; others may not; a non-vendor is refused', async () => {
    const claim = (await create(customer, claimBody())).json<ClaimSaveResult>().claim;
    const vendors = await admin.inject({ method: 'GET', url: '/api/claims/v1/vendors' });
    const forensic = vendors
      .json<{ content: { id: string; name: string }[] }>()
      .content.find((v) => v.name === 'Forensic Response Partners')!;
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/claims/v1/${claim.id}/vendor`,
      payload: { vendorId: forensic.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ClaimSaveResult>().claim.vendorName).toBe('Forensic Response Partners');
    const byCustomer = await customer.inject({
      method: 'PUT',
      url: `/api/claims/v1/${claim.id}/vendor`,
      payload: { vendorId: forensic.id },
    });
    expect(byCustomer.statusCode).toBe(403);
    const notVendor = await admin.inject({
      method: 'PUT',
      url: `/api/claims/v1/${claim.id}/vendor`,
      payload: { vendorId: acmeId },
    });
    expect(notVendor.statusCode).toBe(400);
    expect(notVendor.json<Err>().message).toBe(CLAIM_MESSAGES.invalidVendor);
  });

  it('the assigned vendor writes in the diary; an agency may not; an empty note is a 400', async () => {
    const claim = (await create(customer, claimBody({ isFiled: true }))).json<ClaimSaveResult>()
      .claim;
    const add = await vendor.inject({
      method: 'POST',
      url: `/api/claims/v1/${claim.id}/diary`,
      payload: { body: 'Forensic imaging started.' },
    });
    expect(add.statusCode).toBe(201);
    const list = await customer.inject({ method: 'GET', url: `/api/claims/v1/${claim.id}/diary` });
    const note = list
      .json<{ content: ClaimDiaryEntry[] }>()
      .content.find((e) => e.entryType === 'NOTE')!;
    expect(note.body).toBe('Forensic imaging started.');
    expect(note.authorOrganisationName).toBe('Forensic Response Partners');
    const empty = await vendor.inject({
      method: 'POST',
      url: `/api/claims/v1/${claim.id}/diary`,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Err>().errors?.[0]).toContain(CLAIM_MESSAGES.diaryRequired);
    const byAgent = await agent.inject({
      method: 'POST',
      url: `/api/claims/v1/${claim.id}/diary`,
      payload: { body: 'x' },
    });
    expect(byAgent.statusCode).toBe(403);
  });

  it('uploads a claim file (magic bytes checked) and downloads it by claimsFileId', async () => {
    const claim = (await create(customer, claimBody({ isFiled: true }))).json<ClaimSaveResult>()
      .claim;
    const upload = await customer.inject({
      method: 'POST',
      url: `/api/claims/v1/${claim.id}/files`,
      ...multipart('report.pdf', PDF),
    });
    expect(upload.statusCode).toBe(201);
    const file = upload.json<{ message: string; file: ClaimFile }>();
    expect(file.message).toBe(CLAIM_MESSAGES.fileUploaded);
    expect(file.file.claimNumber).toBe(claim.claimNumber);
    expect(file.file.docName).toBe('Forensic report');
    expect(file.file.contentType).toBe('application/pdf');

    const fake = await customer.inject({
      method: 'POST',
      url: `/api/claims/v1/${claim.id}/files`,
      ...multipart('evil.pdf', Buffer.from('MZ this is not really a pdf at all')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json<Err>().message).toBe(CLAIM_MESSAGES.fileType);

    const list = await vendor.inject({ method: 'GET', url: `/api/claims/v1/${claim.id}/files` });
    expect(list.json<{ content: ClaimFile[] }>().content.map((f) => f.id)).toEqual([file.file.id]);
    const download = await vendor.inject({
      method: 'GET',
      url: `/api/claims/v1/files/${file.file.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const other = await wholesale.inject({
      method: 'GET',
      url: `/api/claims/v1/files/${file.file.id}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('gives the defaults of a new claim: the account and its address', async () => {
    const res = await customer.inject({
      method: 'GET',
      url: `/api/claims/v1/defaults?accountId=${acmeId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountName: 'Acme Dental Group',
      region: 'US',
      address: '85 Exchange Pl',
      city: 'Providence',
      state: 'RI',
      zipCode: '02903',
    });
    const other = await wholesale.inject({
      method: 'GET',
      url: `/api/claims/v1/defaults?accountId=${acmeId}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it("lists the account's users as reporters (name, role name, organization)", async () => {
    const res = await customer.inject({
      method: 'GET',
      url: `/api/claims/v1/reporters?accountId=${acmeId}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<ClaimReporterPage>();
    expect(page.size).toBe(100);
    expect(page.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Sam Patel',
          roleName: 'Account Admin',
          email: 'customer@example.com',
          organization: 'Acme Dental Group',
        }),
      ]),
    );
    const other = await wholesale.inject({
      method: 'GET',
      url: `/api/claims/v1/reporters?accountId=${acmeId}`,
    });
    expect(other.statusCode).toBe(404);
  });
});
