import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  type FormType,
  type PolicyForm,
  type PolicyFormPage,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;
let agent: Session;

function multipart(bytes: Buffer, fileName: string) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agent@example.com'),
  ]);
});
afterAll(() => t.close());

const formTypes = async () =>
  (await admin.inject({ method: 'GET', url: '/api/docs/v1/formtype' })).json<FormType[]>();

describe('form types', () => {
  it('lists the catalogue with form counts', async () => {
    const types = await formTypes();
    expect(types.find((f) => f.name === 'Policy Form')?.formCount).toBeGreaterThanOrEqual(2);
  });

  it('creates, renames and deletes a form type; duplicates and in-use types are refused', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/docs/v1/formtype',
      payload: { name: 'Rider', description: 'Extra cover' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const dup = await admin.inject({
      method: 'POST',
      url: '/api/docs/v1/formtype',
      payload: { name: 'rider' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DOCUMENT_MESSAGES.formTypeDuplicate);
    const blank = await admin.inject({
      method: 'POST',
      url: '/api/docs/v1/formtype',
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(DOCUMENT_MESSAGES.formTypeNameRequired);
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/docs/v1/formtype/${id}`,
      payload: { name: 'Rider Form' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await formTypes()).map((f) => f.name)).toContain('Rider Form');
    const policyForm = (await formTypes()).find((f) => f.name === 'Policy Form')!;
    const inUse = await admin.inject({
      method: 'DELETE',
      url: `/api/docs/v1/formtype/${policyForm.id}`,
    });
    expect(inUse.statusCode).toBe(409);
    const gone = await admin.inject({ method: 'DELETE', url: `/api/docs/v1/formtype/${id}` });
    expect(gone.statusCode).toBe(200);
  });

  it('is managed by provider admins only', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/docs/v1/formtype',
      payload: { name: 'Agency type' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forms', () => {
  it('lists the demo library with filters, and serves a form PDF', async () => {
    const page = (
      await agent.inject({ method: 'GET', url: '/api/docs/v1/forms?productType=P250' })
    ).json<PolicyFormPage>();
    expect(page.content.map((f) => f.formNumber)).toEqual(
      expect.arrayContaining(['CB-P250-001', 'CB-P250-END-010']),
    );
    const file = await agent.inject({
      method: 'GET',
      url: `/api/docs/v1/forms/${page.content[0]!.id}/file`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('creates a form, uploads its PDF, changes and deletes it', async () => {
    const type = (await formTypes()).find((f) => f.name === 'Endorsement')!;
    const input = {
      formNumber: 'CB-TEST-1',
      name: 'Test Endorsement',
      formTypeId: type.id,
      productType: 'P100',
      paperType: 'ADMITTED',
      state: 'tx',
      editionDate: '03/26',
    };
    const created = await admin.inject({
      method: 'POST',
      url: '/api/docs/v1/forms',
      payload: input,
    });
    expect(created.statusCode).toBe(201);
    const form = created.json<PolicyForm>();
    expect(form).toMatchObject({ state: 'TX', formTypeName: 'Endorsement', fileName: null });
    const dup = await admin.inject({ method: 'POST', url: '/api/docs/v1/forms', payload: input });
    expect(dup.statusCode).toBe(409);

    const notPdf = await admin.inject({
      method: 'POST',
      url: `/api/docs/v1/forms/${form.id}/file`,
      ...multipart(Buffer.from('hello there, not a pdf'), 'form.pdf'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(DOCUMENT_MESSAGES.formFileNotPdf);
    const pdf = Buffer.from('%PDF-1.7\n% test form\n%%EOF\n');
    const withFile = await admin.inject({
      method: 'POST',
      url: `/api/docs/v1/forms/${form.id}/file`,
      ...multipart(pdf, 'cb-test-1.pdf'),
    });
    expect(withFile.statusCode).toBe(200);
    expect(withFile.json()).toMatchObject({ fileName: 'cb-test-1.pdf', byteSize: pdf.length });

    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/docs/v1/forms/${form.id}`,
      payload: { ...input, name: 'Renamed', state: '' },
    });
    expect(changed.json()).toMatchObject({ name: 'Renamed', state: null });
    const deleted = await admin.inject({ method: 'DELETE', url: `/api/docs/v1/forms/${form.id}` });
    expect(deleted.json().message).toBe(DOCUMENT_MESSAGES.formDeleted);
    const missing = await admin.inject({ method: 'GET', url: `/api/docs/v1/forms/${form.id}` });
    expect(missing.statusCode).toBe(404);
  });

  it('says which fields are missing', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/docs/v1/forms', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors?: string[] }>();
    const all = [body.message, ...(body.errors ?? [])].join(' ');
    expect(all).toContain(DOCUMENT_MESSAGES.formNumberRequired);
    expect(all).toContain(DOCUMENT_MESSAGES.paperTypeRequired);
  });

  it('refuses writes to non-admins', async () => {
    const res = await agent.inject({
      method: 'DELETE',
      url: '/api/docs/v1/forms/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(403);
  });
});
