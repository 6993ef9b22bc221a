/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries one service call makes, for the benchmarks on
 * PostgreSQL (bench/uw-inbox.ts, bench/policies.ts). Not a test.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';

/**
 * Runs `run` once on a database handle whose logger captures every query (SQL and parameters),
 * then prints the plan of each, as PostgreSQL executes it, under `label`.
 */
export async function explain(url: string, label: string, run: (db: Database) => Promise<unknown>) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: { query: string; params: unknown[] }[] = [];
  const logged = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Database;
  await run(logged);
  for (const [n, { query, params }] of captured.entries()) {
    const plan = await pool.query(`explain (analyze, buffers) ${query}`, params);
    console.log(`\nEXPLAIN ${label}, query ${n + 1} of ${captured.length}`);
    console.log(`  ${query}\n  params: ${JSON.stringify(params)}`);
    for (const row of plan.rows as { 'QUERY PLAN': string }[])
      console.log(`  ${row['QUERY PLAN']}`);
  }
  await pool.end();
}
