import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIER_PROFILE_MESSAGES,
  CarrierProfileListSchema,
  CarrierProfileMutationSchema,
  PRODUCT_CODES,
  RaterCarrierPageSchema,
  UK_PRODUCTS,
  type CarrierProfileCreateInput,
} from '@cyber/domain';
import { auditLog, organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let admin: Session;
let underwriter: Session;
let agencyAdmin: Session;
let carrierUser: Session;
let keystone: string;
let albion: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, underwriter, agencyAdmin, carrierUser] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('carrier@example.com'),
  ]);
  keystone = await orgId('Keystone Specialty Insurance Co.');
  albion = await orgId('Albion Cyber Insurance Ltd');
});
afterAll(() => t.close());

async function orgId(name: string) {
  return (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!
    .id;
}

const carriers = async (s: Session, query = '') =>
  s.inject({ method: 'GET', url: `/api/rater/v1/carrier${query}` });
const profiles = async (s: Session, query = '') =>
  s.inject({ method: 'GET', url: `/api/rater/v1/carrier/profiles${query}` });
const create = (s: Session, payload: Partial<CarrierProfileCreateInput>) =>
  s.inject({ method: 'POST', url: '/api/rater/v1/carrier/profiles', payload });

const newCarrier = async (name: string) => {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/auth/v1/carrier',
    payload: { name, description: 'Test capacity' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
};

describe('demo carriers', () => {
  it('every product has an active profile; US on admitted paper, P250_S surplus, UK by Albion', async () => {
    const list = CarrierProfileListSchema.parse((await profiles(underwriter)).json()).content;
    for (const product of PRODUCT_CODES) {
      expect(
        list.some((p) => p.product === product),
        product,
      ).toBe(true);
    }
    const p100 = list.find((p) => p.product === 'P100')!;
    expect(p100).toMatchObject({
      carrierName: 'Keystone Specialty Insurance Co.',
      paper: 'ADMITTED',
    });
    expect(p100.states).toContain('MA');
    expect(p100.states).not.toContain('NY');
    expect(list.find((p) => p.product === 'P250_S')).toMatchObject({
      paper: 'SURPLUS',
      states: [],
    });
    for (const product of UK_PRODUCTS) {
      expect(list.find((p) => p.product === product)?.carrierName).toBe(
        'Albion Cyber Insurance Ltd',
      );
    }
  });
});

describe('GET /api/rater/v1/carrier', () => {
  it('searches by name with paging and sort', async () => {
    const page = RaterCarrierPageSchema.parse(
      (await carriers(admin, '?search=keystone&page=0&size=10&sort=name,asc')).json(),
    );
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ id: keystone, region: 'US' });
    expect(page.content[0]!.products).toContain('P250_S');
    const byCount = RaterCarrierPageSchema.parse(
      (await carriers(admin, '?sort=profileCount,desc&size=1')).json(),
    );
    expect(byCount.content[0]!.id).toBe(keystone);
    expect(byCount.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('filters by the state the active profiles write in', async () => {
    const ma = RaterCarrierPageSchema.parse((await carriers(admin, '?state=MA')).json());
    expect(ma.content.map((c) => c.id)).toEqual([keystone]);
    // New York: only the surplus profile, which lists no state (the whole US).
    const ny = RaterCarrierPageSchema.parse((await carriers(admin, '?state=ny')).json());
    expect(ny.content.map((c) => c.id)).toEqual([keystone]);
    const scotland = RaterCarrierPageSchema.parse((await carriers(admin, '?state=SCT')).json());
    expect(scotland.content.map((c) => c.id)).toEqual([albion]);
  });

  it('filters by the created window (after: start of day, before: end of day)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const within = RaterCarrierPageSchema.parse(
      (await carriers(admin, `?after=${today}&before=${today}`)).json(),
    );
    expect(within.content.map((c) => c.id)).toEqual(expect.arrayContaining([keystone, albion]));
    const none = RaterCarrierPageSchema.parse((await carriers(admin, '?before=2000-01-01')).json());
    expect(none.totalElements).toBe(0);
    expect((await carriers(admin, '?after=yesterday')).statusCode).toBe(400);
  });

  it('is for provider staff only', async () => {
    expect((await carriers(agencyAdmin)).statusCode).toBe(403);
    expect((await carriers(carrierUser)).statusCode).toBe(403);
    expect((await profiles(agencyAdmin)).statusCode).toBe(403);
  });
});

describe('GET /api/rater/v1/carrier/profiles', () => {
  it('filters by product, state and carrier', async () => {
    const p250 = CarrierProfileListSchema.parse(
      (await profiles(admin, '?product=P250&state=CA')).json(),
    ).content;
    expect(p250.map((p) => [p.carrierId, p.product, p.paper])).toEqual([
      [keystone, 'P250', 'ADMITTED'],
    ]);
    expect(
      CarrierProfileListSchema.parse((await profiles(admin, '?product=P250&state=NY')).json())
        .content,
    ).toEqual([]);
    const uk = CarrierProfileListSchema.parse(
      (await profiles(admin, `?carrierId=${albion}`)).json(),
    ).content;
    expect(uk.map((p) => p.product).sort()).toEqual([...UK_PRODUCTS].sort());
  });
});

describe('profile changes (provider admins)', () => {
  const valid = (carrierId: string): CarrierProfileCreateInput => ({
    carrierId,
    product: 'P100',
    paper: 'ADMITTED',
    states: ['ma', 'NY', 'MA'],
    sharePercent: 60,
    naicCompanyCode: '12345',
    amBestRating: 'A',
    effectiveFrom: '2026-01-01',
    effectiveTo: '2027-01-01',
  });

  it('adds, changes and deletes a profile; each change is audited', async () => {
    const carrierId = await newCarrier(`Quota Share Re ${Date.now()}`);
    const res = await create(admin, valid(carrierId));
    expect(res.statusCode).toBe(201);
    const { message, profile } = CarrierProfileMutationSchema.parse(res.json());
    expect(message).toBe(CARRIER_PROFILE_MESSAGES.created);
    expect(profile).toMatchObject({
      states: ['MA', 'NY'],
      sharePercent: 60,
      productName: 'Prime 100',
      active: true,
    });

    const put = await admin.inject({
      method: 'PUT',
      url: `/api/rater/v1/carrier/profiles/${profile.id}`,
      payload: { ...valid(carrierId), states: [], sharePercent: 100, active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().profile).toMatchObject({ states: [], sharePercent: 100, active: false });
    const active = CarrierProfileListSchema.parse(
      (await profiles(admin, `?carrierId=${carrierId}`)).json(),
    ).content;
    expect(active).toEqual([]);
    const all = CarrierProfileListSchema.parse(
      (await profiles(admin, `?carrierId=${carrierId}&includeInactive=true`)).json(),
    ).content;
    expect(all.map((p) => p.id)).toEqual([profile.id]);

    const del = await admin.inject({
      method: 'DELETE',
      url: `/api/rater/v1/carrier/profiles/${profile.id}`,
    });
    expect(del.json()).toEqual({ message: CARRIER_PROFILE_MESSAGES.deleted });
    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/rater/v1/carrier/profiles/${profile.id}`,
    });
    expect(again.statusCode).toBe(404);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'carrier_profile'), eq(auditLog.entityId, profile.id)))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'carrier-profile.create',
      'carrier-profile.delete',
      'carrier-profile.update',
    ]);
  });

  it('one profile per carrier, product and paper (409)', async () => {
    const res = await create(admin, { ...valid(keystone), product: 'P250' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This carrier already writes Prime 250 on admitted paper');
  });

  it('validation messages', async () => {
    const bad = await create(admin, {
      ...valid(keystone),
      product: 'P999' as never,
      paper: 'GREY' as never,
      sharePercent: 0,
      naicCompanyCode: '12',
      amBestRating: 'AAA' as never,
      effectiveFrom: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    for (const message of [
      CARRIER_PROFILE_MESSAGES.productRequired,
      CARRIER_PROFILE_MESSAGES.paperRequired,
      CARRIER_PROFILE_MESSAGES.shareRange,
      CARRIER_PROFILE_MESSAGES.naicFormat,
      CARRIER_PROFILE_MESSAGES.amBestInvalid,
      CARRIER_PROFILE_MESSAGES.dateFormat,
    ]) {
      expect(bad.body).toContain(message);
    }
    const states = await create(admin, { ...valid(keystone), states: ['MA', 'ZZ'] });
    expect(states.body).toContain(CARRIER_PROFILE_MESSAGES.invalidUsState('ZZ'));
    const uk = await create(admin, { ...valid(albion), product: 'P_ONE', states: ['ENG', 'CA'] });
    expect(uk.body).toContain(CARRIER_PROFILE_MESSAGES.invalidUkNation('CA'));
    const window = await create(admin, { ...valid(keystone), effectiveTo: '2025-12-31' });
    expect(window.body).toContain(CARRIER_PROFILE_MESSAGES.effectiveToAfterFrom);
    const share = await create(admin, { ...valid(keystone), sharePercent: 101 });
    expect(share.body).toContain(CARRIER_PROFILE_MESSAGES.shareRange);
  });

  it('the carrier must be a carrier; an unknown profile is a 404', async () => {
    const cluster = await orgId('Great Lakes Agency Cluster');
    const res = await create(admin, valid(cluster));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CARRIER_PROFILE_MESSAGES.carrierNotFound);
    const put = await admin.inject({
      method: 'PUT',
      url: '/api/rater/v1/carrier/profiles/00000000-0000-4000-8000-000000000001',
      payload: valid(keystone),
    });
    expect(put.statusCode).toBe(404);
  });

  it('provider staff without organisation:manage, agencies and carriers are refused', async () => {
    expect((await create(underwriter, valid(keystone))).statusCode).toBe(403);
    expect((await create(agencyAdmin, valid(keystone))).statusCode).toBe(403);
    expect((await create(carrierUser, valid(keystone))).statusCode).toBe(403);
  });

  it('the carrier hostname update still works beside the rater calls', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/carrier/${albion}/hostname`,
      payload: { hostname: 'albion.example.co.uk' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hostname).toBe('albion.example.co.uk');
  });
});
