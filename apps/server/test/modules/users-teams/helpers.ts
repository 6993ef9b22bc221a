import { eq } from 'drizzle-orm';
import { organisations, users } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helper.ts';

export const NEW_PASSWORD = 'Harbour-Lights-42';

/** Ids of demo records by name / e-mail. */
export function lookups(t: TestApp) {
  const db = t.database.db;
  return {
    orgId: async (name: string) =>
      (await db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id,
    userId: async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]!.id,
  };
}

/** A valid user form for the US. */
export const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  role: 'agent',
  firstName: 'Casey',
  lastName: 'Created',
  email,
  phoneCountry: 'US',
  phone: '(617) 555-0199',
  primaryContact: false,
  billingContact: false,
  ...extra,
});
