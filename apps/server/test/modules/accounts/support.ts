import { eq } from 'drizzle-orm';
import type { AccountCreateInput } from '@cyber/domain';
import {
  accountProfiles,
  agentLicenses,
  auditLog,
  organisations,
  users,
} from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helper.ts';

export type Session = Awaited<ReturnType<TestApp['signIn']>>;

let counter = 0;
/** A valid US account body with a unique name. */
export const usAccount = (overrides: Partial<AccountCreateInput> = {}): AccountCreateInput => ({
  region: 'US',
  name: `Test Account ${Date.now()}-${++counter}`,
  phone: '(617) 555-0100',
  physicalAddress: { address1: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' },
  mailingSameAsPhysical: true,
  ...overrides,
});

export const ukAccount = (overrides: Partial<AccountCreateInput> = {}): AccountCreateInput => ({
  region: 'UK',
  name: `UK Test Account ${Date.now()}-${++counter}`,
  phone: '+44 7911 123456',
  physicalAddress: {
    address1: '10 Downing Street',
    city: 'London',
    state: 'Greater London',
    zipCode: 'sw1a 2aa',
  },
  mailingSameAsPhysical: true,
  ...overrides,
});

export function accountHelpers(t: TestApp) {
  const db = t.database.db;
  const orgId = async (name: string) => {
    const [row] = await db.select().from(organisations).where(eq(organisations.name, name));
    if (!row) throw new Error(`no organisation ${name}`);
    return row.id;
  };
  const auditRows = (action: string) =>
    db.select().from(auditLog).where(eq(auditLog.action, action));
  const create = async (s: Session, body: AccountCreateInput) => {
    const res = await s.inject({ method: 'POST', url: '/api/account/v1/accounts', payload: body });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
    return res.json<{ message: string; account: { id: string } & Record<string, unknown> }>();
  };
  /** A licence for a demo agent of an agency in a state, valid for years. */
  const license = async (email: string, agencyName: string, state: string) => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    await db.insert(agentLicenses).values({
      agencyId: await orgId(agencyName),
      agentUserId: user.id,
      number: `LIC-${state}-${email}`,
      state,
      expirationDate: '2099-12-31',
    });
  };
  /** Fill what quoting needs: firmographics and a profile score of at least 4. */
  const makeQuotable = async (
    accountId: string,
    patch: Partial<typeof accountProfiles.$inferInsert> = {},
  ) => {
    await db
      .update(accountProfiles)
      .set({
        naicsCode: '541511',
        sicCode: '62020',
        totalRevenue: 5_000_000,
        noOfEmployees: 40,
        profileScore: 8,
        ...patch,
      })
      .where(eq(accountProfiles.organisationId, accountId));
  };
  return { db, orgId, auditRows, create, license, makeQuotable };
}

/** The seeded policyholder account (customer@example.com's, with Microsoft 365 connected). */
export async function acmeAccount(t: TestApp): Promise<{ id: string; cbid: string }> {
  const [row] = await t.database.db
    .select({ id: organisations.id, cbid: accountProfiles.cbid })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(eq(organisations.name, 'Acme Dental Group'));
  return row!;
}
