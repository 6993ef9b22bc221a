import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { REINSURANCE_MESSAGES, ReinsuranceTreatyListSchema } from '@cyber/domain';
import { auditLog, organisations } from '../../../src/db/schema/index.ts';
import { reinsuredCarriersOf } from '../../../src/modules/organisations/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let staff: Session;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const orgId = async (name: string) =>
  (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;

const carriersUrl = (reinsurerId: string) => `/api/account/v1/reinsurer/${reinsurerId}/carriers`;
const list = (session: Session, reinsurerId: string) =>
  session.inject({ method: 'GET', url: carriersUrl(reinsurerId) });
const add = (session: Session, reinsurerId: string, payload: Record<string, unknown>) =>
  session.inject({ method: 'POST', url: carriersUrl(reinsurerId), payload });
const remove = (session: Session, reinsurerId: string, carrierId: string) =>
  session.inject({ method: 'DELETE', url: `${carriersUrl(reinsurerId)}/${carrierId}` });
const createOrg = async (segment: string, name: string) =>
  (
    await staff.inject({
      method: 'POST',
      url: `/api/auth/v1/${segment}`,
      payload: { name, description: 'Created in a test' },
    })
  ).json().id as string;

describe('reinsurance treaties', () => {
  it('the demo reinsurer reinsures the demo US and UK carriers', async () => {
    const northstar = await orgId('Northstar Re');
    const res = await list(staff, northstar);
    expect(res.statusCode).toBe(200);
    const { content } = ReinsuranceTreatyListSchema.parse(res.json());
    expect(content.map((c) => [c.carrierName, c.sharePercent])).toEqual([
      ['Albion Cyber Insurance Ltd', 25],
      ['Keystone Specialty Insurance Co.', 40],
    ]);

    const carrierIds = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(inArray(organisations.id, reinsuredCarriersOf(northstar)));
    expect(carrierIds.map((r) => r.id).sort()).toEqual(content.map((c) => c.carrierId).sort());
  });

  it('provider staff add, list and remove a carrier, with an audit row each time', async () => {
    const reinsurer = await createOrg('reinsurer', 'Treaty Test Re');
    const carrier = await createOrg('carrier', 'Treaty Test Carrier');

    const added = await add(staff, reinsurer, { carrierId: carrier, sharePercent: 30 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ ok: true });

    const listed = ReinsuranceTreatyListSchema.parse((await list(staff, reinsurer)).json());
    expect(listed.content).toEqual([
      expect.objectContaining({
        reinsurerId: reinsurer,
        carrierId: carrier,
        carrierName: 'Treaty Test Carrier',
        sharePercent: 30,
      }),
    ]);

    const again = await add(staff, reinsurer, { carrierId: carrier, sharePercent: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REINSURANCE_MESSAGES.alreadyReinsured);

    const removed = await remove(staff, reinsurer, carrier);
    expect(removed.statusCode).toBe(200);
    expect((await list(staff, reinsurer)).json().content).toEqual([]);
    const twice = await remove(staff, reinsurer, carrier);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(REINSURANCE_MESSAGES.notReinsured);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organisation'), eq(auditLog.entityId, reinsurer)));
    expect(audits.map((a) => a.action).filter((a) => a.startsWith('organisation.treaty.'))).toEqual(
      expect.arrayContaining(['organisation.treaty.add', 'organisation.treaty.remove']),
    );
  });

  it('the share is a whole percentage from 1 to 100', async () => {
    const reinsurer = await orgId('Northstar Re');
    const carrier = await createOrg('carrier', 'Share Test Carrier');
    for (const sharePercent of [0, 101, 12.5, 'lots']) {
      const res = await add(staff, reinsurer, { carrierId: carrier, sharePercent });
      expect(res.statusCode, String(sharePercent)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(REINSURANCE_MESSAGES.shareRange);
    }
    expect(
      (await add(staff, reinsurer, { carrierId: carrier, sharePercent: 100 })).statusCode,
    ).toBe(201);
  });

  it('the carrier must be a carrier and the reinsurer a reinsurer (404)', async () => {
    const northstar = await orgId('Northstar Re');
    const keystone = await orgId('Keystone Specialty Insurance Co.');
    const agency = await orgId('Harbor Risk Partners');

    const notCarrier = await add(staff, northstar, { carrierId: agency, sharePercent: 20 });
    expect(notCarrier.statusCode).toBe(404);
    expect(notCarrier.json().message).toBe(REINSURANCE_MESSAGES.carrierNotFound);
    const missing = await add(staff, northstar, {
      carrierId: '00000000-0000-4000-8000-000000000001',
      sharePercent: 20,
    });
    expect(missing.statusCode).toBe(404);

    // A carrier is not a reinsurer: nothing to list, add or remove under it.
    expect((await list(staff, keystone)).statusCode).toBe(404);
    expect((await add(staff, keystone, { carrierId: keystone, sharePercent: 20 })).statusCode).toBe(
      404,
    );
    expect((await remove(staff, keystone, keystone)).statusCode).toBe(404);
  });

  it('a reinsurer lists its own carriers but not another reinsurer’s, and changes none', async () => {
    const northstar = await orgId('Northstar Re');
    const keystone = await orgId('Keystone Specialty Insurance Co.');
    const other = await createOrg('reinsurer', 'Other Test Re');
    await add(staff, other, { carrierId: keystone, sharePercent: 15 });

    const reinsurer = await t.signIn('reinsurer@example.com');
    const own = await list(reinsurer, northstar);
    expect(own.statusCode).toBe(200);
    expect(own.json().content.map((c: { carrierId: string }) => c.carrierId)).toContain(keystone);
    expect((await list(reinsurer, other)).statusCode).toBe(404);
    expect(
      (await add(reinsurer, northstar, { carrierId: keystone, sharePercent: 5 })).statusCode,
    ).toBe(403);
    expect((await remove(reinsurer, northstar, keystone)).statusCode).toBe(403);
  });

  it('agency and carrier users see no reinsurer’s treaties (404) and change none (403)', async () => {
    const northstar = await orgId('Northstar Re');
    const keystone = await orgId('Keystone Specialty Insurance Co.');
    const before = (await list(staff, northstar)).json();
    for (const email of ['agencyadmin@example.com', 'agent@example.com', 'carrier@example.com']) {
      const session = await t.signIn(email);
      expect((await list(session, northstar)).statusCode, email).toBe(404);
      expect(
        (await add(session, northstar, { carrierId: keystone, sharePercent: 5 })).statusCode,
        email,
      ).toBe(403);
      expect((await remove(session, northstar, keystone)).statusCode, email).toBe(403);
    }
    // Untouched by all of the above.
    expect((await list(staff, northstar)).json()).toEqual(before);
  });

  it('deleting a carrier ends its treaties', async () => {
    const reinsurer = await createOrg('reinsurer', 'Cascade Test Re');
    const carrier = await createOrg('carrier', 'Cascade Test Carrier');
    await add(staff, reinsurer, { carrierId: carrier, sharePercent: 50 });
    const deleted = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/carrier/${carrier}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(staff, reinsurer)).json().content).toEqual([]);
  });
});
