import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_LIMITS, LOGO_MESSAGES } from '@cyber/domain';
import { auditLog, organisations, storedFiles } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let agencyAdmin: Session;
let agencyId: string;

const accountIdOf = async (s: Session) =>
  (await s.inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{ account: { id: string } }>()
    .account.id;

beforeAll(async () => {
  t = await buildTestApp();
  agencyAdmin = await t.signIn('agencyadmin@example.com');
  agencyId = await accountIdOf(agencyAdmin);
});
afterAll(() => t.close());

/** A multipart body with one file part. */
function multipart(bytes: Buffer, fileName = 'logo.png', contentType = 'image/png') {
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

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#1565c0' } })
    .png()
    .toBuffer();

/** Random pixels: incompressible, so the logo must be re-encoded to fit its byte limit. */
const noisyPng = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

const upload = (
  s: Session,
  id: string,
  bytes: Buffer,
  isSmall = true,
  name?: string,
  type?: string,
) =>
  s.inject({
    method: 'POST',
    url: `/api/agency/v1/logo/initial/${id}?isSmall=${isSmall}`,
    ...multipart(bytes, name, type),
  });

const crop = (s: Session, query: Record<string, string | number | boolean>) =>
  s.inject({
    method: 'POST',
    url: `/api/agency/v1/logo?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  });

describe('POST /api/agency/v1/logo/initial/{id}', () => {
  it('keeps the original and tells its size', async () => {
    const res = await upload(agencyAdmin, agencyId, await solidPng(600, 300));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      size: 'small',
      contentType: 'image/png',
      width: 600,
      height: 300,
    });
  });

  it('accepts JPEG and GIF, checked by their bytes', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0' } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f0' } })
      .gif()
      .toBuffer();
    expect(
      (await upload(agencyAdmin, agencyId, jpeg, false, 'a.jpeg', 'image/jpeg')).json(),
    ).toMatchObject({ contentType: 'image/jpeg', size: 'medium' });
    expect(
      (await upload(agencyAdmin, agencyId, gif, false, 'a.gif', 'image/gif')).json(),
    ).toMatchObject({ contentType: 'image/gif' });
  });

  it('refuses other types whatever their name says, empty files and non-multipart bodies', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer\n%%EOF');
    const fake = await upload(agencyAdmin, agencyId, pdf, true, 'logo.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(LOGO_MESSAGES.wrongType);

    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(
      (await upload(agencyAdmin, agencyId, webp, true, 'x.webp', 'image/webp')).json().message,
    ).toBe(LOGO_MESSAGES.wrongType);

    const empty = await upload(agencyAdmin, agencyId, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LOGO_MESSAGES.emptyFile);

    const json = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/agency/v1/logo/initial/${agencyId}?isSmall=true`,
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(LOGO_MESSAGES.notMultipart);

    const badFlag = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/agency/v1/logo/initial/${agencyId}?isSmall=maybe`,
      ...multipart(await solidPng(10, 10)),
    });
    expect(badFlag.statusCode).toBe(400);
  });

  it('refuses files over the upload limit with a 400', async () => {
    const big = Buffer.concat([await solidPng(20, 20), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(agencyAdmin, agencyId, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOGO_MESSAGES.tooLarge);
  });
});

describe('POST /api/agency/v1/logo (crop)', () => {
  it('crops the small logo to the area, within 50 KB, re-encoding a heavy image; audited', async () => {
    await upload(agencyAdmin, agencyId, await noisyPng(1600, 800), true);
    const res = await crop(agencyAdmin, {
      xCoordinate: 100,
      yCoordinate: 50,
      width: 1200,
      height: 360,
      isSmall: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ size: 'small', width: 400, height: 120 });
    expect(body.byteSize).toBeLessThanOrEqual(LOGO_LIMITS.small.maxBytes);

    const image = await agencyAdmin.inject({
      method: 'GET',
      url: `/api/agency/v1/logo/s/${agencyId}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(body.contentType);
    expect(image.headers['cache-control']).toContain('private');
    expect(image.rawPayload.length).toBeLessThanOrEqual(LOGO_LIMITS.small.maxBytes);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 120]);

    const cached = await agencyAdmin.inject({
      method: 'GET',
      url: `/api/agency/v1/logo/s/${agencyId}`,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const [org] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, agencyId));
    expect(org!.logoSmallFileId).toBeTruthy();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, agencyId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['agency.logo.upload', 'agency.logo.crop']),
    );
  });

  it('crops the medium logo without enlarging a small area, keeping PNG', async () => {
    await upload(agencyAdmin, agencyId, await solidPng(500, 400), false);
    const res = await crop(agencyAdmin, {
      xCoordinate: 0,
      yCoordinate: 0,
      width: 300,
      height: 100,
      isSmall: false,
    });
    expect(res.json()).toMatchObject({
      size: 'medium',
      width: 300,
      height: 100,
      contentType: 'image/png',
    });
    const image = await agencyAdmin.inject({
      method: 'GET',
      url: `/api/agency/v1/logo/m/${agencyId}`,
    });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 100]);
    expect(image.rawPayload.length).toBeLessThanOrEqual(LOGO_LIMITS.medium.maxBytes);
  });

  it('replacing a logo removes the old file', async () => {
    const before = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'logo-medium'));
    await upload(agencyAdmin, agencyId, await solidPng(200, 200), false);
    await crop(agencyAdmin, {
      xCoordinate: 0,
      yCoordinate: 0,
      width: 200,
      height: 100,
      isSmall: false,
    });
    const after = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'logo-medium'));
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
    expect(t.storage.files.has(before[0]!.storageKey)).toBe(false);
  });

  it('refuses an area outside the image and bad coordinates', async () => {
    await upload(agencyAdmin, agencyId, await solidPng(300, 200), true);
    const outside = await crop(agencyAdmin, {
      xCoordinate: 250,
      yCoordinate: 0,
      width: 100,
      height: 100,
      isSmall: true,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(LOGO_MESSAGES.cropOutside);
    const negative = await crop(agencyAdmin, {
      xCoordinate: -1,
      yCoordinate: 0,
      width: 10,
      height: 10,
      isSmall: true,
    });
    expect(negative.statusCode).toBe(400);
    const missing = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/agency/v1/logo?xCoordinate=1',
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('who may see and change logos', () => {
  it("another agency's users get a 404; agents of the agency may read but not change", async () => {
    const wholesale = await t.signIn('wholesale@example.com');
    for (const url of [`/api/agency/v1/logo/s/${agencyId}`, `/api/agency/v1/logo/m/${agencyId}`]) {
      expect((await wholesale.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // An agency admin reaching for another agency's logos gets nothing either.
    const wholesaleId = await accountIdOf(wholesale);
    expect((await upload(agencyAdmin, wholesaleId, await solidPng(10, 10))).statusCode).toBe(404);
    expect(
      (
        await crop(agencyAdmin, {
          agencyId: wholesaleId,
          xCoordinate: 0,
          yCoordinate: 0,
          width: 1,
          height: 1,
          isSmall: true,
        })
      ).statusCode,
    ).toBe(404);
    for (const url of [
      `/api/agency/v1/logo/s/${wholesaleId}`,
      `/api/agency/v1/logo/m/${wholesaleId}`,
    ]) {
      expect((await agencyAdmin.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    }
    // Agents of another agency are refused writes by permission before any lookup.
    expect((await upload(wholesale, agencyId, await solidPng(10, 10))).statusCode).toBe(403);

    const agent = await t.signIn('agent@example.com');
    expect(
      (await agent.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${agencyId}` })).statusCode,
    ).toBe(200);
    expect((await upload(agent, agencyId, await solidPng(10, 10))).statusCode).toBe(403);

    const customer = await t.signIn('customer@example.com');
    expect(
      (await customer.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${agencyId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${agencyId}` })).statusCode,
    ).toBe(401);
  });

  it('provider staff manage any agency; a non-agency id is a 404', async () => {
    const admin = await t.signIn('admin@example.com');
    const wholesale = await t.signIn('wholesale@example.com');
    const wholesaleId = await accountIdOf(wholesale);

    expect((await upload(admin, wholesaleId, await solidPng(400, 100), true)).statusCode).toBe(201);
    const res = await crop(admin, {
      agencyId: wholesaleId,
      xCoordinate: 0,
      yCoordinate: 0,
      width: 400,
      height: 100,
      isSmall: true,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await wholesale.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${wholesaleId}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${wholesaleId}` }))
        .statusCode,
    ).toBe(200);

    const customerId = await accountIdOf(await t.signIn('customer@example.com'));
    const providerId = await accountIdOf(admin);
    for (const id of [customerId, providerId, '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect(
        (await admin.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${id}` })).statusCode,
      ).toBe(404);
      expect((await upload(admin, id, await solidPng(10, 10))).statusCode).toBe(404);
    }
    // The provider has no agency of its own to default to.
    const noAgency = await crop(admin, {
      xCoordinate: 0,
      yCoordinate: 0,
      width: 1,
      height: 1,
      isSmall: true,
    });
    expect(noAgency.statusCode).toBe(404);

    const customer = await t.signIn('customer@example.com');
    expect((await upload(customer, customerId, await solidPng(10, 10))).statusCode).toBe(403);
  });
});

describe('DELETE /api/agency/v1/logo/{s|m}/{id}', () => {
  it('removes the logo (then GET and DELETE are 404); audited', async () => {
    await upload(agencyAdmin, agencyId, await solidPng(100, 50), true);
    await crop(agencyAdmin, {
      xCoordinate: 0,
      yCoordinate: 0,
      width: 100,
      height: 50,
      isSmall: true,
    });
    const del = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/agency/v1/logo/s/${agencyId}`,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: `/api/agency/v1/logo/s/${agencyId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await agencyAdmin.inject({ method: 'DELETE', url: `/api/agency/v1/logo/s/${agencyId}` }))
        .statusCode,
    ).toBe(404);
    // The medium logo is untouched.
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: `/api/agency/v1/logo/m/${agencyId}` }))
        .statusCode,
    ).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agency.logo.delete'));
    expect(audits).toHaveLength(1);
  });

  it('crop without an uploaded original is a 400', async () => {
    const admin = await t.signIn('admin@example.com');
    const brokerageId = await accountIdOf(await t.signIn('broker@example.com'));
    const res = await crop(admin, {
      agencyId: brokerageId,
      xCoordinate: 0,
      yCoordinate: 0,
      width: 1,
      height: 1,
      isSmall: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOGO_MESSAGES.noOriginal);
  });
});
