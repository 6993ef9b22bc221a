import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, type DocumentPage, type DocumentView } from '@cyber/domain';
import { auditLog, documents, organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
let underwriter: Session;
let agent: Session;
let customer: Session;
let broker: Session;
let vendor: Session;
let acmeId: string;
let harborId: string;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with one file part. */
function multipart(bytes: Buffer, fileName: string, contentType = 'application/octet-stream') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  s: Session,
  query: Record<string, string>,
  bytes: Buffer = PDF,
  fileName = 'report.pdf',
) =>
  s.inject({
    method: 'POST',
    url: `/api/docs/v1/upload/doc?${new URLSearchParams(query)}`,
    ...multipart(bytes, fileName),
  });

const search = async (s: Session, query: Record<string, string> = {}) =>
  (
    await s.inject({ method: 'GET', url: `/api/docs/v1/search?${new URLSearchParams(query)}` })
  ).json<DocumentPage>();

const orgId = async (name: string) =>
  (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, underwriter, agent, customer, broker, vendor] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('vendor@example.com'),
  ]);
  acmeId = await orgId('Acme Dental Group');
  harborId = (
    await t.database.db
      .select({ id: organisations.parentId })
      .from(organisations)
      .where(eq(organisations.id, acmeId))
  )[0]!.id!;
});
afterAll(() => t.close());

describe('GET /api/docs/v1/docTypes', () => {
  it('is a map of label to value, the claim ones with claim=true', async () => {
    const all = (await agent.inject({ method: 'GET', url: '/api/docs/v1/docTypes' })).json<
      Record<string, string>
    >();
    expect(all['Loss Runs']).toBe('LOSS_RUNS');
    expect(all['First Notice of Loss']).toBe('FNOL');
    const claim = (
      await agent.inject({ method: 'GET', url: '/api/docs/v1/docTypes?claim=true' })
    ).json<Record<string, string>>();
    expect(claim['First Notice of Loss']).toBe('FNOL');
    expect(claim['Loss Runs']).toBeUndefined();
  });

  it('rejects a claim flag that is not a boolean', async () => {
    const res = await agent.inject({ method: 'GET', url: '/api/docs/v1/docTypes?claim=maybe' });
    expect(res.statusCode).toBe(400);
  });
});

describe('paper and product types', () => {
  it('lists both as maps of label to value', async () => {
    const papers = (await admin.inject({ method: 'GET', url: '/api/docs/v1/papertypes' })).json();
    expect(papers).toEqual({ Admitted: 'ADMITTED', Surplus: 'SURPLUS' });
    const products = (await admin.inject({ method: 'GET', url: '/api/docs/v1/producttypes' })).json<
      Record<string, string>
    >();
    expect(products['Prime 250']).toBe('P250');
    expect(Object.values(products)).toContain('PRIME_PLUS');
    expect(Object.values(products)).toContain('P_PLUS');
  });
});

describe('GET /api/docs/v1/search (demo documents)', () => {
  it('shows staff every document of the account, internal ones included', async () => {
    const page = await search(admin, { accountId: acmeId });
    expect(page.content.map((d) => d.docName)).toEqual(
      expect.arrayContaining(['Acme Application 2026', 'Underwriting Notes']),
    );
  });

  it('hides internal-only documents from the agency and the customer', async () => {
    for (const s of [agent, customer]) {
      const names = (await search(s, { accountId: acmeId })).content.map((d) => d.docName);
      expect(names).toContain('Acme Application 2026');
      expect(names).toContain('Security Assessment');
      expect(names).not.toContain('Underwriting Notes');
    }
  });

  it('shows another agency none of them', async () => {
    expect((await search(broker, { accountId: acmeId })).totalElements).toBe(0);
  });

  it('searches by name and sorts by an allowed field', async () => {
    const page = await search(admin, { search: 'loss runs', sort: 'docName,asc' });
    expect(page.content.map((d) => d.docName)).toEqual(['Loss Runs 2021-2025']);
    const bad = await admin.inject({ method: 'GET', url: '/api/docs/v1/search?sort=docName;drop' });
    expect(bad.statusCode).toBe(400);
  });

  it('says which filter is wrong', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/docs/v1/search?accountId=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(DOCUMENT_MESSAGES.accountNotFound);
  });
});

describe('POST /api/docs/v1/upload/doc', () => {
  it('lets an agent upload on its account, visible to the agency and the customer', async () => {
    const res = await upload(agent, {
      accountId: acmeId,
      docType: 'LOSS_RUNS',
      docName: 'Loss runs 2026',
      productType: 'P250',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json<DocumentView>();
    expect(doc).toMatchObject({
      accountId: acmeId,
      agencyId: harborId,
      internalOnly: false,
      docTypeLabel: 'Loss Runs',
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      byteSize: PDF.length,
      uploadedByName: 'Jordan Reyes',
      canDelete: true,
    });
    expect((await search(customer, { accountId: acmeId })).content.map((d) => d.id)).toContain(
      doc.id,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.upload'), eq(auditLog.entityId, doc.id)));
    expect(audit).toBeDefined();
  });

  it('keeps a staff upload without an agency for internal staff only', async () => {
    const res = await upload(underwriter, {
      accountId: acmeId,
      docType: 'OTHER',
      docName: 'Referral memo',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json<DocumentView>();
    expect(doc.internalOnly).toBe(true);
    expect((await search(agent, { accountId: acmeId })).content.map((d) => d.id)).not.toContain(
      doc.id,
    );
    expect((await search(customer)).content.map((d) => d.id)).not.toContain(doc.id);
    const download = await agent.inject({
      method: 'GET',
      url: `/api/docs/v1/download?docId=${doc.id}`,
    });
    expect(download.statusCode).toBe(404);
  });

  it('shares a staff upload with the agency it picks', async () => {
    const res = await upload(underwriter, {
      accountId: acmeId,
      docType: 'SUBJECTIVITY',
      docName: 'Subjectivity list',
      agencyId: harborId,
    });
    const doc = res.json<DocumentView>();
    expect(doc.internalOnly).toBe(false);
    expect(doc.agencyName).toBeTruthy();
    expect((await search(agent, { accountId: acmeId })).content.map((d) => d.id)).toContain(doc.id);
  });

  it('rejects a file whose content does not match its extension', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1]);
    const res = await upload(
      agent,
      { accountId: acmeId, docType: 'OTHER', docName: 'x' },
      png,
      'fake.pdf',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.contentMismatch);
    const binaryText = await upload(
      agent,
      { accountId: acmeId, docType: 'OTHER', docName: 'x' },
      Buffer.from([0x41, 0x00, 0xff, 0xfe]),
      'notes.txt',
    );
    expect(binaryText.json().message).toBe(DOCUMENT_MESSAGES.contentMismatch);
  });

  it('accepts UTF-8 text and refuses types outside the list', async () => {
    const ok = await upload(
      agent,
      { accountId: acmeId, docType: 'OTHER', docName: 'Contacts' },
      Buffer.from('name,city\nZoë,Kraków\n'),
      'contacts.csv',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().contentType).toBe('text/csv');
    const exe = await upload(
      agent,
      { accountId: acmeId, docType: 'OTHER', docName: 'x' },
      Buffer.from('MZ\x90\x00'),
      'setup.exe',
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(DOCUMENT_MESSAGES.typeNotAllowed);
  });

  it('requires the file name and doc type, and a known doc type', async () => {
    const res = await upload(agent, { accountId: acmeId });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors?: string[] }>();
    const all = [body.message, ...(body.errors ?? [])].join(' ');
    expect(all).toContain(DOCUMENT_MESSAGES.docNameRequired);
    expect(all).toContain(DOCUMENT_MESSAGES.docTypeRequired);
    const unknown = await upload(agent, { accountId: acmeId, docType: 'NOPE', docName: 'x' });
    expect(unknown.json().message).toBe(DOCUMENT_MESSAGES.docTypeUnknown);
  });

  it('rejects an upload without a file, and a file over 10 MB', async () => {
    const none = await agent.inject({
      method: 'POST',
      url: `/api/docs/v1/upload/doc?accountId=${acmeId}&docType=OTHER&docName=x`,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload(agent, { accountId: acmeId, docType: 'OTHER', docName: 'big' }, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it("is a 404 on another agency's account, and an agency cannot pick another agency", async () => {
    const res = await upload(broker, { accountId: acmeId, docType: 'OTHER', docName: 'x' });
    expect(res.statusCode).toBe(404);
    const other = await upload(agent, {
      accountId: acmeId,
      docType: 'OTHER',
      docName: 'x',
      agencyId: await orgId('Thames Cyber Brokers Ltd'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(DOCUMENT_MESSAGES.agencyNotAllowed);
  });

  it('is forbidden to a customer (view only)', async () => {
    const res = await upload(customer, { accountId: acmeId, docType: 'OTHER', docName: 'x' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/docs/v1/download', () => {
  it('sends the file as an attachment named after the document', async () => {
    const doc = (
      await upload(agent, { accountId: acmeId, docType: 'APPLICATION', docName: 'Signed app' })
    ).json<DocumentView>();
    const res = await customer.inject({
      method: 'GET',
      url: `/api/docs/v1/download?docId=${doc.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Signed app.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('serves the demo documents written at start-up', async () => {
    const demo = (await search(agent, { search: 'Acme Application' })).content[0]!;
    const res = await agent.inject({
      method: 'GET',
      url: `/api/docs/v1/download?docId=${demo.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is a 404 for another organisation and a 400 for a bad id', async () => {
    const doc = (await search(agent, { accountId: acmeId })).content[0]!;
    expect(
      (await broker.inject({ method: 'GET', url: `/api/docs/v1/download?docId=${doc.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await vendor.inject({ method: 'GET', url: `/api/docs/v1/download?docId=${doc.id}` }))
        .statusCode,
    ).toBe(404);
    const bad = await agent.inject({ method: 'GET', url: '/api/docs/v1/download?docId=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(DOCUMENT_MESSAGES.docIdInvalid);
  });
});

describe('PUT /api/docs/v1/doc', () => {
  it('renames and retypes, audited', async () => {
    const doc = (
      await upload(agent, { accountId: acmeId, docType: 'OTHER', docName: 'Old name' })
    ).json<DocumentView>();
    const res = await agent.inject({
      method: 'PUT',
      url: `/api/docs/v1/doc?docId=${doc.id}`,
      payload: { docName: 'New name', docType: 'FINANCIALS' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ docName: 'New name', docTypeLabel: 'Financial Statements' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.update'), eq(auditLog.entityId, doc.id)));
    expect(audit?.before).toEqual({ docName: 'Old name', docType: 'OTHER' });
  });

  it('validates the body and hides other organisations', async () => {
    const doc = (await search(agent, { accountId: acmeId })).content[0]!;
    const empty = await agent.inject({
      method: 'PUT',
      url: `/api/docs/v1/doc?docId=${doc.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(DOCUMENT_MESSAGES.nothingToUpdate);
    const blank = await agent.inject({
      method: 'PUT',
      url: `/api/docs/v1/doc?docId=${doc.id}`,
      payload: { docName: '  ' },
    });
    expect(blank.json().message).toContain(DOCUMENT_MESSAGES.docNameRequired);
    const other = await broker.inject({
      method: 'PUT',
      url: `/api/docs/v1/doc?docId=${doc.id}`,
      payload: { docName: 'Mine now' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('DELETE /api/docs/v1', () => {
  it("deletes the uploader's organisation's document", async () => {
    const doc = (
      await upload(agent, { accountId: acmeId, docType: 'OTHER', docName: 'To delete' })
    ).json<DocumentView>();
    const res = await agent.inject({ method: 'DELETE', url: `/api/docs/v1?docId=${doc.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.deleted);
    expect((await search(agent)).content.map((d) => d.id)).not.toContain(doc.id);
    const again = await agent.inject({ method: 'DELETE', url: `/api/docs/v1?docId=${doc.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("refuses an agency deleting a provider's shared document, allows a provider admin", async () => {
    const shared = (await search(agent, { search: 'Security Assessment' })).content[0]!;
    expect(shared.canDelete).toBe(false);
    const res = await agent.inject({ method: 'DELETE', url: `/api/docs/v1?docId=${shared.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.deleteNotAllowed);
    const agencyDoc = (await search(agent, { search: 'Loss Runs 2021' })).content[0]!;
    const asUnderwriter = await underwriter.inject({
      method: 'DELETE',
      url: `/api/docs/v1?docId=${agencyDoc.id}`,
    });
    expect(asUnderwriter.statusCode).toBe(403);
    const asAdmin = await admin.inject({
      method: 'DELETE',
      url: `/api/docs/v1?docId=${agencyDoc.id}`,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('is a 404 for another organisation', async () => {
    const doc = (await search(agent, { accountId: acmeId })).content[0]!;
    const res = await broker.inject({ method: 'DELETE', url: `/api/docs/v1?docId=${doc.id}` });
    expect(res.statusCode).toBe(404);
  });
});

// Last: it moves the clock a day ahead (access tokens of the sessions above expire).
describe('temp documents', () => {
  it('keeps temp documents out of search until attached, and purges them after a day', async () => {
    const res = await upload(agent, {
      accountId: acmeId,
      docType: 'OTHER',
      docName: 'From a note',
      temp: 'true',
    });
    const doc = res.json<DocumentView>();
    expect(doc.temp).toBe(true);
    expect((await search(agent)).content.map((d) => d.id)).not.toContain(doc.id);
    const fileKeys = t.storage.files.size;
    t.clock.advance(25 * 60 * 60_000);
    await t.app.ctx.jobs.enqueue(t.app.ctx.db, 'documents.purge');
    await t.app.ctx.jobs.runDue();
    const rows = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(rows).toHaveLength(0);
    expect(t.storage.files.size).toBe(fileKeys - 1);
  });
});
