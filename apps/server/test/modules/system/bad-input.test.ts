import {
  ACCESS_MESSAGES,
  CARRIER_PROFILE_MESSAGES,
  CLAIM_MESSAGES,
  MAX_PAGE,
  MESSAGES,
  RATER_MESSAGES,
} from '@cyber/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operationsOf, type TestApp } from '../../helper.ts';

describe('bad input is a 400, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a query, naming the field', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=%00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.nulCharacter,
      errors: [`query.search: ${MESSAGES.nulCharacter}`],
    });
  });

  it('refuses a NUL character in a JSON body and writes nothing', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: 'Night\u0000Shift' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`body.name: ${MESSAGES.nulCharacter}`]);
    const teams = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/teams/search?search=Night',
    });
    expect(JSON.stringify(teams.json())).not.toContain('Night');
  });

  it('answers an over-long or malformed address in the platform error format', async () => {
    const agent = await t.signIn('agent@example.com');
    const long = await agent.inject({
      method: 'GET',
      url: `/api/auth/v1/users/${'a'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: MESSAGES.addressTooLong });
    const bad = await agent.inject({ method: 'GET', url: '/api/auth/v1/users/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.addressInvalid });
  });

  // Causes of 5xx the schema-driven fuzz test (fuzz.test.ts) found, one assertion each.

  it('refuses a JSON body nested deeper than any form (it overflowed the stack)', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.nestingTooDeep,
      errors: [`body: ${MESSAGES.nestingTooDeep}`],
    });
  });

  it('refuses a lone surrogate in a JSON body (PostgreSQL json refused it)', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/cluster',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Half\\ud800Pair"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.loneSurrogate,
      errors: [`body.name: ${MESSAGES.loneSurrogate}`],
    });
  });

  it('refuses a page number past any list (page × size overflowed the offset)', async () => {
    const admin = await t.signIn('admin@example.com');
    const huge = await admin.inject({
      method: 'GET',
      url: '/api/docs/v1/search?page=9007199254740991&size=3000',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([expect.stringMatching(/^page: /)]);
    const last = await admin.inject({
      method: 'GET',
      url: `/api/docs/v1/search?page=${MAX_PAGE}&size=3000`,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().content).toEqual([]);
  });

  it('sorts by the default for a field the allow-list only inherits (toString was a 500)', async () => {
    const agent = await t.signIn('agent@example.com');
    for (const sort of ['toString,asc', 'constructor,desc', '__proto__,asc']) {
      const res = await agent.inject({
        method: 'GET',
        url: `/api/account/v1/accounts?sort=${encodeURIComponent(sort)}`,
      });
      expect(res.statusCode, sort).toBe(200);
    }
  });

  it('refuses an IRPM characteristic that is no percentage (it overflowed to Infinity)', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/irpm',
      payload: { state: 'CA', characteristics: { dcmPractices: 1e300 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      `characteristics.dcmPractices: ${RATER_MESSAGES.irpmNumber}`,
    ]);
  });

  it('refuses search bounds past the dates the database holds', async () => {
    const admin = await t.signIn('admin@example.com');
    const carriers = await admin.inject({
      method: 'GET',
      url: '/api/account/v1/carrier/search?before=9999-12-31',
    });
    expect(carriers.statusCode).toBe(400);
    expect(carriers.json().errors).toEqual([`before: ${MESSAGES.dateOutOfRange}`]);
    const activity = await admin.inject({
      method: 'GET',
      url: `/api/apiactivity/v1/search?before=${encodeURIComponent('9999-12-31T23:00:00-23:00')}`,
    });
    expect(activity.statusCode).toBe(400);
    expect(activity.json().errors).toEqual([`before: ${ACCESS_MESSAGES.invalidInstant}`]);
  });

  it('refuses an activity cursor that names no instant and row (it reached a uuid column)', async () => {
    const admin = await t.signIn('admin@example.com');
    for (const cursor of [
      '89197056674_0-ad9418cc--23--ac0-fa1f--3ba0----83',
      '999999999999999_0c9a3f6e-3f55-4c1b-9a43-0d2b8f1e6a10',
    ]) {
      const res = await admin.inject({
        method: 'GET',
        url: `/api/apiactivity/v1/search?searchAfter=${cursor}`,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().errors).toEqual([
        'searchAfter: searchAfter must be a cursor returned by the last page',
      ]);
    }
  });

  it('answers an id shaped like a uuid only to a loose check as no such record', async () => {
    const admin = await t.signIn('admin@example.com');
    for (const id of ['-'.repeat(36), 'abcdef01a2345a6789aabcdaef0123456789']) {
      const avatar = await admin.inject({ method: 'GET', url: `/api/auth/v1/users/${id}/avatar` });
      expect(avatar.statusCode, id).toBe(404);
      // An unknown team filters nothing, as before.
      const accounts = await admin.inject({
        method: 'GET',
        url: `/api/account/v1/accounts?teamId=${id}`,
      });
      expect(accounts.statusCode, id).toBe(200);
    }
  });

  it('refuses a date that is no calendar day (a claim took 2024-02-30, a profile year 0)', async () => {
    const admin = await t.signIn('admin@example.com');
    const { rows } = (await t.database.db.execute(
      sql`select id::text as id from organisations where account_type = 'CUSTOMER' limit 1`,
    )) as unknown as { rows: { id: string }[] };
    const claim = await admin.inject({
      method: 'POST',
      url: '/api/policy/v1/claim',
      payload: {
        accountId: rows[0]?.id,
        name: 'Pat Doe',
        isRightContact: true,
        state: 'TX',
        city: 'Austin',
        zipCode: '78701',
        lossDescription: 'Ransomware',
        lossDate: '2024-02-30',
      },
    });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().errors).toEqual([`lossDate: ${CLAIM_MESSAGES.invalidDate}`]);
    const profile = await admin.inject({
      method: 'POST',
      url: '/api/rater/v1/carrier/profiles',
      payload: {
        carrierId: rows[0]?.id,
        product: 'P100',
        paper: 'ADMITTED',
        sharePercent: 60,
        effectiveFrom: '0000-01-01',
      },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual([
      `effectiveFrom: ${CARRIER_PROFILE_MESSAGES.dateFormat}`,
    ]);
  });

  it('answers every operation a NUL character in its ids and query without a 5xx', async () => {
    const admin = await t.signIn('admin@example.com');
    const faults: string[] = [];
    for (const { method, path } of operationsOf(t.app)) {
      const res = await admin.inject({
        method,
        url: `${path.replace(/\{[^}]+\}/g, 'x%00')}?search=%00&q=%00`,
      });
      if (res.statusCode >= 500) faults.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(faults).toEqual([]);
  });
});
