import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { setUser, userRow } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);

/** A multipart/form-data body with one file field. */
function multipart(bytes: Buffer, filename = 'me.png', contentType = 'image/png') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Inject = Awaited<ReturnType<TestApp['signIn']>>['inject'];
const upload = (inject: Inject, bytes: Buffer, filename?: string, type?: string) =>
  inject({ method: 'POST', url: '/api/auth/v1/me/avatar', ...multipart(bytes, filename, type) });

/** Stored files other than the demo documents and forms the documents module writes at start. */
const avatarFiles = (app: TestApp) =>
  [...app.storage.files.keys()].filter((k) => !k.startsWith('demo/')).length;

describe('PUT /api/auth/v1/me', () => {
  it('updates names and stores the phone in E.164; the me call shows them', async () => {
    const { inject } = await t.signIn('underwriter@example.com');
    const res = await inject({
      method: 'PUT',
      url: '/api/auth/v1/me',
      payload: {
        firstName: 'Priya',
        middleName: 'K',
        lastName: 'Shah-Rao',
        phone: '(617) 555-0100',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Shah-Rao', phone: '+16175550100' });
    const me = (await inject({ method: 'GET', url: '/api/auth/v1/me' })).json();
    expect(me).toMatchObject({ fullName: 'Priya K Shah-Rao', phone: '+16175550100' });
    const audit = await t.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'user.profile.updated'),
    });
    expect(audit).toHaveLength(1);
  });

  it('400 for missing names, edge spaces or an invalid phone', async () => {
    const { inject } = await t.signIn('underwriter@example.com');
    const put = (payload: object) => inject({ method: 'PUT', url: '/api/auth/v1/me', payload });
    const empty = await put({ firstName: '', lastName: 'X' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContain('firstName: First name is required');
    expect((await put({ firstName: ' Priya', lastName: 'X' })).statusCode).toBe(400);
    const phone = await put({ firstName: 'Priya', lastName: 'Shah', phone: '555' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(MFA_MESSAGES.phoneInvalid);
  });

  it('keeps a UK number (+44) and refuses a phone change while texts are the second factor', async () => {
    const { inject } = await t.signIn('broker@example.com');
    const put = (phone: string | null) =>
      inject({
        method: 'PUT',
        url: '/api/auth/v1/me',
        payload: { firstName: 'Oliver', lastName: 'Hughes', phone },
      });
    expect((await put('07911 123457')).json().phone).toBe('+447911123457');
    await setUser(t, 'broker@example.com', { mfaType: 'SMS' });
    const locked = await put('07911 123458');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MFA_MESSAGES.phoneLockedBySms);
    // The same number in another format is not a change.
    expect((await put('+44 7911 123457')).statusCode).toBe(200);
    await setUser(t, 'broker@example.com', { mfaType: 'NONE' });
  });
});

describe('avatar', () => {
  it('uploads a picture; colleagues and provider staff can see it, other organisations cannot', async () => {
    const agent = await t.signIn('agent@example.com');
    const bytes = png(1_500_000);
    const res = await upload(agent.inject, bytes);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    const me = (await agent.inject({ method: 'GET', url: '/api/auth/v1/me' })).json();
    expect(me.avatarUrl).toBe(avatarUrl);
    expect(avatarUrl).toMatch(new RegExp(`^/api/auth/v1/users/${me.id}/avatar\\?v=`));

    const own = await agent.inject({ method: 'GET', url: avatarUrl });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(bytes)).toBe(true);

    const colleague = await t.signIn('agencyadmin@example.com');
    expect((await colleague.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    const staff = await t.signIn('admin@example.com');
    expect((await staff.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    const outsider = await t.signIn('customer@example.com');
    expect((await outsider.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(401);

    // A new picture replaces the old one (bytes and metadata).
    const second = await upload(
      agent.inject,
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]),
      'x.gif',
      'image/gif',
    );
    expect(second.statusCode).toBe(200);
    expect(avatarFiles(t)).toBe(1);
    const served = await agent.inject({ method: 'GET', url: second.json().avatarUrl });
    expect(served.headers['content-type']).toBe('image/gif');

    const removed = await agent.inject({ method: 'DELETE', url: '/api/auth/v1/me/avatar' });
    expect(removed.statusCode).toBe(204);
    expect(avatarFiles(t)).toBe(0);
    expect((await userRow(t, 'agent@example.com')).avatarUrl).toBeNull();
    expect((await agent.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('400 for a picture over 2 MB', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const res = await upload(inject, png(2 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MFA_MESSAGES.avatarTooLarge);
    expect(avatarFiles(t)).toBe(0);
  });

  it('400 for a file that is not a PNG, JPEG or GIF, whatever its name says', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const pdf = Buffer.from('%PDF-1.7 pretending to be a picture');
    const res = await upload(inject, pdf, 'me.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MFA_MESSAGES.avatarWrongType);
    const text = await upload(
      inject,
      Buffer.from('hello world, not an image'),
      'me.jpg',
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
  });

  it('400 without a file', async () => {
    const { inject } = await t.signIn('agent@example.com');
    const res = await inject({ method: 'POST', url: '/api/auth/v1/me/avatar', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
