import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectorDefinition, SecurityReadingsSchema } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, acmeAccount, usAccount, type Session } from '../accounts/support.ts';

/** Decision 035: what connected tools and the risk scan read pre-fills the questionnaires. */

let t: TestApp;
let agent: Session;
let customer: Session;
let other: Session;
let acmeId: string;
let acmeCbid: string;
let plainId: string;
const V1 = '/api/connector/v1';
const readingsUrl = (id = acmeId) => `/api/account/v1/accounts/${id}/security-readings`;

beforeAll(async () => {
  t = await buildTestApp();
  [agent, customer, other] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('wholesale@example.com'),
  ]);
  ({ id: acmeId, cbid: acmeCbid } = await acmeAccount(t));
  plainId = (await accountHelpers(t).create(agent, usAccount())).account.id;
});
afterAll(() => t.close());

const readings = async (s: Session = agent, id = acmeId) => {
  const res = await s.inject({ method: 'GET', url: readingsUrl(id) });
  expect(res.statusCode, res.body).toBe(200);
  return SecurityReadingsSchema.parse(res.json()).readings;
};

describe('security readings', () => {
  it('an account without tools has no tool readings', async () => {
    const found = await readings(agent, plainId);
    expect(found.filter((r) => r.sourceKind === 'CONNECTOR')).toEqual([]);
  });

  it("the policyholder's Microsoft 365 reads e-mail, remote-access and cloud MFA for its agent", async () => {
    const found = await readings();
    const fromTool = found.filter((r) => r.sourceKind === 'CONNECTOR');
    expect(fromTool.map((r) => r.control)).toEqual(['mfaEmail', 'mfaRemoteAccess', 'mfaCloud']);
    for (const r of fromTool) {
      expect(r.source).toBe('Microsoft 365');
      expect(typeof r.value).toBe('boolean');
      expect(r.detail.length).toBeGreaterThan(10);
    }
    // the policyholder reads the same; the same tool reads the same way again
    expect(await readings(customer)).toEqual(found);
  });

  it('an EDR tool the policyholder connects adds its reading with its vendor', async () => {
    const agreed = await customer.inject({
      method: 'POST',
      url: `${V1}/agreements`,
      payload: { connectorType: 'CROWDSTRIKE', agreement: true },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const res = await customer.inject({
      method: 'POST',
      url: `${V1}/connections`,
      payload: { connector: 'CROWDSTRIKE', cbid: acmeCbid, credentials: { token: 'falcon-1234' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const edr = (await readings()).find((r) => r.control === 'edr');
    expect(edr).toMatchObject({
      source: 'CrowdStrike Falcon',
      vendor: 'CrowdStrike',
      sourceKind: 'CONNECTOR',
      observedAt: t.clock.now().toISOString(),
    });
    expect(edr?.detail).toMatch(/CrowdStrike protection active on/);
    expect(connectorDefinition('CROWDSTRIKE').controls).toEqual(['edr']);
  });

  it('another organisation gets nothing (404); anonymous 401', async () => {
    const res = await other.inject({ method: 'GET', url: readingsUrl() });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Microsoft 365');
    const anonymous = await t.app.inject({ method: 'GET', url: readingsUrl() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removing a tool removes its readings', async () => {
    const list = await customer.inject({ method: 'GET', url: `${V1}/connections` });
    const falcon = list
      .json<{ id: string; connectorType: string }[]>()
      .find((c) => c.connectorType === 'CROWDSTRIKE')!;
    const removed = await customer.inject({
      method: 'DELETE',
      url: `${V1}/connections/${falcon.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await readings()).some((r) => r.control === 'edr')).toBe(false);
  });
});
