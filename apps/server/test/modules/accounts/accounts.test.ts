import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPageSchema, AccountSchema, type Account } from '@cyber/domain';
import { accountProfiles, agencyAccounts } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, ukAccount, type Session } from './support.ts';

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let admin: Session;
let broker: Session;
let customer: Session;
let harbor: string;
let thames: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, admin, broker, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
  ]);
  harbor = await h.orgId('Harbor Risk Partners');
  thames = await h.orgId('Thames Cyber Brokers Ltd');
});
afterAll(() => t.close());

const get = (s: Session, id: string) =>
  s.inject({ method: 'GET', url: `/api/account/v1/accounts/${id}` });

describe('create', () => {
  it('an agent creates an account linked ASSIGNED to the agency with the agent', async () => {
    const body = usAccount({ name: '  Northwind Bakery  ', phone: '617.555.0123' });
    const res = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { message, account } = res.json<{ message: string; account: Account }>();
    expect(message).toBe('Account Created Successfully!');
    AccountSchema.parse(account);
    expect(account.name).toBe('Northwind Bakery');
    expect(account.cbid).toMatch(/^CB-\d{7}$/);
    expect(account.phone).toBe('6175550123');
    expect(account.agencies).toHaveLength(1);
    expect(account.agencies[0]).toMatchObject({
      agencyId: harbor,
      relation: 'ASSIGNED',
      agent: { emailAddress: 'agent@example.com' },
    });
    const links = await h.db
      .select()
      .from(agencyAccounts)
      .where(eq(agencyAccounts.accountId, account.id));
    expect(links).toEqual([expect.objectContaining({ agencyId: harbor, relation: 'ASSIGNED' })]);
    expect((await h.auditRows('account.create')).some((r) => r.entityId === account.id)).toBe(true);
    // The profile score is stored on the write: address + phone = 2.
    const [profile] = await h.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, account.id));
    expect(profile!.profileScore).toBe(2);
  });

  it('a duplicate (same name, state and zip, any case) is a 409', async () => {
    const body = usAccount();
    await h.create(agent, body);
    const again = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: { ...body, name: body.name.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This Client is already associated with someone else within your Agency!',
    );
    const fromProvider = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: body,
    });
    expect(fromProvider.statusCode).toBe(409);
    const fromOtherAgency = await (
      await t.signIn('wholesale@example.com')
    ).inject({ method: 'POST', url: '/api/account/v1/accounts', payload: body });
    expect(fromOtherAgency.json().message).toBe(
      'The Client is already associated with another Agency!',
    );
    // Another zip is another location: allowed.
    const elsewhere = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: { ...body, physicalAddress: { ...body.physicalAddress, zipCode: '02111' } },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('provider staff may place the account with an agency, agent and team', async () => {
    const summit = await h.orgId('Summit Wholesale Brokers');
    const wholesale = await t.signIn('wholesale@example.com');
    const me = (await wholesale.inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{
      id: string;
    }>();
    const { account } = await h.create(admin, usAccount({ agencyId: summit, agentUserId: me.id }));
    expect((account as unknown as Account).agencies[0]).toMatchObject({
      agencyId: summit,
      agent: { id: me.id },
    });
    // An agent of another agency is refused.
    const agentMe = (await agent.inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{
      id: string;
    }>();
    const wrong = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: usAccount({ agencyId: summit, agentUserId: agentMe.id }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The selected agent does not belong to the agency.');
    const notAgency = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: usAccount({ agencyId: await h.orgId('Acme Dental Group') }),
    });
    expect(notAgency.json().message).toBe('The selected agency is invalid.');
  });

  it('an agency user cannot place the account with another agency', async () => {
    const summit = await h.orgId('Summit Wholesale Brokers');
    const { account } = await h.create(agent, usAccount({ agencyId: summit }));
    expect((account as unknown as Account).agencies.map((a) => a.agencyId)).toEqual([harbor]);
  });

  it('customers cannot create accounts', async () => {
    const res = await customer.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: usAccount(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('the MSSP variant links the account to the MSSP; only MSSPs may call it', async () => {
    const mssp = await t.signIn('mssp@example.com');
    const body = {
      state: 'NY',
      name: 'Hudson Security Clients Inc',
      phone: '2125550100',
      address1: '5 Wall St',
      city: 'New York',
      zipCode: '10005',
    };
    const res = await mssp.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { account } = res.json<{ account: Account }>();
    expect((await get(mssp, account.id)).statusCode).toBe(200);
    expect((await get(agent, account.id)).statusCode).toBe(404);
    const again = await mssp.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    const known = await mssp.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: { ...body, name: 'Another Name', cbid: account.cbid },
    });
    expect(known.statusCode).toBe(409);
    expect(known.json().message).toBe('Cannot create account.');
    const asAgent = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: { ...body, name: 'Agent Try' },
    });
    expect(asAgent.statusCode).toBe(403);
    const bad = await mssp.inject({
      method: 'POST',
      url: '/api/account/v1/mssp/accounts',
      payload: { ...body, name: 'Bad Zip', zipCode: '00000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toContain('Invalid ZIP Code');
  });
});

describe('visibility', () => {
  it("another agency's account is a 404 for get, update, delete, notes and score", async () => {
    const { account } = await h.create(agent, usAccount());
    const url = `/api/account/v1/accounts/${account.id}`;
    expect((await broker.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await broker.inject({
          method: 'PUT',
          url,
          payload: usAccount({ name: 'Stolen' }),
        })
      ).statusCode,
    ).toBe(404);
    expect((await broker.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await broker.inject({ method: 'GET', url: `${url}/notes` })).statusCode).toBe(404);
    expect((await broker.inject({ method: 'GET', url: `${url}/score` })).statusCode).toBe(404);
    const search = await broker.inject({
      method: 'GET',
      url: `/api/account/v1/accounts/search?search=${encodeURIComponent(String(account.name))}`,
    });
    expect(search.json().totalElements).toBe(0);
  });

  it('provider staff see every account; agencies their own; a customer only its own', async () => {
    const all = AccountPageSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/account/v1/accounts?size=100' })).json(),
    );
    expect(all.totalElements).toBeGreaterThanOrEqual(21);
    expect(all.content.some((a) => a.region === 'UK')).toBe(true);

    const mine = AccountPageSchema.parse(
      (await broker.inject({ method: 'GET', url: '/api/account/v1/accounts?size=100' })).json(),
    );
    expect(mine.content.length).toBeGreaterThanOrEqual(4);
    expect(mine.content.every((a) => a.agencyName === 'Thames Cyber Brokers Ltd')).toBe(true);
    void thames;

    const own = AccountPageSchema.parse(
      (await customer.inject({ method: 'GET', url: '/api/account/v1/accounts' })).json(),
    );
    expect(own.content.map((a) => a.name)).toEqual(['Acme Dental Group']);
    const other = all.content.find((a) => a.name === 'Beacon Hill Pediatrics')!;
    expect((await get(customer, other.id)).statusCode).toBe(404);
    expect((await get(customer, own.content[0]!.id)).statusCode).toBe(200);
  });

  it('a LINKED agency sees the account too', async () => {
    const wholesale = await t.signIn('wholesale@example.com');
    const res = await wholesale.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=Bayview',
    });
    expect(res.json().content.map((a: { name: string }) => a.name)).toEqual(['Bayview Logistics']);
  });

  it('the list filters by the header team and sorts', async () => {
    const me = (await agent.inject({ method: 'GET', url: '/api/auth/v1/teams/mine' })).json();
    void me;
    const [newBusiness] = await h.db
      .select({ teamId: agencyAccounts.teamId })
      .from(agencyAccounts)
      .where(eq(agencyAccounts.agencyId, harbor));
    const teamId = newBusiness!.teamId!;
    const res = AccountPageSchema.parse(
      (
        await agent.inject({
          method: 'GET',
          url: `/api/account/v1/accounts?teamId=${teamId}&sort=name,asc&size=100`,
        })
      ).json(),
    );
    expect(res.content.length).toBeGreaterThan(0);
    expect(res.content.every((a) => a.teamName === res.content[0]!.teamName)).toBe(true);
    const names = res.content.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('search', () => {
  it('searches by name prefix, state, city and zip; page size 10 by default', async () => {
    const res = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=beacon&state=MA',
    });
    expect(res.statusCode).toBe(200);
    const page = AccountPageSchema.parse(res.json());
    expect(page.size).toBe(10);
    expect(page.content[0]).toMatchObject({ name: 'Beacon Hill Pediatrics', state: 'MA' });
    const byZip = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?zipCode=0211&city=bos',
    });
    expect(byZip.statusCode, byZip.body).toBe(200);
    expect(byZip.json().content.every((a: { city: string }) => a.city === 'Boston')).toBe(true);
    const uk = await broker.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?country=GBR&search=mersey',
    });
    expect(uk.json().content[0].name).toBe('Mersey Freight Forwarding Ltd');
  });

  it('finds a renamed account by its new name, exact name first, a lower-case state code too', async () => {
    const { account } = await h.create(agent, usAccount({ name: 'Quillfeather Studio' }));
    await h.create(agent, usAccount({ name: 'Quillfeather Studio Annex' }));
    const renamed = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${account.id}`,
      payload: usAccount({ name: 'Zephyrine Quill Works' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const search = async (query: string) =>
      AccountPageSchema.parse(
        (
          await agent.inject({ method: 'GET', url: `/api/account/v1/accounts/search?${query}` })
        ).json(),
      );
    const byNew = await search('search=zephyrine%20q&state=ma');
    expect(byNew.content.map((a) => a.id)).toEqual([account.id]);
    expect((await search('search=Quillfeather%20Studio')).content.map((a) => a.name)).toEqual([
      'Quillfeather Studio Annex',
    ]);
    await h.create(agent, usAccount({ name: 'Quillfeather Studio' }));
    const names = (await search('search=quillfeather')).content.map((a) => a.name);
    expect(names).toEqual(['Quillfeather Studio', 'Quillfeather Studio Annex']);
    // Another organisation sees none of them.
    const other = await broker.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=zephyrine',
    });
    expect(other.json().totalElements).toBe(0);
  });
});

describe('update', () => {
  it('saves firmographics; the mailing address mirrors the physical one when same', async () => {
    const { account } = await h.create(agent, usAccount());
    const url = `/api/account/v1/accounts/${account.id}`;
    const res = await agent.inject({
      method: 'PUT',
      url,
      payload: usAccount({
        name: String(account.name),
        entityType: 'Subsidiary',
        ownershipType: 'Private',
        noOfEmployees: 50,
        yearEstablished: 2001,
        naicsCode: '541511',
        totalRevenue: 2_500_000,
        domainName: 'https://Northwind-Traders.com/about',
        otherDomains: 'northwind.io, northwind-traders.net',
        physicalAddress: { address1: '9 Elm St', city: 'Cambridge', state: 'ma', zipCode: '02139' },
        mailingSameAsPhysical: true,
        mailingAddress: { address1: 'PO Box 1', city: 'Nowhere', state: 'NY', zipCode: '10001' },
      }),
    });
    expect(res.statusCode).toBe(200);
    const saved = AccountSchema.parse(res.json());
    expect(saved.domainName).toBe('northwind-traders.com');
    expect(saved.otherDomains).toEqual(['northwind.io', 'northwind-traders.net']);
    expect(saved.physicalAddress).toMatchObject({ city: 'Cambridge', state: 'MA' });
    expect(saved.mailingAddress).toMatchObject({
      address1: '9 Elm St',
      city: 'Cambridge',
      zipCode: '02139',
    });
    // address, phone, domain, industry, revenue, employees, year, entity, ownership = 9
    expect(saved.profileScore).toBe(9);
    expect(saved.canQuote).toBe(true);

    const separate = await agent.inject({
      method: 'PUT',
      url,
      payload: usAccount({
        name: String(account.name),
        mailingSameAsPhysical: false,
        mailingAddress: { address1: 'PO Box 77', city: 'Albany', state: 'NY', zipCode: '12207' },
      }),
    });
    expect(separate.statusCode).toBe(200);
    expect(separate.json().mailingAddress).toMatchObject({ address1: 'PO Box 77', city: 'Albany' });
    expect((await get(agent, account.id)).json().mailingSameAsPhysical).toBe(false);
    expect((await h.auditRows('account.update')).length).toBeGreaterThan(0);
  });

  it('requires the mailing address when it is not the physical one', async () => {
    const { account } = await h.create(agent, usAccount());
    const res = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${account.id}`,
      payload: usAccount({ mailingSameAsPhysical: false, mailingAddress: {} }),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors.join('\n');
    expect(errors).toContain('Mailing address is required');
    expect(errors).toContain('Mailing city is required');
    expect(errors).toContain('Mailing zip code is required');
  });

  it('the region cannot change', async () => {
    const { account } = await h.create(agent, usAccount());
    const res = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${account.id}`,
      payload: ukAccount(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The region of an account cannot be changed.');
  });
});

describe('UK accounts', () => {
  it('a UK brokerage creates an account with a postcode, +44 phone and SIC code', async () => {
    const { account } = await h.create(broker, ukAccount({ sicCode: '62012' }));
    const a = account as unknown as Account;
    expect(a.region).toBe('UK');
    expect(a.physicalAddress.zipCode).toBe('SW1A 2AA');
    expect(a.physicalAddress.country).toBe('GBR');
    expect(a.phone).toBe('+447911123456');
    expect(a.sicCode).toBe('62012');
  });

  it('an unverifiable UK address is refused; provider staff may confirm it', async () => {
    const body = ukAccount({
      physicalAddress: { address1: '1 High St', city: 'Nowhere', zipCode: 'QQ1 1AA' },
    });
    const res = await broker.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: { ...body, addressConfirmed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Unable to verify address',
      errors: ['Postcode'],
    });
    const confirmed = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: { ...body, addressConfirmed: true },
    });
    expect(confirmed.statusCode).toBe(201);
  });
});

describe('delete', () => {
  it('an agency admin removes the account from the agency book; an agent may not', async () => {
    const { account } = await h.create(agent, usAccount());
    const url = `/api/account/v1/accounts/${account.id}`;
    expect((await agent.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    const res = await agencyAdmin.inject({ method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account Deleted Successfully!');
    expect((await get(agent, account.id)).statusCode).toBe(404);
    // Provider staff still see it (it is only out of Harbor's book).
    expect((await get(admin, account.id)).statusCode).toBe(200);
  });

  it('provider staff delete the account for everyone (kept for the record)', async () => {
    const { account } = await h.create(agent, usAccount());
    const url = `/api/account/v1/accounts/${account.id}`;
    const res = await admin.inject({ method: 'DELETE', url });
    expect(res.json().message).toBe('Account Deleted Successfully!');
    expect((await get(admin, account.id)).statusCode).toBe(404);
    expect((await get(agent, account.id)).statusCode).toBe(404);
    const [profile] = await h.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, account.id));
    expect(profile!.accountStatus).toBe('DELETED');
    expect((await h.auditRows('account.delete')).some((r) => r.entityId === account.id)).toBe(true);
  });
});
