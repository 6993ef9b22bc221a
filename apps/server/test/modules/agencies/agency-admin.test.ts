import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_ADMIN_MESSAGES,
  AgencyAdminResultSchema,
  AgreementStatusSchema,
  PRODUCER_AGREEMENT_VERSION,
  SignAgreementResultSchema,
} from '@cyber/domain';
import { agencyAgreements, auditLog, organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { createAgency, type Session } from './support.ts';

let t: TestApp;
let admin: Session;
let underwriter: Session;
let agencyAdmin: Session;
let agent: Session;
let cluster: Session;
let harbor: string;
let thames: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, underwriter, agencyAdmin, agent, cluster] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('cluster@example.com'),
  ]);
  const orgId = async (name: string) =>
    (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  harbor = await orgId('Harbor Risk Partners');
  thames = await orgId('Thames Cyber Brokers Ltd');
});
afterAll(() => t.close());

const audits = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('payments pause and resume', () => {
  const put = (s: Session, agencyId: string, paused: unknown) =>
    s.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${agencyId}/payments`,
      payload: { paused },
    });

  it('a provider admin pauses then resumes; the agency view reports pausedPayment; audited', async () => {
    const agency = await createAgency(admin);
    const paused = await put(admin, agency.id, true);
    expect(paused.statusCode).toBe(200);
    const body = AgencyAdminResultSchema.parse(paused.json());
    expect(body.message).toBe(`Payments to ${agency.name} are paused`);
    expect(body.agency.pausedPayment).toBe(true);
    const view = await admin.inject({ method: 'GET', url: `/api/account/v1/agency/${agency.id}` });
    expect(view.json().pausedPayment).toBe(true);

    const again = await put(admin, agency.id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AGENCY_ADMIN_MESSAGES.alreadyPaused);

    const resumed = await put(admin, agency.id, false);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().message).toBe(`Payments to ${agency.name} are resumed`);
    expect(resumed.json().agency.pausedPayment).toBe(false);
    const notPaused = await put(admin, agency.id, false);
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().message).toBe(AGENCY_ADMIN_MESSAGES.notPaused);

    const [pause] = await audits('agency.payments.pause', agency.id);
    expect(pause).toMatchObject({
      before: { pausedPayment: false },
      after: { pausedPayment: true },
    });
    expect(await audits('agency.payments.resume', agency.id)).toHaveLength(1);
  });

  it('only provider admins: an agency admin is refused, staff without agency:manage too', async () => {
    const own = await put(agencyAdmin, harbor, true);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(AGENCY_ADMIN_MESSAGES.paymentsProviderAdminOnly);
    expect((await put(underwriter, harbor, true)).statusCode).toBe(403);
    expect((await put(agent, harbor, true)).statusCode).toBe(403);
  });

  it('another agency is a 404; a body without a boolean is a 400', async () => {
    expect((await put(agencyAdmin, thames, true)).statusCode).toBe(404);
    const bad = await put(admin, harbor, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('paused must be true or false');
  });
});

describe('FEIN', () => {
  const put = (s: Session, agencyId: string, fein: unknown) =>
    s.inject({ method: 'PUT', url: `/api/account/v1/agency/${agencyId}/fein`, payload: { fein } });

  it('provider staff set it in either form; it is stored NN-NNNNNNN and audited', async () => {
    const agency = await createAgency(admin);
    const plain = await put(admin, agency.id, '123456789');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ message: 'FEIN saved', agency: { fein: '12-3456789' } });
    const dashed = await put(admin, agency.id, ' 98-7654321 ');
    expect(dashed.json().agency.fein).toBe('98-7654321');
    const view = await admin.inject({ method: 'GET', url: `/api/account/v1/agency/${agency.id}` });
    expect(view.json().fein).toBe('98-7654321');
    const [row] = await audits('agency.fein', agency.id).then((rows) =>
      rows.filter((r) => (r.after as { fein: string }).fein === '98-7654321'),
    );
    expect(row!.before).toEqual({ fein: '12-3456789' });

    const removed = await put(admin, agency.id, null);
    expect(removed.json()).toMatchObject({ message: 'FEIN removed', agency: { fein: null } });
  });

  it('clear 400 messages: required, format, prefix', async () => {
    const empty = await put(admin, harbor, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(AGENCY_ADMIN_MESSAGES.feinRequired);
    for (const bad of ['12345678', '12-34567890', '12/3456789', 'AB-CDEFGHI']) {
      const res = await put(admin, harbor, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain(AGENCY_ADMIN_MESSAGES.feinFormat);
    }
    const prefix = await put(admin, harbor, '00-1234567');
    expect(prefix.statusCode).toBe(400);
    expect(prefix.body).toContain(AGENCY_ADMIN_MESSAGES.feinPrefix);
  });

  it('US agencies only', async () => {
    const res = await put(admin, thames, '12-3456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AGENCY_ADMIN_MESSAGES.feinUsOnly);
  });

  it("the agency's admin edits its own; an agent cannot; another agency is a 404", async () => {
    const own = await put(agencyAdmin, harbor, '04-1234567');
    expect(own.statusCode).toBe(200);
    expect(own.json().agency.fein).toBe('04-1234567');
    expect((await put(agent, harbor, '04-1234567')).statusCode).toBe(403);
    expect((await put(agencyAdmin, thames, '04-1234567')).statusCode).toBe(404);
    // A cluster the agency is not grouped under cannot even see it.
    expect(
      (await cluster.inject({ method: 'GET', url: `/api/account/v1/agency/${harbor}` })).statusCode,
    ).toBe(404);
  });
});

describe('producer agreement', () => {
  const get = (s: Session, agencyId: string) =>
    s.inject({ method: 'GET', url: `/api/account/v1/agency/${agencyId}/sign` });
  const sign = (s: Session, agencyId: string, payload: object) =>
    s.inject({ method: 'POST', url: `/api/account/v1/agency/${agencyId}/sign`, payload });

  it('unsigned at first; the agency admin signs; provider staff see who and when', async () => {
    const before = AgreementStatusSchema.parse((await get(agencyAdmin, harbor)).json());
    expect(before).toMatchObject({
      version: PRODUCER_AGREEMENT_VERSION,
      signed: false,
      signature: null,
      canSign: true,
    });
    expect(AgreementStatusSchema.parse((await get(admin, harbor)).json()).canSign).toBe(false);

    const res = await sign(agencyAdmin, harbor, {
      signerName: 'Dana Whitfield',
      signerTitle: 'Principal',
      accept: true,
    });
    expect(res.statusCode).toBe(201);
    const body = SignAgreementResultSchema.parse(res.json());
    expect(body.message).toBe(AGENCY_ADMIN_MESSAGES.agreementSigned);
    expect(body.agreement).toMatchObject({
      signed: true,
      canSign: false,
      signature: {
        version: PRODUCER_AGREEMENT_VERSION,
        signerName: 'Dana Whitfield',
        signerTitle: 'Principal',
        signedBy: { email: 'agencyadmin@example.com', name: 'Dana Whitfield' },
      },
    });

    const seen = AgreementStatusSchema.parse((await get(admin, harbor)).json());
    expect(seen.signed).toBe(true);
    expect(seen.signature?.signedAt).toBe(body.agreement.signature?.signedAt);
    expect(AgreementStatusSchema.parse((await get(agent, harbor)).json()).signed).toBe(true);

    const [row] = await t.database.db
      .select()
      .from(agencyAgreements)
      .where(eq(agencyAgreements.agencyId, harbor));
    expect(row!.ipAddress).toBeTruthy();
    expect(await audits('agency.agreement.sign', harbor)).toHaveLength(1);

    const twice = await sign(agencyAdmin, harbor, { signerName: 'Dana', accept: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AGENCY_ADMIN_MESSAGES.alreadySigned);
  });

  it('signer name and the accept box are required', async () => {
    const agency = await createAgency(admin);
    const res = await sign(admin, agency.id, { signerName: ' ', accept: false });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(AGENCY_ADMIN_MESSAGES.signerNameRequired);
    expect(res.body).toContain(AGENCY_ADMIN_MESSAGES.acceptRequired);
  });

  it("only the agency's admin signs: provider staff and agents get a 403; others a 404", async () => {
    const agency = await createAgency(admin);
    const staff = await sign(admin, agency.id, { signerName: 'Alex Morgan', accept: true });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(AGENCY_ADMIN_MESSAGES.signAdminOnly);
    expect((await sign(agent, harbor, { signerName: 'Jordan', accept: true })).statusCode).toBe(
      403,
    );
    expect((await get(agencyAdmin, thames)).statusCode).toBe(404);
    expect((await sign(agencyAdmin, thames, { signerName: 'Dana', accept: true })).statusCode).toBe(
      404,
    );
  });
});
