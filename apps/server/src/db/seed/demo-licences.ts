import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  accountProfiles,
  agencyAccounts,
  agentLicenses,
  memberships,
  organisations,
} from '../schema/index.ts';

/**
 * Producer licences for the demo: every user of a US demo agency holds a resident or
 * non-resident licence in each state where the agency has accounts, valid for two more years,
 * so a new user can request quotes on any demo account (quoting checks the agent's licence).
 */
export async function seedDemoLicences(tx: Tx, options: { now: Date }) {
  const expires = new Date(options.now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 2);
  const expirationDate = expires.toISOString().slice(0, 10);
  const books = await tx
    .selectDistinct({ agencyId: agencyAccounts.agencyId, state: accountProfiles.state })
    .from(agencyAccounts)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, agencyAccounts.accountId))
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.agencyId))
    .where(and(eq(organisations.region, 'US'), isNotNull(accountProfiles.state)));
  const people = await tx
    .select({ userId: memberships.userId, agencyId: memberships.organisationId })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(organisations.accountType, 'AGENCY'), eq(organisations.region, 'US')));
  const rows = people.flatMap((person, p) =>
    books
      .filter((book) => book.agencyId === person.agencyId && /^[A-Z]{2}$/.test(book.state!))
      .map((book) => ({
        agencyId: person.agencyId,
        agentUserId: person.userId,
        number: `PL${book.state}${String(100_000 + p * 97).slice(-6)}`,
        state: book.state!,
        expirationDate,
        createdAt: options.now,
        updatedAt: options.now,
      })),
  );
  if (rows.length > 0) await tx.insert(agentLicenses).values(rows).onConflictDoNothing();
}
