import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountAgenciesResponseSchema, type AccountAgenciesResponse } from '@cyber/domain';
import { memberships, organisations, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount } from '../accounts/support.ts';
import type { Session } from './support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let admin: Session;
let agencyAdmin: Session;
let agent: Session;
let broker: Session;
let customer: Session;
let harbor: string;
let summit: string;
let thames: string;
let acme: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [admin, agencyAdmin, agent, broker, customer] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
  ]);
  harbor = await h.orgId('Harbor Risk Partners');
  summit = await h.orgId('Summit Wholesale Brokers');
  thames = await h.orgId('Thames Cyber Brokers Ltd');
  acme = await h.orgId('Acme Dental Group');
});
afterAll(() => t.close());

/** A new account of Harbor's (ASSIGNED, agent@example.com as agent). */
const harborAccount = async () => (await h.create(agent, usAccount())).account.id;

const agenciesOf = async (s: Session, accountId: string) => {
  const res = await s.inject({
    method: 'GET',
    url: `/api/account/v1/accounts/${accountId}/agencies`,
  });
  expect(res.statusCode).toBe(200);
  return AccountAgenciesResponseSchema.parse(res.json()).data.agencies;
};
const relationOf = (list: AccountAgenciesResponse['data']['agencies'], agencyId: string) =>
  list.find((a) => a.agencyId === agencyId)?.relation;

describe('list, assign, link and unlink', () => {
  it("lists the account's agencies with agencyName and agencyId", async () => {
    const id = await harborAccount();
    const list = await agenciesOf(agent, id);
    expect(list).toEqual([
      expect.objectContaining({
        agencyId: harbor,
        agencyName: 'Harbor Risk Partners',
        relation: 'ASSIGNED',
        agent: expect.objectContaining({ email: 'agent@example.com' }),
      }),
    ]);
    const foreign = await broker.inject({
      method: 'GET',
      url: `/api/account/v1/accounts/${id}/agencies`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('provider staff assign a new agency of record; the old one becomes LINKED', async () => {
    const id = await harborAccount();
    const res = await admin.inject({
      method: 'POST',
      url: `/api/account/v1/accounts/${id}/agencies`,
      payload: { agencyId: summit, agentEmail: 'wholesale@example.com', link: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Agency Summit Wholesale Brokers (Chicago) Assigned Successfully!',
    );
    const list = await agenciesOf(admin, id);
    expect(relationOf(list, summit)).toBe('ASSIGNED');
    expect(relationOf(list, harbor)).toBe('LINKED');
    expect(list.find((a) => a.agencyId === summit)?.agent?.email).toBe('wholesale@example.com');
  });

  it('links an agency, refuses an agent from elsewhere, and unlinks', async () => {
    const id = await harborAccount();
    const url = `/api/account/v1/accounts/${id}/agencies`;
    const wrongAgent = await admin.inject({
      method: 'POST',
      url,
      payload: { agencyId: thames, agentEmail: 'agent@example.com', link: true },
    });
    expect(wrongAgent.statusCode).toBe(400);
    expect(wrongAgent.json().message).toBe('The selected agent does not belong to this agency');
    const notAgency = await admin.inject({ method: 'POST', url, payload: { agencyId: acme } });
    expect(notAgency.statusCode).toBe(400);
    const linked = await admin.inject({
      method: 'POST',
      url,
      payload: { agencyId: thames, link: true },
    });
    expect(linked.json().message).toBe(
      'Agency Thames Cyber Brokers Ltd (London) Linked Successfully!',
    );
    expect(relationOf(await agenciesOf(admin, id), thames)).toBe('LINKED');
    expect(relationOf(await agenciesOf(admin, id), harbor)).toBe('ASSIGNED');
    // The linked brokerage now sees the account.
    expect((await agenciesOf(broker, id)).length).toBe(2);
    const byAgent = await agent.inject({ method: 'POST', url, payload: { agencyId: summit } });
    expect(byAgent.statusCode).toBe(403);
    const unlinked = await admin.inject({ method: 'DELETE', url: `${url}/${thames}` });
    expect(unlinked.statusCode).toBe(200);
    const gone = await broker.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('request access', () => {
  it('another agency requests, the holder admin approves; repeats and own clients are refused', async () => {
    const id = await harborAccount();
    const url = `/api/account/v1/accounts/${id}/agencies/request`;
    const req = await broker.inject({ method: 'POST', url });
    expect(req.statusCode).toBe(201);
    expect(relationOf(await agenciesOf(agent, id), thames)).toBe('REQUESTED');
    // Still not visible to the requester.
    const hidden = await broker.inject({ method: 'GET', url: `/api/account/v1/accounts/${id}` });
    expect(hidden.statusCode).toBe(404);
    const again = await broker.inject({ method: 'POST', url });
    expect(again.statusCode).toBe(409);
    const own = await agent.inject({ method: 'POST', url });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      message: 'This Client is already associated with someone else within your Agency!',
      detail: 'Please contact your Agency Admin',
    });
    const byAgent = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${id}/agencies/${thames}/approve`,
    });
    expect(byAgent.statusCode).toBe(403);
    const approved = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${id}/agencies/${thames}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    const visible = await broker.inject({ method: 'GET', url: `/api/account/v1/accounts/${id}` });
    expect(visible.statusCode).toBe(200);
  });

  it('the holder admin declines a request; an unknown account is a 404', async () => {
    const id = await harborAccount();
    await broker.inject({ method: 'POST', url: `/api/account/v1/accounts/${id}/agencies/request` });
    const declined = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/accounts/${id}/agencies/${thames}`,
    });
    expect(declined.statusCode).toBe(200);
    expect(relationOf(await agenciesOf(agent, id), thames)).toBeUndefined();
    // The holder admin cannot remove a full relation (provider staff only).
    const self = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/accounts/${id}/agencies/${harbor}`,
    });
    expect(self.statusCode).toBe(403);
    const unknown = await broker.inject({
      method: 'POST',
      url: '/api/account/v1/accounts/00000000-0000-4000-8000-000000000000/agencies/request',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('favourite and agent', () => {
  it('an agency toggles its favourite on its own relation', async () => {
    const id = await harborAccount();
    const url = `/api/account/v1/accounts/${id}/favourite`;
    const on = await agent.inject({ method: 'PUT', url, payload: { favourite: true } });
    expect(on.json().message).toBe('Added to favourites');
    expect((await agenciesOf(agent, id))[0]?.isFavourite).toBe(true);
    await agent.inject({ method: 'PUT', url, payload: { favourite: false } });
    expect((await agenciesOf(agent, id))[0]?.isFavourite).toBe(false);
    const foreign = await broker.inject({ method: 'PUT', url, payload: { favourite: true } });
    expect(foreign.statusCode).toBe(404);
  });

  it('the agency admin changes the agent; an agent cannot take a client someone else holds', async () => {
    const id = await harborAccount();
    const url = `/api/account/v1/accounts/${id}/agent`;
    const body = {
      accountId: id,
      accountName: 'x',
      contactFirstName: 'A',
      contactLastName: 'B',
      contactEmail: 'a@b.com',
      contactPhone: '6175550100',
      agentEmail: 'agencyadmin@example.com',
      agentFirstName: 'Dana',
      agentLastName: 'Whitfield',
      agentPhone: null,
    };
    const changed = await agencyAdmin.inject({ method: 'PUT', url, payload: body });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Agent assigned');
    expect((await agenciesOf(agent, id))[0]?.agent?.email).toBe('agencyadmin@example.com');
    const taken = await agent.inject({
      method: 'PUT',
      url,
      payload: { ...body, agentEmail: 'agent@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This Client is already associated with someone else within your Agency!',
      detail: 'Please contact your Agency Admin',
    });
    const outsider = await agencyAdmin.inject({
      method: 'PUT',
      url,
      payload: { ...body, agentEmail: 'broker@example.com' },
    });
    expect(outsider.statusCode).toBe(400);
    const provider = await admin.inject({
      method: 'PUT',
      url,
      payload: { ...body, agentEmail: 'agent@example.com' },
    });
    expect(provider.statusCode).toBe(200);
    expect((await agenciesOf(admin, id))[0]?.agent?.email).toBe('agent@example.com');
  });
});

describe('my agent', () => {
  it('an insured user sets and removes my agent among linked agencies only', async () => {
    const url = `/api/account/v1/accounts/${acme}/my-agent`;
    const notLinked = await customer.inject({ method: 'PUT', url, payload: { agencyId: thames } });
    expect(notLinked.statusCode).toBe(400);
    expect(notLinked.json().message).toBe('This agency is not linked to your account');
    const set = await customer.inject({ method: 'PUT', url, payload: { agencyId: harbor } });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Agent assigned');
    expect((await agenciesOf(customer, acme)).find((a) => a.agencyId === harbor)?.isMyAgent).toBe(
      true,
    );
    const removed = await customer.inject({ method: 'DELETE', url });
    expect(removed.json().message).toBe('Agent removed');
    expect((await agenciesOf(customer, acme)).some((a) => a.isMyAgent)).toBe(false);
    const byAgent = await agent.inject({ method: 'PUT', url, payload: { agencyId: harbor } });
    expect(byAgent.statusCode).toBe(403);
  });
});

describe('policyholder contact', () => {
  it('adds the contact, creates the user and sends the confirmation; then updates', async () => {
    const id = await harborAccount();
    const email = `contact.${Date.now()}@example.com`;
    const url = `/api/account/v1/accounts/${id}/contact`;
    const body = {
      accountId: id,
      agentFirstName: 'Jordan',
      agentLastName: 'Reyes',
      contactFirstName: 'Casey',
      contactLastName: 'Jones',
      contactEmail: email,
      contactPhone: '(617) 555-0177',
      addUserToSystem: true,
    };
    const added = await agent.inject({ method: 'PUT', url, payload: body });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Contact Added Successfully!');
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    const [membership] = await h.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user!.id));
    expect(membership?.organisationId).toBe(id);
    const link = await t.linkIn(email, 'user-confirmation');
    expect(link.pathname).toMatch(/^\/confirmUser\//);
    const [org] = await h.db.select().from(organisations).where(eq(organisations.id, id));
    expect(org).toMatchObject({ contactEmail: email, contactPhone: '6175550177' });

    const updated = await agent.inject({
      method: 'PUT',
      url,
      payload: { ...body, contactFirstName: 'Casey Ann' },
    });
    expect(updated.json().message).toBe('Contact Updated Successfully!');
    expect(await t.mailbox(email, 'user-confirmation')).toHaveLength(1);
  });

  it('refuses bad names, a user of another organisation, and other agencies', async () => {
    const id = await harborAccount();
    const url = `/api/account/v1/accounts/${id}/contact`;
    const body = {
      contactFirstName: 'Casey',
      contactLastName: 'Jones',
      contactEmail: 'wholesale@example.com',
      contactPhone: '6175550177',
      addUserToSystem: true,
    };
    const digits = await agent.inject({
      method: 'PUT',
      url,
      payload: { ...body, contactFirstName: 'C4sey' },
    });
    expect(digits.statusCode).toBe(400);
    expect(digits.body).toContain('Please enter only alphabets');
    const elsewhere = await agent.inject({ method: 'PUT', url, payload: body });
    expect(elsewhere.statusCode).toBe(409);
    const foreign = await broker.inject({
      method: 'PUT',
      url,
      payload: { ...body, addUserToSystem: false },
    });
    expect(foreign.statusCode).toBe(404);
    const byCustomer = await customer.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${acme}/contact`,
      payload: { ...body, addUserToSystem: false },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
