import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPageSchema, type AccountPage } from '@cyber/domain';
import { agencyAccounts } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from './support.ts';

// The accounts list's contains search (name, number, city, domain). An agency's search starts
// from its own links' copy of those columns (agency_accounts.search_key, migration 0013): it
// must find exactly what the provider's search finds among the agency's accounts.

let t: TestApp;
let h: ReturnType<typeof accountHelpers>;
let agent: Session;
let admin: Session;
let broker: Session;
beforeAll(async () => {
  t = await buildTestApp();
  h = accountHelpers(t);
  [agent, admin, broker] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('broker@example.com'),
  ]);
});
afterAll(() => t.close());

const list = async (s: Session, query: string): Promise<AccountPage> => {
  const res = await s.inject({ method: 'GET', url: `/api/account/v1/accounts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return AccountPageSchema.parse(res.json());
};
const names = (page: AccountPage) => page.content.map((a) => a.name);
const q = (search: string) => `search=${encodeURIComponent(search)}&size=100`;

describe('accounts list contains search', () => {
  it("an agency finds what provider staff find among the agency's accounts, in the same order", async () => {
    const created = await h.create(
      agent,
      usAccount({
        name: 'Orrery Instruments Co',
        domainName: 'orrery-instruments.com',
        physicalAddress: {
          address1: '9 Elm St',
          city: 'Northampton',
          state: 'MA',
          zipCode: '01060',
        },
      }),
    );
    const cbid = String(created.account.cbid);
    const visible = new Set((await list(agent, 'size=100')).content.map((a) => a.id));
    expect(visible.size).toBeLessThan(100);
    for (const search of [
      'orrery',
      'ORRERY',
      'Instruments co',
      'northAMPTON',
      'rery-instr',
      cbid,
      cbid.slice(3).toLowerCase(),
      'a',
      'e',
      'dental',
      'boston',
      '.com',
      '%',
      '_',
      'no such account',
    ]) {
      const mine = await list(agent, q(search));
      const everyone = await list(admin, q(search));
      const expected = everyone.content.filter((a) => visible.has(a.id)).map((a) => a.id);
      expect(
        mine.content.map((a) => a.id),
        search,
      ).toEqual(expected);
      expect(mine.totalElements, search).toBe(expected.length);
    }
    expect(names(await list(agent, q('orrery')))).toEqual(['Orrery Instruments Co']);
    expect(names(await list(agent, q(cbid)))).toEqual(['Orrery Instruments Co']);
    expect(names(await list(agent, q('orrery-instr')))).toEqual(['Orrery Instruments Co']);
    expect(names(await list(agent, q('Northampton')))).toEqual(['Orrery Instruments Co']);
    // Another agency's search does not find it.
    expect((await list(broker, q('orrery'))).totalElements).toBe(0);
  });

  it('follows renames and profile edits, and links made later', async () => {
    const { account } = await h.create(
      agent,
      usAccount({
        name: 'Quasar Widgets Ltd',
        physicalAddress: { address1: '1 Main St', city: 'Lowell', state: 'MA', zipCode: '01852' },
      }),
    );
    expect(names(await list(agent, q('quasar')))).toEqual(['Quasar Widgets Ltd']);
    const res = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/accounts/${account.id}`,
      payload: usAccount({
        name: 'Nebula Gadgets Ltd',
        domainName: 'nebula-gadgets.com',
        physicalAddress: {
          address1: '1 Main St',
          city: 'Worcester',
          state: 'MA',
          zipCode: '01608',
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(agent, q('quasar'))).totalElements).toBe(0);
    expect((await list(agent, q('lowell'))).totalElements).toBe(0);
    for (const search of ['nebula gadgets', 'worcester', 'nebula-gadgets.com']) {
      expect(names(await list(agent, q(search))), search).toEqual(['Nebula Gadgets Ltd']);
    }

    // A link made afterwards (LINKED) is searchable at once; a REQUESTED one is not visible.
    const thames = await h.orgId('Thames Cyber Brokers Ltd');
    await h.db
      .insert(agencyAccounts)
      .values({ agencyId: thames, accountId: account.id, relation: 'REQUESTED' });
    expect((await list(broker, q('nebula'))).totalElements).toBe(0);
    const wholesale = await t.signIn('wholesale@example.com');
    const summit = await h.orgId('Summit Wholesale Brokers');
    await h.db
      .insert(agencyAccounts)
      .values({ agencyId: summit, accountId: account.id, relation: 'LINKED' });
    expect(names(await list(wholesale, q('worcester')))).toEqual(['Nebula Gadgets Ltd']);
  });
});
