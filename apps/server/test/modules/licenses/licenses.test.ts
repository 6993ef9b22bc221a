import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoDay,
  LICENSE_MESSAGES,
  type AgencyLicense,
  type AgencyLicensePage,
  type AgentLicense,
  type AgentLicensePage,
  type LicensedAgent,
  type SurplusLicense,
  type SurplusLicensePage,
} from '@cyber/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
import { isAgentLicensed } from '../../../src/modules/licenses/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Session;
let agencyAdmin: Session;
let agent: Session;
let wholesale: Session;
let underwriter: Session;
let harborId: string;
let summitId: string;
let agentId: string;
let wholesaleId: string;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    accountId: string;
  };
const dayFromNow = (days: number) => isoDay(new Date(t.clock.now().getTime() + days * DAY));
const bodyText = (res: { json: () => unknown }) => JSON.stringify(res.json());

async function signInAll() {
  admin = await t.signIn('admin@example.com');
  agencyAdmin = await t.signIn('agencyadmin@example.com');
  agent = await t.signIn('agent@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  underwriter = await t.signIn('underwriter@example.com');
}

beforeAll(async () => {
  t = await buildTestApp();
  await signInAll();
  harborId = claimsOf(agencyAdmin.accessToken).accountId;
  agentId = claimsOf(agent.accessToken).sub;
  summitId = claimsOf(wholesale.accessToken).accountId;
  wholesaleId = claimsOf(wholesale.accessToken).sub;
});
afterAll(() => t.close());

const agencyLicense = (payload: Record<string, unknown>, as = agencyAdmin, method = 'POST') =>
  as.inject({ method: method as 'POST', url: '/api/agency/v1/license', payload });
const agentLicense = (payload: Record<string, unknown>, as = agencyAdmin, method = 'POST') =>
  as.inject({ method: method as 'POST', url: '/api/agency/v1/agent/license', payload });
const surplus = (payload: Record<string, unknown>, as = agencyAdmin) =>
  as.inject({ method: 'POST', url: '/api/account/v1/agency/surplus', payload });

describe('agency licences', () => {
  it('adds, lists, searches, edits and removes a licence of the own agency', async () => {
    const res = await agencyLicense({
      number: 'NY 12345',
      state: 'ny',
      expirationDate: dayFromNow(30),
      npn: '1839274',
      activeResidentState: true,
    });
    expect(res.statusCode).toBe(201);
    const { message, license } = res.json<{ message: string; license: AgencyLicense }>();
    expect(message).toBe(LICENSE_MESSAGES.licenseCreated);
    expect(license).toMatchObject({
      agencyId: harborId,
      agencyName: 'Harbor Risk Partners',
      state: 'NY',
      number: 'NY 12345',
      activeResidentState: true,
    });

    const page = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/license/search/?state=NY' })
    ).json<AgencyLicensePage>();
    expect(page.content.map((l) => l.id)).toContain(license.id);
    const searched = (
      await agent.inject({ method: 'GET', url: '/api/agency/v1/license/search/?search=12345' })
    ).json<AgencyLicensePage>();
    expect(searched.content.map((l) => l.id)).toEqual([license.id]);

    const edited = await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/agency/v1/license',
      payload: { id: license.id, number: 'NY 54321', state: 'NY', expirationDate: dayFromNow(60) },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: LICENSE_MESSAGES.licenseUpdated,
      license: { number: 'NY 54321', activeResidentState: false, npn: null },
    });

    const removed = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/agency/v1/license/${license.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(LICENSE_MESSAGES.licenseRemoved);
    const again = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/agency/v1/license/${license.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('validates number, state, expiry and npn with the spec messages', async () => {
    const base = { number: 'AB12', state: 'TX', expirationDate: dayFromNow(10) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, number: 'AB-12' }, LICENSE_MESSAGES.onlyAlphanumeric],
      [{ ...base, number: '  ' }, LICENSE_MESSAGES.numberRequired],
      [{ ...base, state: '' }, LICENSE_MESSAGES.stateRequired],
      [{ ...base, state: 'XX' }, LICENSE_MESSAGES.invalidState],
      [{ ...base, expirationDate: '' }, LICENSE_MESSAGES.expirationRequired],
      [{ ...base, expirationDate: '2026-02-30' }, LICENSE_MESSAGES.expirationInvalid],
      [{ ...base, npn: '12345678901' }, LICENSE_MESSAGES.npnInvalid],
      [{ ...base, npn: '12a' }, LICENSE_MESSAGES.npnInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await agencyLicense(payload);
      expect(res.statusCode, message).toBe(400);
      expect(bodyText(res)).toContain(message);
    }
  });

  it('refuses an expiry before today by the server clock, and accepts today', async () => {
    const yesterday = await agencyLicense({
      number: 'EXP1',
      state: 'CA',
      expirationDate: dayFromNow(-1),
    });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toBe(LICENSE_MESSAGES.expirationPast);

    const created = await agencyLicense({
      number: 'EXP2',
      state: 'CA',
      expirationDate: dayFromNow(2),
    });
    expect(created.statusCode).toBe(201);
    const { license } = created.json<{ license: AgencyLicense }>();
    const today = await agencyLicense({
      number: 'EXP3',
      state: 'CA',
      expirationDate: dayFromNow(0),
    });
    expect(today.statusCode).toBe(201);

    // Three days later the licence has expired: saving it unchanged is refused.
    t.clock.advance(3 * DAY);
    await signInAll(); // access tokens expired with the clock
    const stale = await agencyLicense(
      { id: license.id, number: 'EXP2', state: 'CA', expirationDate: license.expirationDate },
      agencyAdmin,
      'PUT',
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(LICENSE_MESSAGES.expirationPast);
  });

  it('refuses a duplicate (same agency, state and number) with 409', async () => {
    const payload = { number: 'DUP 1', state: 'FL', expirationDate: dayFromNow(90) };
    expect((await agencyLicense(payload)).statusCode).toBe(201);
    const dup = await agencyLicense({ ...payload, number: 'dup 1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(LICENSE_MESSAGES.duplicateAgencyLicense);
    // The same number in another state is another licence.
    expect((await agencyLicense({ ...payload, state: 'GA' })).statusCode).toBe(201);
  });

  it("scopes to the agency: another agency's licence is a 404, agents are read-only (403)", async () => {
    const created = await agencyLicense(
      { agencyId: summitId, number: 'SUM1', state: 'IL', expirationDate: dayFromNow(40) },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const summitLicense = created.json<{ license: AgencyLicense }>().license;
    expect(summitLicense.agencyName).toBe('Summit Wholesale Brokers');

    const harborList = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/license/search/?size=100' })
    ).json<AgencyLicensePage>();
    expect(harborList.content.every((l) => l.agencyId === harborId)).toBe(true);
    const named = await agencyAdmin.inject({
      method: 'GET',
      url: `/api/agency/v1/license/search/?agencyId=${summitId}`,
    });
    expect(named.statusCode).toBe(404);
    expect(
      (
        await agencyLicense(
          { id: summitLicense.id, number: 'SUM2', state: 'IL', expirationDate: dayFromNow(40) },
          agencyAdmin,
          'PUT',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await agencyAdmin.inject({
          method: 'DELETE',
          url: `/api/agency/v1/license/${summitLicense.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await agencyLicense(
          { agencyId: summitId, number: 'X1', state: 'IL', expirationDate: dayFromNow(5) },
          agencyAdmin,
        )
      ).statusCode,
    ).toBe(404);

    // Provider staff see any agency's, filtered by agencyId.
    const providerList = (
      await admin.inject({
        method: 'GET',
        url: `/api/agency/v1/license/search/?agencyId=${summitId}`,
      })
    ).json<AgencyLicensePage>();
    expect(providerList.content.map((l) => l.id)).toEqual([summitLicense.id]);
    // An unknown agency, or an organisation that is not an agency.
    const unknown = await agencyLicense(
      {
        agencyId: '00000000-0000-4000-8000-000000000000',
        number: 'X1',
        state: 'IL',
        expirationDate: dayFromNow(5),
      },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LICENSE_MESSAGES.invalidAgency);

    const byAgent = await agencyLicense(
      { number: 'AG1', state: 'IL', expirationDate: dayFromNow(5) },
      agent,
    );
    expect(byAgent.statusCode).toBe(403);
    expect(
      (await underwriter.inject({ method: 'GET', url: '/api/agency/v1/license/search/' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('agent licences', () => {
  it('adds an agent licence; lists, searchall, by state; the quoting check', async () => {
    const res = await agentLicense({
      agentId,
      number: 'AGT 77',
      state: 'NJ',
      expirationDate: dayFromNow(20),
      npn: '1839276',
    });
    expect(res.statusCode).toBe(201);
    const { license } = res.json<{ license: AgentLicense }>();
    expect(license).toMatchObject({
      agentId,
      agentEmail: 'agent@example.com',
      agentFirstName: 'Jordan',
      agentLastName: 'Reyes',
      agentPhone: '6175550142',
      state: 'NJ',
    });

    const page = (
      await agent.inject({
        method: 'GET',
        url: '/api/agency/v1/agent/license/search/?search=jordan',
      })
    ).json<AgentLicensePage>();
    expect(page.content.map((l) => l.id)).toContain(license.id);
    const all = (
      await agent.inject({ method: 'GET', url: '/api/agency/v1/agent/license/searchall?state=NJ' })
    ).json<AgentLicense[]>();
    expect(all.map((l) => l.id)).toEqual([license.id]);

    const inState = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/agent/license/nj' })
    ).json<LicensedAgent[]>();
    expect(inState.map((a) => a.agentId)).toEqual([agentId]);
    expect(
      (await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/agent/license/ZZ' }))
        .statusCode,
    ).toBe(400);

    const now = t.clock.now();
    expect(await isAgentLicensed(t.app.ctx.db, agentId, 'nj', now)).toBe(true);
    expect(await isAgentLicensed(t.app.ctx.db, agentId, 'NY', now)).toBe(false);
    expect(await isAgentLicensed(t.app.ctx.db, agentId, 'NJ', license.expirationDate)).toBe(true);
    expect(await isAgentLicensed(t.app.ctx.db, agentId, 'NJ', dayFromNow(21))).toBe(false);

    const agents = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/agent/license/agents' })
    ).json<{ email: string }[]>();
    expect(agents.map((a) => a.email)).toEqual(
      expect.arrayContaining(['agent@example.com', 'agencyadmin@example.com']),
    );
  });

  it('requires agent, number, state and expiry; the agent must be of the agency; 409 on duplicate', async () => {
    const base = { agentId, number: 'N1', state: 'PA', expirationDate: dayFromNow(5) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, agentId: undefined }, LICENSE_MESSAGES.agentRequired],
      [{ ...base, number: 'N-1' }, LICENSE_MESSAGES.onlyAlphanumeric],
      [{ ...base, state: undefined }, LICENSE_MESSAGES.stateRequired],
      [{ ...base, expirationDate: undefined }, LICENSE_MESSAGES.expirationRequired],
      [{ ...base, expirationDate: dayFromNow(-1) }, LICENSE_MESSAGES.expirationPast],
      [{ ...base, agentId: wholesaleId }, LICENSE_MESSAGES.agentNotInAgency],
    ];
    for (const [payload, message] of cases) {
      const res = await agentLicense(payload);
      expect(res.statusCode, message).toBe(400);
      expect(bodyText(res)).toContain(message);
    }
    expect((await agentLicense(base)).statusCode).toBe(201);
    const dup = await agentLicense(base);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(LICENSE_MESSAGES.duplicateAgentLicense);
  });

  it('edits and deletes; agents cannot (403); another agency gets 404', async () => {
    const created = (
      await agentLicense({ agentId, number: 'ED1', state: 'VT', expirationDate: dayFromNow(5) })
    ).json<{ license: AgentLicense }>().license;
    const edited = await agentLicense(
      { id: created.id, agentId, number: 'ED2', state: 'VT', expirationDate: dayFromNow(50) },
      agencyAdmin,
      'PUT',
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().license.number).toBe('ED2');
    expect((await agentLicense({ ...created }, agent, 'PUT')).statusCode).toBe(403);
    expect(
      (await agent.inject({ method: 'DELETE', url: `/api/agency/v1/agent/license/${created.id}` }))
        .statusCode,
    ).toBe(403);

    const summit = await agentLicense(
      {
        agencyId: summitId,
        agentId: wholesaleId,
        number: 'W1',
        state: 'VT',
        expirationDate: dayFromNow(5),
      },
      admin,
    );
    expect(summit.statusCode).toBe(201);
    const summitId2 = summit.json().license.id as string;
    expect(
      (
        await agencyAdmin.inject({
          method: 'DELETE',
          url: `/api/agency/v1/agent/license/${summitId2}`,
        })
      ).statusCode,
    ).toBe(404);
    const harborOh = (
      await agencyAdmin.inject({ method: 'GET', url: '/api/agency/v1/agent/license/VT' })
    ).json<LicensedAgent[]>();
    expect(harborOh.map((a) => a.agentId)).toEqual([agentId]);

    const removed = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/agency/v1/agent/license/${created.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(LICENSE_MESSAGES.licenseRemoved);
  });
});

describe('surplus licences', () => {
  const valid = {
    brokerFirstName: 'Ana Maria',
    brokerLastName: 'Lopez',
    brokerEmail: 'Ana.Lopez@Harbor.example.com',
    surplusLicenseNumber: 'SL12345',
    surplusLinesState: 'TX',
  };

  it('adds, searches, updates and deletes with the spec messages', async () => {
    const res = await surplus(valid);
    expect(res.statusCode).toBe(201);
    const { message, license } = res.json<{ message: string; license: SurplusLicense }>();
    expect(message).toBe('Surplus License added succesfully!');
    expect(license).toMatchObject({
      agencyId: harborId,
      brokerEmail: 'ana.lopez@harbor.example.com',
      signatureOnFile: false,
    });
    const own = (
      await agent.inject({
        method: 'GET',
        url: '/api/account/v1/agency/surplus/search?search=lopez',
      })
    ).json<SurplusLicensePage>();
    expect(own.content.map((l) => l.id)).toEqual([license.id]);

    const updated = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/surplus/${license.id}`,
      payload: { ...valid, surplusLicenseNumber: 'SL999' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Surplus License updated succesfully!',
      license: { surplusLicenseNumber: 'SL999' },
    });
    const deleted = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/agency/surplus/${license.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Surplus License deleted succesfully!');
  });

  it('validates the broker and the licence number verbatim', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, brokerFirstName: 'Ana1' }, 'Only alphabets are allowed for this field '],
      [{ ...valid, brokerLastName: "O'Neil" }, 'Only alphabets are allowed for this field '],
      [{ ...valid, brokerFirstName: '' }, LICENSE_MESSAGES.firstNameRequired],
      [{ ...valid, brokerEmail: 'not-an-email' }, 'Please enter a valid Email Address'],
      [{ ...valid, brokerEmail: '' }, LICENSE_MESSAGES.emailRequired],
      [{ ...valid, surplusLicenseNumber: 'SL 1' }, LICENSE_MESSAGES.onlyAlphanumeric],
      [{ ...valid, surplusLinesState: '' }, LICENSE_MESSAGES.stateRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await surplus(payload);
      expect(res.statusCode, message).toBe(400);
      expect(bodyText(res)).toContain(message);
    }
    const unknown = await surplus(
      { ...valid, agencyId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The selected agency is invalid.');
  });

  it('signature on file: provider admins only, LA and MT only', async () => {
    const byAgency = await surplus({ ...valid, surplusLinesState: 'LA', signatureOnFile: true });
    expect(byAgency.statusCode).toBe(400);
    expect(byAgency.json().message).toBe(LICENSE_MESSAGES.signatureAdminOnly);
    const wrongState = await surplus(
      { ...valid, agencyId: harborId, surplusLinesState: 'TX', signatureOnFile: true },
      admin,
    );
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe(LICENSE_MESSAGES.signatureStates);
    const la = await surplus(
      { ...valid, agencyId: harborId, surplusLinesState: 'LA', signatureOnFile: true },
      admin,
    );
    expect(la.statusCode).toBe(201);
    const license = la.json<{ license: SurplusLicense }>().license;
    expect(license.signatureOnFile).toBe(true);
    const mt = await surplus(
      { ...valid, agencyId: harborId, surplusLinesState: 'MT', signatureOnFile: true },
      admin,
    );
    expect(mt.json().license.signatureOnFile).toBe(true);

    // An agency admin's edit keeps it; moving to another state clears it.
    const kept = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/surplus/${license.id}`,
      payload: { ...valid, surplusLinesState: 'LA', brokerLastName: 'Lopez Diaz' },
    });
    expect(kept.json().license.signatureOnFile).toBe(true);
    const moved = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/surplus/${license.id}`,
      payload: { ...valid, surplusLinesState: 'TX' },
    });
    expect(moved.json().license.signatureOnFile).toBe(false);
  });

  it('provider search filters; agencies get 403 there; other agency 404; agents read-only', async () => {
    const summit = await surplus(
      {
        ...valid,
        agencyId: summitId,
        brokerFirstName: 'Sam',
        brokerEmail: 'sam@summit.example.com',
        surplusLinesState: 'NV',
      },
      admin,
    );
    expect(summit.statusCode).toBe(201);
    const summitLicense = summit.json<{ license: SurplusLicense }>().license;

    const search = (q: string) =>
      admin.inject({ method: 'GET', url: `/api/account/v1/agency/cowbell/surplus/search?${q}` });
    const ids = async (q: string) =>
      (await search(q)).json<SurplusLicensePage>().content.map((l) => l.id);
    expect(await ids(`agencyId=${summitId}`)).toEqual([summitLicense.id]);
    expect(await ids('surplusLinesState=NV')).toEqual([summitLicense.id]);
    expect(await ids('state=NV')).toEqual([summitLicense.id]);
    expect(await ids('email=sam@summit')).toEqual([summitLicense.id]);
    expect(await ids('search=Summit Wholesale')).toEqual([summitLicense.id]);
    const now = t.clock.now().getTime();
    expect(await ids(`state=NV&after=${new Date(now + DAY).toISOString()}`)).toEqual([]);
    expect(await ids(`state=NV&before=${new Date(now + DAY).toISOString()}`)).toEqual([
      summitLicense.id,
    ]);

    const forbidden = await agencyAdmin.inject({
      method: 'GET',
      url: '/api/account/v1/agency/cowbell/surplus/search',
    });
    expect(forbidden.statusCode).toBe(403);
    const own = (
      await agencyAdmin.inject({
        method: 'GET',
        url: '/api/account/v1/agency/surplus/search?size=100',
      })
    ).json<SurplusLicensePage>();
    expect(own.content.every((l) => l.agencyId === harborId)).toBe(true);

    const put = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/surplus/${summitLicense.id}`,
      payload: valid,
    });
    expect(put.statusCode).toBe(404);
    const del = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/agency/surplus/${summitLicense.id}`,
    });
    expect(del.statusCode).toBe(404);
    expect((await surplus({ ...valid, agencyId: summitId })).statusCode).toBe(404);
    expect((await surplus(valid, agent)).statusCode).toBe(403);
  });
});

describe('surplus notice template', () => {
  it('returns the notice of the state with the non-admitted and guaranty-fund wording', async () => {
    const res = await agent.inject({
      method: 'GET',
      url: '/api/docs/v1/template?type=surplusNotice&state=la',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-disposition']).toContain('surplus-notice-LA.html');
    expect(res.body).toContain('State of Louisiana');
    expect(res.body).toContain('not licensed by the State of Louisiana');
    expect(res.body).toContain('guaranty fund');
    const tx = await agent.inject({
      method: 'GET',
      url: '/api/docs/v1/template?type=surplusNotice&state=TX',
    });
    expect(tx.body).toContain('State of Texas');
    expect(tx.body).not.toContain('Louisiana');
  });

  it('refuses an unknown type or state (400) and anonymous callers (401)', async () => {
    const badType = await agent.inject({
      method: 'GET',
      url: '/api/docs/v1/template?type=other&state=TX',
    });
    expect(badType.statusCode).toBe(400);
    expect(bodyText(badType)).toContain(LICENSE_MESSAGES.templateTypeUnknown);
    const badState = await agent.inject({
      method: 'GET',
      url: '/api/docs/v1/template?type=surplusNotice&state=QQ',
    });
    expect(badState.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/docs/v1/template?type=surplusNotice&state=TX',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paging, sorting and searching', () => {
  const get = async <P>(url: string) => {
    const res = await agencyAdmin.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<P>();
  };

  it('pages and sorts each kind by the allowed keys, counts every match, and falls back on an unknown key', async () => {
    const agencyIds: string[] = [];
    for (const number of ['PG 2', 'PG 3', 'PG 1']) {
      const res = await agencyLicense({ number, state: 'WY', expirationDate: dayFromNow(20) });
      agencyIds.push(res.json<{ license: AgencyLicense }>().license.id);
    }
    const first = await get<AgencyLicensePage>(
      '/api/agency/v1/license/search/?state=WY&size=2&page=0&sort=number,desc',
    );
    expect(first.content.map((l) => l.number)).toEqual(['PG 3', 'PG 2']);
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
    const second = await get<AgencyLicensePage>(
      '/api/agency/v1/license/search/?state=WY&size=2&page=1&sort=number,desc',
    );
    expect(second.content.map((l) => l.number)).toEqual(['PG 1']);
    expect(second.totalElements).toBe(3);
    const fallback = await get<AgencyLicensePage>(
      '/api/agency/v1/license/search/?state=WY&sort=bogus,desc',
    );
    expect(fallback.content).toHaveLength(3);

    // The state matches as a whole word; numbers, NPNs and the agency name match in part.
    const byState = await get<AgencyLicensePage>('/api/agency/v1/license/search/?search=wy');
    expect(byState.content.map((l) => l.id)).toEqual(expect.arrayContaining(agencyIds));
    const partState = await get<AgencyLicensePage>('/api/agency/v1/license/search/?search=y');
    expect(partState.content.filter((l) => agencyIds.includes(l.id))).toEqual([]);
    const byAgency = await get<AgencyLicensePage>(
      '/api/agency/v1/license/search/?state=WY&search=harbor risk',
    );
    expect(byAgency.totalElements).toBe(3);

    for (const number of ['PG 5', 'PG 4']) {
      await agentLicense({ agentId, number, state: 'WY', expirationDate: dayFromNow(20) });
    }
    const agents = await get<AgentLicensePage>(
      `/api/agency/v1/agent/license/search/?state=WY&agentId=${agentId}&size=1&sort=number,asc`,
    );
    expect(agents.content.map((l) => l.number)).toEqual(['PG 4']);
    expect(agents).toMatchObject({ totalElements: 2, totalPages: 2 });
    const byAgentName = await get<AgentLicensePage>(
      '/api/agency/v1/agent/license/search/?state=WY&search=reyes',
    );
    expect(byAgentName.content.map((l) => l.number).sort()).toEqual(['PG 4', 'PG 5']);

    for (const last of ['Bravo', 'Alpha', 'Charlie']) {
      await surplus({
        brokerFirstName: 'Wyatt',
        brokerLastName: last,
        brokerEmail: `${last.toLowerCase()}@wy.example.com`,
        surplusLicenseNumber: `WY${last.length}`,
        surplusLinesState: 'WY',
      });
    }
    const brokers = await get<SurplusLicensePage>(
      '/api/account/v1/agency/surplus/search?surplusLinesState=WY&sort=brokerLastName,desc&size=2',
    );
    expect(brokers.content.map((l) => l.brokerLastName)).toEqual(['Charlie', 'Bravo']);
    expect(brokers).toMatchObject({ totalElements: 3, totalPages: 2 });
    const byEmail = await get<SurplusLicensePage>(
      '/api/account/v1/agency/surplus/search?search=alpha@wy',
    );
    expect(byEmail.content.map((l) => l.brokerLastName)).toEqual(['Alpha']);
  });
});

describe('audit trail', () => {
  /** The audit entries of a licence, by action. */
  const auditOf = async (entityId: string) => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    return Object.fromEntries(rows.map((row) => [row.action, row]));
  };

  it('records who created, changed and removed each kind of licence, with before and after', async () => {
    const created = await agencyLicense({
      number: 'AUD 1',
      state: 'OR',
      expirationDate: dayFromNow(40),
    });
    const { license } = created.json<{ license: AgencyLicense }>();
    await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/agency/v1/license',
      payload: { id: license.id, number: 'AUD 2', state: 'OR', expirationDate: dayFromNow(40) },
    });
    await agencyAdmin.inject({ method: 'DELETE', url: `/api/agency/v1/license/${license.id}` });
    const entries = await auditOf(license.id);
    expect(Object.keys(entries).sort()).toEqual([
      'agency-license.create',
      'agency-license.delete',
      'agency-license.update',
    ]);
    const create = entries['agency-license.create']!;
    expect(create.entityType).toBe('agency-license');
    expect(create.actorUserId).toBe(claimsOf(agencyAdmin.accessToken).sub);
    expect(create.accountId).toBe(harborId);
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ id: license.id, number: 'AUD 1' });
    expect(entries['agency-license.update']!.before).toMatchObject({ number: 'AUD 1' });
    expect(entries['agency-license.update']!.after).toMatchObject({ number: 'AUD 2' });
    expect(entries['agency-license.delete']!.before).toMatchObject({ number: 'AUD 2' });
    expect(entries['agency-license.delete']!.after).toBeNull();

    const agentView = (
      await agentLicense({ agentId, number: 'AUD 3', state: 'OR', expirationDate: dayFromNow(40) })
    ).json<{ license: AgentLicense }>().license;
    // An agent may not remove it (403): nothing is recorded for a refusal.
    const refused = await agent.inject({
      method: 'DELETE',
      url: `/api/agency/v1/agent/license/${agentView.id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(await auditOf(agentView.id))).toEqual(['agent-license.create']);

    const surplusView = (
      await surplus({
        brokerFirstName: 'Audra',
        brokerLastName: 'Trail',
        brokerEmail: 'audra@example.com',
        surplusLicenseNumber: 'AUD4',
        surplusLinesState: 'OR',
      })
    ).json<{ license: SurplusLicense }>().license;
    await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/agency/surplus/${surplusView.id}`,
    });
    const surplusEntries = await auditOf(surplusView.id);
    expect(Object.keys(surplusEntries).sort()).toEqual([
      'surplus-license.create',
      'surplus-license.delete',
    ]);
    expect(surplusEntries['surplus-license.delete']!.before).toMatchObject({
      brokerEmail: 'audra@example.com',
    });
  });
});
