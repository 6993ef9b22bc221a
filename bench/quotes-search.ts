/**
 * QUOTES tab benchmark (issue budget: p95 under 50 ms with 2,000,000 quotes in PostgreSQL). Not a
 * test.
 *   npx tsx bench/quotes-search.ts
 *   DATABASE_URL=postgres://… npx tsx bench/quotes-search.ts
 * Without DATABASE_URL it uses (and creates) the database `bench_quotes` on the local PostgreSQL
 * at 127.0.0.1:5432. It migrates and seeds the demo data, then tops the quotes up to BENCH_QUOTES
 * (default 2,000,000) over 100,000 generated insureds and 200 generated agencies — the demo
 * agent's agency holding 2 % of them, spread over its teams — and times the QUOTES tab search
 * through the service as the agent (my agency, current team, all my teams, with the quote-type
 * and status-group filters, a company/quote-number search and a deep page) and as provider
 * staff. Prints p50/p95/p99. The database, the generated data and the timing loop are shared with
 * bench/uw-inbox.ts (bench/support/quotes-data.ts).
 */
import { and, count, eq, like } from 'drizzle-orm';
import { membershipTeams, quotes, teams } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import type { QuotesDeps } from '../apps/server/src/modules/quotes/quotes.context.ts';
import { searchQuotes } from '../apps/server/src/modules/quotes/services/search-quotes.ts';
import {
  BUDGET_MS,
  callerOf,
  ensureDatabase,
  ITERATIONS,
  TARGET,
  time,
  topUp,
} from './support/quotes-data.ts';
import { openBenchDatabase } from './support/bench-db.ts';

async function main() {
  const url = await ensureDatabase();
  const { database, db, member } = await openBenchDatabase(url);
  const agent = await member('agent@example.com');
  const admin = await member('admin@example.com');
  const agencyTeams = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.organisationId, agent.organisationId));
  const myTeams = await db
    .select({ id: membershipTeams.teamId })
    .from(membershipTeams)
    .where(eq(membershipTeams.membershipId, agent.membershipId));
  if (agencyTeams.length === 0 || myTeams.length === 0) throw new Error('the agent has no team');

  const [generated] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(like(quotes.quoteNumber, 'QB-%')));
  if ((generated?.n ?? 0) < TARGET) {
    console.log(`Generating ${TARGET - (generated?.n ?? 0)} quotes…`);
    await topUp(
      url,
      agent.organisationId,
      agencyTeams.map((t) => t.id),
      generated?.n ?? 0,
    );
  }
  const [all] = await db.select({ n: count() }).from(quotes);
  const [mine] = await db
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.agencyId, agent.organisationId));
  console.log(
    `quotes=${all?.n} (agent's agency ${mine?.n}) iterations=${ITERATIONS} budget p95<${BUDGET_MS} ms`,
  );

  const deps = { db, clock: systemClock } as unknown as QuotesDeps;
  const agentCaller = callerOf(agent, 'AGENCY');
  const adminCaller = callerOf(admin, 'COWBELL');
  const page = { page: 0, size: 20 } as const;
  const groups = ['ACTIVE', 'INVALID', 'LOST', 'DECLINED'] as const;

  await time('agent: my agency, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'AGENCY' }),
  );
  await time('agent: current team, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'CURRENT_TEAM', teamId: myTeams[0]!.id }),
  );
  await time('agent: all my teams, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'MY_TEAMS' }),
  );
  await time('agent: my agency, status group', (i) =>
    searchQuotes(deps, agentCaller, { ...page, statusGroup: groups[i % groups.length]! }),
  );
  await time('agent: my agency, renewals', () =>
    searchQuotes(deps, agentCaller, { ...page, quoteType: 'RENEWAL' }),
  );
  await time('agent: my agency, renewals in a status group', (i) =>
    searchQuotes(deps, agentCaller, {
      ...page,
      quoteType: 'RENEWAL',
      statusGroup: groups[i % groups.length]!,
    }),
  );
  await time('agent: quote number search', (i) =>
    searchQuotes(deps, agentCaller, {
      ...page,
      search: `QB-${String((i % 40) * 50).padStart(9, '0')}`,
    }),
  );
  await time('agent: page 50', () => searchQuotes(deps, agentCaller, { page: 50, size: 20 }));
  await time('provider: all quotes, first page', () => searchQuotes(deps, adminCaller, page));
  await time('provider: status group, first page', (i) =>
    searchQuotes(deps, adminCaller, { ...page, statusGroup: groups[i % groups.length]! }),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
