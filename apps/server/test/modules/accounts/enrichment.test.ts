import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRiskSchema,
  companyScoreOf,
  FirmographicsProposalSchema,
  LeadSyncPageSchema,
  RISK_FACTOR_KEYS,
  RiskScanPageSchema,
  type Account,
  type AccountRisk,
  type FirmographicsProposal,
  type LeadSyncCreated,
} from '@cyber/domain';
import { accountProfiles, accountRiskScans, auditLog } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from './support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let admin: Session;
let broker: Session;
let customer: Session;
let mssp: Session;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, admin, broker, customer, mssp] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('mssp@example.com'),
  ]);
});
afterAll(() => t.close());

const base = (id: string) => `/api/account/v1/accounts/${id}`;
const risk = async (s: Session, id: string) => {
  const res = await s.inject({ method: 'GET', url: `${base(id)}/risk` });
  expect(res.statusCode, res.body).toBe(200);
  return AccountRiskSchema.parse(res.json());
};
const scan = (s: Session, id: string) => s.inject({ method: 'POST', url: `${base(id)}/scans` });
const proposal = async (s: Session, id: string) => {
  const res = await s.inject({ method: 'GET', url: `${base(id)}/firmographics/proposal` });
  expect(res.statusCode, res.body).toBe(200);
  return FirmographicsProposalSchema.parse(res.json());
};
const refresh = (s: Session, id: string, payload: Record<string, unknown> = {}) =>
  s.inject({ method: 'POST', url: `${base(id)}/firmographics/refresh`, payload });
const account = async (s: Session, id: string) =>
  (await s.inject({ method: 'GET', url: base(id) })).json<Account>();
const changeOf = (p: FirmographicsProposal, field: string) =>
  p.changes.find((c) => c.field === field);
/** An account the demo MSSP creates (its own, through the MSSP variant). */
const msspAccount = async (prefix: string) => {
  const res = await mssp.inject({
    method: 'POST',
    url: '/api/account/v1/mssp/accounts',
    payload: {
      state: 'MA',
      name: `${prefix} ${Date.now()}`,
      address1: '5 Fort Hill Sq',
      city: 'Boston',
      zipCode: '02110',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ account: { id: string } }>().account.id;
};

describe('risk scans', () => {
  it('a new account has a CREATE scan: nine factors 0–100, company, industry, portfolio', async () => {
    const { account: created } = await h.create(agent, usAccount({ naicsCode: '621210' }));
    const picture = await risk(agent, created.id);
    const s = picture.scan!;
    expect(s).toMatchObject({ trigger: 'CREATE', provider: 'builtin', accountId: created.id });
    expect(Object.keys(s.factors).sort()).toEqual([...RISK_FACTOR_KEYS].sort());
    for (const key of RISK_FACTOR_KEYS) {
      expect(s.factors[key]).toBeGreaterThanOrEqual(0);
      expect(s.factors[key]).toBeLessThanOrEqual(100);
    }
    expect(s.companyScore).toBe(companyScoreOf(s.factors));
    // Same sector as the demo dental and medical practices: an industry benchmark exists.
    expect(s.industryScore).toEqual(expect.any(Number));
    expect(s.portfolioScore).toEqual(expect.any(Number));
    expect(picture.nextOnDemandScanAt).toBeNull();
    // No domain: the network finding says there is nothing to assess from outside.
    expect(s.findings).toContainEqual(
      expect.objectContaining({ factor: 'networkSecurity', severity: 'MEDIUM' }),
    );
    const [profile] = await h.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, created.id));
    expect(profile!.lastScannedAt?.toISOString()).toBe(s.createdAt);
  });

  it('an MSSP-created account gets its CREATE scan too', async () => {
    const id = await msspAccount('Sentinel Client');
    expect((await risk(mssp, id)).scan?.trigger).toBe('CREATE');
  });

  it('the seeded demo accounts have scans; a customer sees its own without a portfolio', async () => {
    const beacon = await h.orgId('Beacon Hill Pediatrics');
    expect((await risk(agent, beacon)).scan?.trigger).toBe('CREATE');
    const acme = await h.orgId('Acme Dental Group');
    const own = await risk(customer, acme);
    expect(own.scan).not.toBeNull();
    expect(own.scan!.portfolioScore).toBeNull();
    expect(own.scan!.industryScore).toEqual(expect.any(Number));
  });

  it('on demand: once a minute (429 sooner), the same factors for the same account, history', async () => {
    const { account: created } = await h.create(
      agent,
      usAccount({ domainName: 'harborviewmarine.com', totalRevenue: 9_000_000 }),
    );
    t.clock.advance(1_000);
    const first = await scan(agent, created.id);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{ message: string; risk: AccountRisk }>();
    expect(body.message).toBe('Data Scanned Successfully!');
    expect(body.risk.scan?.trigger).toBe('ON_DEMAND');
    expect(body.risk.nextOnDemandScanAt).toBe(
      new Date(t.clock.now().getTime() + 60_000).toISOString(),
    );

    const again = await scan(agent, created.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'This account was scanned less than a minute ago. Please try again in 60 seconds.',
    );

    t.clock.advance(61_000);
    const later = await scan(agent, created.id);
    expect(later.statusCode).toBe(201);
    const second = later.json<{ risk: AccountRisk }>().risk.scan!;
    expect(second.id).not.toBe(body.risk.scan!.id);
    expect(second.factors).toEqual(body.risk.scan!.factors);
    expect(second.findings).toEqual(body.risk.scan!.findings);

    const history = await agent.inject({ method: 'GET', url: `${base(created.id)}/scans?size=2` });
    const page = RiskScanPageSchema.parse(history.json());
    expect(page.totalElements).toBe(3);
    expect(page.content.map((s) => s.trigger)).toEqual(['ON_DEMAND', 'ON_DEMAND']);
    expect(page.content[0]!.id).toBe(second.id);
    const rest = await agent.inject({
      method: 'GET',
      url: `${base(created.id)}/scans?size=2&page=1`,
    });
    expect(RiskScanPageSchema.parse(rest.json()).content.map((s) => s.trigger)).toEqual(['CREATE']);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.scan'), eq(auditLog.entityId, created.id)));
    expect(audits).toHaveLength(2);
  });

  it('industry = mean company score of the accounts in the same 2-digit section', async () => {
    const { account: a } = await h.create(agent, usAccount({ naicsCode: '111998' }));
    const { account: b } = await h.create(admin, usAccount({ naicsCode: '111331' }));
    const [ra, rb] = [await risk(agent, a.id), await risk(admin, b.id)];
    const mean = Math.round((ra.scan!.companyScore + rb.scan!.companyScore) / 2);
    expect(ra.scan!.industryScore).toBe(mean);
    expect(rb.scan!.industryScore).toBe(mean);
    // Each scan also keeps the benchmark of its moment: the first was alone in its sector.
    const [stored] = await h.db
      .select()
      .from(accountRiskScans)
      .where(eq(accountRiskScans.accountId, a.id));
    expect(stored!.industryScore).toBe(stored!.companyScore);
  });

  it('customers read risk but may not scan; bad ids are 400', async () => {
    const acme = await h.orgId('Acme Dental Group');
    expect((await scan(customer, acme)).statusCode).toBe(403);
    const bad = await agent.inject({ method: 'GET', url: `${base('not-a-uuid')}/risk` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Not a valid account id');
  });
});

describe('firmographics refresh', () => {
  it('proposes, fills the empty fields, records the source, rescans and audits', async () => {
    const { account: created } = await h.create(
      agent,
      usAccount({ name: `Harborview Dental Studio ${Date.now()}` }),
    );
    const before = await proposal(agent, created.id);
    expect(before).toMatchObject({ source: 'builtin', lastRefreshedAt: null, lastSource: null });
    expect(changeOf(before, 'industryCode')).toMatchObject({
      current: null,
      proposed: '621210',
      action: 'FILL',
      description: 'Health Care and Social Assistance · Offices of Dentists',
    });
    for (const field of ['noOfEmployees', 'totalRevenue', 'yearEstablished', 'dunsNumber']) {
      expect(changeOf(before, field)).toMatchObject({ current: null, action: 'FILL' });
    }
    // No domain: no web site is guessed, and neither is a phone or a domain.
    expect(changeOf(before, 'url')).toBeUndefined();
    expect(changeOf(before, 'domainName')).toBeUndefined();

    const res = await refresh(agent, created.id);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<{ message: string; applied: string[]; profileScore: number }>();
    expect(done.message).toBe('Data Refreshed Successfully!');
    expect(done.applied.sort()).toEqual(
      ['dunsNumber', 'industryCode', 'noOfEmployees', 'totalRevenue', 'yearEstablished'].sort(),
    );
    const after = await account(agent, created.id);
    expect(after).toMatchObject({
      naicsCode: '621210',
      primaryIndustry: 'Health Care and Social Assistance',
      secondaryIndustry: 'Offices of Dentists',
      noOfEmployees: changeOf(before, 'noOfEmployees')!.proposed,
      totalRevenue: changeOf(before, 'totalRevenue')!.proposed,
    });
    // address + phone + industry + revenue + employees + year + D-U-N-S.
    expect(after.profileScore).toBe(7);
    expect(done.profileScore).toBe(7);

    const again = await proposal(agent, created.id);
    expect(again.lastSource).toBe('builtin');
    expect(again.lastRefreshedAt).toBe(t.clock.now().toISOString());
    expect(again.changes.every((c) => c.action === 'SAME')).toBe(true);

    const history = RiskScanPageSchema.parse(
      (await agent.inject({ method: 'GET', url: `${base(created.id)}/scans` })).json(),
    );
    expect(history.content.map((s) => s.trigger)).toEqual(['REFRESH', 'CREATE']);
    const audits = await h.auditRows('account.refresh-firmographics');
    expect(audits.find((r) => r.entityId === created.id)?.after).toMatchObject({
      industryCode: '621210',
      source: 'builtin',
      overwrite: false,
    });
  });

  it('keeps what a person typed unless asked to overwrite', async () => {
    const { account: created } = await h.create(
      agent,
      usAccount({
        name: `Quayside Logistics ${Date.now()}`,
        domainName: 'quaysidelogistics.com',
        yearEstablished: 1501,
        totalRevenue: 24_000_000,
        noOfEmployees: 12,
      }),
    );
    const p = await proposal(agent, created.id);
    expect(changeOf(p, 'yearEstablished')).toMatchObject({ current: 1501, action: 'OVERWRITE' });
    // Revenue anchors the size: the same revenue, and a head count that follows from it.
    expect(changeOf(p, 'totalRevenue')).toMatchObject({ current: 24_000_000, action: 'SAME' });
    expect(changeOf(p, 'noOfEmployees')).toMatchObject({ current: 12, action: 'OVERWRITE' });
    expect(changeOf(p, 'url')).toMatchObject({
      proposed: 'https://www.quaysidelogistics.com',
      action: 'FILL',
    });

    const kept = await refresh(agent, created.id, { overwrite: false });
    expect(kept.json<{ applied: string[] }>().applied).not.toContain('yearEstablished');
    expect((await account(agent, created.id)).yearEstablished).toBe(1501);

    const replaced = await refresh(agent, created.id, { overwrite: true });
    expect(replaced.json<{ applied: string[] }>().applied).toEqual(
      expect.arrayContaining(['yearEstablished', 'noOfEmployees']),
    );
    const after = await account(agent, created.id);
    expect(after.yearEstablished).toBe(changeOf(p, 'yearEstablished')!.proposed);
    expect(after.noOfEmployees).toBe(changeOf(p, 'noOfEmployees')!.proposed);
  });

  it('validates the body and needs account:manage', async () => {
    const beacon = await h.orgId('Beacon Hill Pediatrics');
    const bad = await refresh(agent, beacon, { overwrite: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toContain('overwrite');
    const acme = await h.orgId('Acme Dental Group');
    expect((await refresh(customer, acme)).statusCode).toBe(403);
  });
});

describe('lead syncs', () => {
  it('queues the lead to the CRM through the outbox: 202, the spec message, once a minute', async () => {
    const { account: created } = await h.create(
      agent,
      usAccount({ name: `Lighthouse Optics ${Date.now()}` }),
    );
    const res = await agent.inject({ method: 'POST', url: `${base(created.id)}/lead-syncs` });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json<LeadSyncCreated>();
    expect(body.message).toBe(`Sync Lead initiated for ${String(created.name)}.`);
    expect(body.sync).toMatchObject({
      accountId: created.id,
      target: 'leads@crm.cyber.local',
      // The dev mailbox delivers at once.
      status: 'SENT',
      requestedBy: { name: expect.stringMatching(/\S/) as unknown },
    });
    const mail = await t.lastMessage('leads@crm.cyber.local', 'lead-sync');
    expect(mail.subject).toBe(`Lead: ${String(created.name)} (${String(created.cbid)})`);
    expect(mail.text).toContain(`Sync reference: ${body.sync.id}`);
    expect(mail.text).toContain('Agency: Harbor Risk Partners');

    const twice = await agent.inject({ method: 'POST', url: `${base(created.id)}/lead-syncs` });
    expect(twice.statusCode).toBe(429);
    expect(twice.json().message).toBe(
      'A lead sync for this account was requested less than a minute ago.',
    );
    t.clock.advance(61_000);
    const byAdmin = await admin.inject({ method: 'POST', url: `${base(created.id)}/lead-syncs` });
    expect(byAdmin.statusCode).toBe(202);

    const list = await agent.inject({ method: 'GET', url: `${base(created.id)}/lead-syncs` });
    const page = LeadSyncPageSchema.parse(list.json());
    expect(page.totalElements).toBe(2);
    expect(page.content[0]!.id).toBe(byAdmin.json<LeadSyncCreated>().sync.id);
    expect((await h.auditRows('account.sync-leads')).length).toBeGreaterThanOrEqual(2);
  });

  it('only provider staff and agencies sync leads', async () => {
    const id = await msspAccount('Sentinel Lead');
    const refused = await mssp.inject({ method: 'POST', url: `${base(id)}/lead-syncs` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only provider staff and the account’s agencies can sync leads.',
    );
    const acme = await h.orgId('Acme Dental Group');
    expect(
      (await customer.inject({ method: 'POST', url: `${base(acme)}/lead-syncs` })).statusCode,
    ).toBe(403);
  });
});

describe('another organisation’s account is a 404 on every enrichment call', () => {
  it('a UK brokerage cannot reach a Harbor account', async () => {
    const beacon = await h.orgId('Beacon Hill Pediatrics');
    const calls = [
      { method: 'GET', url: `${base(beacon)}/risk` },
      { method: 'GET', url: `${base(beacon)}/scans` },
      { method: 'POST', url: `${base(beacon)}/scans` },
      { method: 'GET', url: `${base(beacon)}/firmographics/proposal` },
      { method: 'POST', url: `${base(beacon)}/firmographics/refresh`, payload: {} },
      { method: 'POST', url: `${base(beacon)}/lead-syncs` },
      { method: 'GET', url: `${base(beacon)}/lead-syncs` },
    ] as const;
    for (const call of calls) {
      const res = await broker.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().message).toBe('Account not found.');
    }
    // Nothing was written for the refused calls.
    const scans = await h.db
      .select()
      .from(accountRiskScans)
      .where(eq(accountRiskScans.accountId, beacon));
    expect(scans).toHaveLength(1);
  });
});
