import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTOR_CATALOGUE,
  CONNECTOR_MESSAGES,
  type AccountConnections,
  type CalculatorResult,
  type Connection,
  type ConnectionResult,
  type ConnectorAction,
  type ConnectorScore,
  type ScoresHistory,
} from '@cyber/domain';
import {
  accountProfiles,
  accountRiskScans,
  auditLog,
  connectorConnections,
  connectorScores,
} from '../../../src/db/schema/index.ts';
import { simulatedBaseScore } from '../../../src/modules/connectors/providers/simulated.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { acmeAccount } from '../accounts/support.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let customer: Session;
let mssp: Session;
let admin: Session;
let agent: Session;
let acmeId: string;
let acmeCbid: string;

const V1 = '/api/connector/v1';
const TOKEN = 'sophos-token-7f3a9b2c4d';

const agree = (s: Session, connectorType: string, accountId?: string) =>
  s.inject({
    method: 'POST',
    url: `${V1}/agreements`,
    payload: { connectorType, agreement: true, ...(accountId ? { accountId } : {}) },
  });
const connect = (s: Session, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: `${V1}/connections`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  customer = await t.signIn('customer@example.com');
  mssp = await t.signIn('mssp@example.com');
  admin = await t.signIn('admin@example.com');
  agent = await t.signIn('agent@example.com');
  ({ id: acmeId, cbid: acmeCbid } = await acmeAccount(t));
});
afterAll(async () => t.close());

describe('catalogue and reference', () => {
  it('lists every connector with category, auth kind and risk factors', async () => {
    const res = await customer.inject({ method: 'GET', url: `${V1}/connectors/all` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ type: string; authKind: string; factors: string[] }[]>();
    expect(body).toHaveLength(CONNECTOR_CATALOGUE.length);
    expect(body.find((c) => c.type === 'WIZER')?.authKind).toBe('API_KEY');
    expect(body.find((c) => c.type === 'QUALYSVM')?.authKind).toBe('USERNAME_PASSWORD');
    expect(body.every((c) => c.factors.length > 0)).toBe(true);
  });

  it('answers the AWS regions and consent metadata', async () => {
    const regions = await customer.inject({ method: 'GET', url: `${V1}/aws/regions` });
    expect(regions.json<{ code: string }[]>().map((r) => r.code)).toContain('us-east-1');
    const meta = await customer.inject({ method: 'GET', url: `${V1}/oauth/MICROSOFT/metadata` });
    expect(meta.json<{ consentField: string }>().consentField).toBe('azureTenantId');
    const bad = await customer.inject({ method: 'GET', url: `${V1}/oauth/NOPE/metadata` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the seeded demo connection', () => {
  it('shows the customer its connected Microsoft 365 with a score history', async () => {
    const res = await customer.inject({ method: 'GET', url: `${V1}/connections` });
    expect(res.statusCode).toBe(200);
    const [ms] = res.json<Connection[]>();
    expect(ms?.connectorType).toBe('MICROSOFT');
    expect(ms?.connectorStatus).toBe('SUCCESS');
    expect(ms?.latestScore).toEqual(expect.any(Number));
    const history = await customer.inject({ method: 'GET', url: `${V1}/getScoresHistory?days=30` });
    expect(history.json<ScoresHistory>().points.length).toBeGreaterThanOrEqual(4);
  });
});

describe('connecting a token connector', () => {
  let connection: Connection;

  it('needs the privacy addendum first (409)', async () => {
    const res = await connect(customer, {
      connector: 'SOPHOS',
      cbid: acmeCbid,
      credentials: { token: TOKEN },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.agreementRequired);
  });

  it('rejects an unticked addendum', async () => {
    const res = await customer.inject({
      method: 'POST',
      url: `${V1}/agreements`,
      payload: { connectorType: 'SOPHOS', agreement: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CONNECTOR_MESSAGES.agreementMustBeTicked);
  });

  it('saves the addendum and lists it', async () => {
    const res = await agree(customer, 'SOPHOS');
    expect(res.statusCode).toBe(200);
    const list = await customer.inject({ method: 'GET', url: `${V1}/agreements` });
    expect(list.json<{ connectorType: string }[]>().map((a) => a.connectorType)).toContain(
      'SOPHOS',
    );
  });

  it('answers the form messages for missing credentials', async () => {
    const res = await connect(customer, { connector: 'SOPHOS', cbid: acmeCbid, credentials: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.tokenRequired);
  });

  it('refuses credentials the tool refuses', async () => {
    const res = await connect(customer, {
      connector: 'SOPHOS',
      cbid: acmeCbid,
      credentials: { token: 'invalid-token' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.addFailed);
  });

  it('connects, seals the token and never returns it', async () => {
    const res = await connect(customer, {
      connector: 'SOPHOS',
      provider: 'sophos',
      cbid: acmeCbid,
      credentials: { token: TOKEN },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(TOKEN);
    const body = res.json<ConnectionResult>();
    expect(body.message).toBe(CONNECTOR_MESSAGES.added);
    connection = body.connection;
    expect(connection.connectorStatus).toBe('SUCCESS');
    expect(connection.credentialHint).toBe(`••••${TOKEN.slice(-4)}`);
    expect(connection.latestScore).toEqual(expect.any(Number));
    const [row] = await t.database.db
      .select()
      .from(connectorConnections)
      .where(eq(connectorConnections.id, connection.id));
    expect(row!.credentialsSealed).toMatch(/^v1\./);
    expect(row!.credentialsSealed).not.toContain(TOKEN);
    expect(JSON.parse(t.app.ctx.secrets.open(row!.credentialsSealed!))).toEqual({ token: TOKEN });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'connector.connect'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('refuses a second connection of the same type (409)', async () => {
    const res = await connect(customer, {
      connector: 'SOPHOS',
      cbid: acmeCbid,
      credentials: { token: TOKEN },
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers status, latest score, actions, shortlist and filtered lists', async () => {
    const status = await customer.inject({
      method: 'GET',
      url: `${V1}/connections/${connection.id}/status`,
    });
    expect(status.json<{ connectorStatus: string }>().connectorStatus).toBe('SUCCESS');
    const score = await customer.inject({
      method: 'GET',
      url: `${V1}/SOPHOS/getLatestScore/${connection.id}`,
    });
    expect(score.statusCode).toBe(200);
    expect(score.json<ConnectorScore>().score).toBe(connection.latestScore);
    const wrongType = await customer.inject({
      method: 'GET',
      url: `${V1}/AWS/getLatestScore/${connection.id}`,
    });
    expect(wrongType.statusCode).toBe(404);
    const actions = (await customer.inject({ method: 'GET', url: `${V1}/getActionList` })).json<
      ConnectorAction[]
    >();
    const shortlist = (
      await customer.inject({ method: 'GET', url: `${V1}/getShortlistActions` })
    ).json<ConnectorAction[]>();
    expect(shortlist).toEqual(actions.slice(0, 3));
    for (let i = 1; i < actions.length; i++) {
      expect(actions[i - 1]!.points).toBeGreaterThanOrEqual(actions[i]!.points);
    }
    const filtered = await customer.inject({
      method: 'GET',
      url: `${V1}/connections?connectorType=SOPHOS`,
    });
    expect(filtered.json<Connection[]>().map((c) => c.connectorType)).toEqual(['SOPHOS']);
  });

  it('takes a CONNECTOR risk scan that blends the score into the factors', async () => {
    const scans = await t.database.db
      .select()
      .from(accountRiskScans)
      .where(
        and(eq(accountRiskScans.accountId, acmeId), eq(accountRiskScans.trigger, 'CONNECTOR')),
      );
    expect(scans.length).toBeGreaterThanOrEqual(2);
  });

  it('lets provider staff and the agency read the account, not change it', async () => {
    const read = await admin.inject({ method: 'GET', url: `${V1}/account/${acmeId}` });
    expect(read.statusCode).toBe(200);
    const body = read.json<AccountConnections>();
    expect(body.connections.map((c) => c.connectorType).sort()).toEqual(['MICROSOFT', 'SOPHOS']);
    expect(read.body).not.toContain(TOKEN);
    expect((await agent.inject({ method: 'GET', url: `${V1}/account/${acmeId}` })).statusCode).toBe(
      200,
    );
    const write = await admin.inject({
      method: 'DELETE',
      url: `${V1}/connections/${connection.id}`,
    });
    expect(write.statusCode).toBe(403);
  });

  it('hides the account from another organisation (404)', async () => {
    const other = await t.signIn('wholesale@example.com');
    expect((await other.inject({ method: 'GET', url: `${V1}/account/${acmeId}` })).statusCode).toBe(
      404,
    );
    expect(
      (await mssp.inject({ method: 'GET', url: `${V1}/connections/${connection.id}/status` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await mssp.inject({ method: 'DELETE', url: `${V1}/connections/${connection.id}` }))
        .statusCode,
    ).toBe(404);
    const byCbid = await connect(mssp, {
      connector: 'CLOUDFLARE',
      cbid: acmeCbid,
      credentials: { token: TOKEN },
    });
    expect(byCbid.statusCode).toBe(404);
    expect(
      (
        await customer.inject({
          method: 'GET',
          url: `${V1}/connections?accountId=${crypto.randomUUID()}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refreshes on demand and daily', async () => {
    const res = await customer.inject({
      method: 'POST',
      url: `${V1}/connections/${connection.id}/refresh`,
    });
    expect(res.statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    await t.app.ctx.jobs.enqueue(t.database.db, 'connectors.refresh', {});
    await t.app.ctx.jobs.runDue();
    // Two days on, the sessions' access tokens have expired: sign in again.
    customer = await t.signIn('customer@example.com');
    mssp = await t.signIn('mssp@example.com');
    admin = await t.signIn('admin@example.com');
    const scores = await t.database.db
      .select()
      .from(connectorScores)
      .where(eq(connectorScores.connectionId, connection.id));
    expect(scores.length).toBe(3);
  });

  it('removes the connection with its credentials and scores', async () => {
    const res = await customer.inject({
      method: 'DELETE',
      url: `${V1}/connections/${connection.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.removed);
    const [row] = await t.database.db
      .select()
      .from(connectorConnections)
      .where(eq(connectorConnections.id, connection.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.credentialsSealed).toBeNull();
    const scores = await t.database.db
      .select()
      .from(connectorScores)
      .where(eq(connectorScores.connectionId, connection.id));
    expect(scores).toHaveLength(0);
    const again = await customer.inject({
      method: 'DELETE',
      url: `${V1}/connections/${connection.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('other auth kinds', () => {
  it('scanner credentials: the form messages and the scanner failure message', async () => {
    await agree(customer, 'QUALYSVM');
    const missing = await connect(customer, {
      connector: 'QUALYSVM',
      cbid: acmeCbid,
      credentials: {},
    });
    expect(missing.statusCode).toBe(400);
    const errors = missing.json<{ errors: string[] }>().errors.join(' ');
    expect(errors).toContain(CONNECTOR_MESSAGES.apiUserRequired);
    expect(errors).toContain(CONNECTOR_MESSAGES.passwordRequired);
    const refused = await connect(customer, {
      connector: 'QUALYSVM',
      cbid: acmeCbid,
      credentials: { username: 'invalid-user', password: 'pw' },
    });
    expect(refused.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.connectFailed);
    const ok = await connect(customer, {
      connector: 'QUALYSVM',
      cbid: acmeCbid,
      credentials: { username: 'acme_api', password: 'S3cret-pass!' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.body).not.toContain('S3cret-pass!');
  });

  it('AWS needs known regions', async () => {
    await agree(customer, 'AWS');
    const none = await connect(customer, {
      connector: 'AWS',
      cbid: acmeCbid,
      credentials: { username: 'AKIAEXAMPLE', password: 'secret' },
    });
    expect(none.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.regionRequired);
    const unknown = await connect(customer, {
      connector: 'AWS',
      cbid: acmeCbid,
      credentials: { username: 'AKIAEXAMPLE', password: 'secret' },
      metadata: { regions: ['mars-1'] },
    });
    expect(unknown.json<{ message: string }>().message).toBe(CONNECTOR_MESSAGES.unknownRegion);
    const ok = await connect(customer, {
      connector: 'AWS',
      cbid: acmeCbid,
      credentials: { username: 'AKIAEXAMPLE', password: 'secret' },
      metadata: { regions: ['us-east-1', 'eu-west-2'] },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<ConnectionResult>().connection.metadata.regions).toEqual([
      'us-east-1',
      'eu-west-2',
    ]);
  });

  it('the key-based connector takes apiKey with cbid', async () => {
    const missing = await customer.inject({
      method: 'POST',
      url: `${V1}/wizer/add?cbid=${acmeCbid}`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(CONNECTOR_MESSAGES.apiKeyRequired);
    await agree(customer, 'WIZER');
    const ok = await customer.inject({
      method: 'POST',
      url: `${V1}/wizer/add?cbid=${acmeCbid}`,
      payload: { apiKey: 'wz-key-123456' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<ConnectionResult>().connection.connectorType).toBe('WIZER');
  });

  it('an unknown connector type is a 400', async () => {
    const res = await connect(customer, { connector: 'NOPE', cbid: acmeCbid });
    expect(res.statusCode).toBe(400);
  });
});

describe('rating follows the connected tools', () => {
  it('a good-posture connection lowers the calculator premium of the account', async () => {
    const created = await mssp.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: {
        state: 'NY',
        name: 'Hudson Posture Labs Inc',
        phone: '2125550100',
        address1: '5 Wall St',
        city: 'New York',
        zipCode: '10005',
      },
    });
    expect(created.statusCode).toBe(201);
    const account = created.json<{ account: { id: string; cbid: string } }>().account;
    await t.database.db
      .update(accountProfiles)
      .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40 })
      .where(eq(accountProfiles.organisationId, account.id));
    const rate = async () => {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/rater/v1/calculator',
        payload: {
          accountId: account.id,
          product: 'P100',
          limit: 1_000_000,
          deductible: 25_000,
          effectiveDate: '2026-01-15',
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json<CalculatorResult>().premium;
    };
    // A fresh outside-in scan of the updated firmographics is the baseline.
    const scanned = await mssp.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${account.id}/scans`,
    });
    expect(scanned.statusCode).toBe(201);
    const [scanBefore] = await t.database.db
      .select()
      .from(accountRiskScans)
      .where(
        and(eq(accountRiskScans.accountId, account.id), eq(accountRiskScans.trigger, 'ON_DEMAND')),
      );
    const before = await rate();

    // Pick a token whose simulated posture is strong (deterministic), as a well-run tool reports.
    const subject = {
      id: account.id,
      name: 'Hudson Posture Labs Inc',
      cbid: account.cbid,
      domainName: null,
    };
    let token = '';
    for (let i = 0; i < 200 && !token; i++) {
      const candidate = `mdr-token-${i}`;
      const base = simulatedBaseScore({
        connectorType: 'COWBELL_MDR',
        account: subject,
        credentials: { token: candidate },
        metadata: {},
      });
      if (base >= 92) token = candidate;
    }
    expect(token).not.toBe('');

    expect((await agree(mssp, 'COWBELL_MDR', account.id)).statusCode).toBe(200);
    const res = await connect(mssp, {
      connector: 'COWBELL_MDR',
      cbid: account.cbid,
      credentials: { token },
    });
    expect(res.statusCode).toBe(201);
    const after = await rate();
    expect(after).toBeLessThan(before);

    const [latest] = await t.database.db
      .select()
      .from(accountRiskScans)
      .where(
        and(eq(accountRiskScans.accountId, account.id), eq(accountRiskScans.trigger, 'CONNECTOR')),
      );
    expect(latest!.companyScore).toBeGreaterThan(scanBefore!.companyScore);

    // Removing the tool takes the blend away again.
    const id = res.json<ConnectionResult>().connection.id;
    await mssp.inject({ method: 'DELETE', url: `${V1}/connections/${id}` });
    expect(await rate()).toBe(before);
    const live = await t.database.db
      .select()
      .from(connectorConnections)
      .where(
        and(eq(connectorConnections.accountId, account.id), isNull(connectorConnections.deletedAt)),
      );
    expect(live).toHaveLength(0);
  });
});
