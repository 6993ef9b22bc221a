import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';

/**
 * The signed-in agency says which logos it has (me.account.logos), so the header asks for an
 * image only when there is one: no page gets a 404 for an agency without a logo.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let agencyAdmin: Session;

const me = async (s: Session) =>
  MeSchema.parse((await s.inject({ method: 'GET', url: '/api/auth/v1/me' })).json());

function multipart(bytes: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  agencyAdmin = await t.signIn('agencyadmin@example.com');
});
afterAll(() => t.close());

describe('GET /api/auth/v1/me: the agency’s logos', () => {
  it('an agency without logos says so; other account types carry no logos', async () => {
    const agency = await me(agencyAdmin);
    expect(agency.account.logos).toEqual({ small: false, medium: false });
    const customer = await me(await t.signIn('customer@example.com'));
    expect(customer.account.logos).toBeUndefined();
  });

  it('follows an upload and a removal of the small logo', async () => {
    const agencyId = (await me(agencyAdmin)).account.id;
    const png = await sharp({
      create: { width: 100, height: 50, channels: 4, background: '#1565c0' },
    })
      .png()
      .toBuffer();
    const uploaded = await agencyAdmin.inject({
      method: 'POST',
      url: `/api/agency/v1/logo/initial/${agencyId}?isSmall=true`,
      ...multipart(png),
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const cropped = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/agency/v1/logo?xCoordinate=0&yCoordinate=0&width=100&height=50&isSmall=true',
    });
    expect(cropped.statusCode, cropped.body).toBeLessThan(300);
    expect((await me(agencyAdmin)).account.logos).toEqual({ small: true, medium: false });

    const removed = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/agency/v1/logo/s/${agencyId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await me(agencyAdmin)).account.logos).toEqual({ small: false, medium: false });
  });
});
