/**
 * Bulk-upload benchmark (DESIGN §8: a 5 MB CSV imports in under 10 s). Not a test.
 *   npx tsx bench/bulk-upload.ts                 # embedded PGlite, migrated and seeded
 *   DATABASE_URL=postgres://… npx tsx bench/bulk-upload.ts   # a PostgreSQL database (it writes!)
 * Generates a ~5 MB CSV of valid accounts and imports it through the service as agent@example.com.
 */
import { eq } from 'drizzle-orm';
import { BULK_UPLOAD_MAX_BYTES, type AccountType } from '@cyber/domain';
import { prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { memberships, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';
import type { AccessClaims } from '../apps/server/src/lib/tokens.ts';
import { uploadAccounts } from '../apps/server/src/modules/tags-bulk-upload/services/upload-accounts.ts';

const BUDGET_SECONDS = 10;

function generateCsv(run: string): { bytes: Buffer; rows: number } {
  const lines = ['Name,Address1,City,State,ZipCode,Phone,DomainName,NoOfEmployees,TotalRevenue'];
  let size = lines[0]!.length + 2;
  let i = 0;
  for (;;) {
    const line = `Bench Company ${run}-${i},${100 + (i % 900)} Main Street,Boston,MA,0211${i % 10},(617) 555-${String(i % 10000).padStart(4, '0')},bench${run}x${i}.com,${1 + (i % 500)},${1_000_000 + i}`;
    if (size + line.length + 2 > BULK_UPLOAD_MAX_BYTES) break;
    lines.push(line);
    size += line.length + 2;
    i++;
  }
  return { bytes: Buffer.from(lines.join('\r\n') + '\r\n'), rows: i };
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'postgres', url, max: 4 })
    : await openDatabase({ kind: 'pglite' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await prepareDatabase(database, config, systemClock);
  const db = database.db;
  const [agent] = await db
    .select({ userId: users.id, organisationId: memberships.organisationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'agent@example.com'));
  if (!agent) throw new Error('agent@example.com is not seeded');

  const run = Date.now().toString(36);
  const { bytes, rows } = generateCsv(run);
  const claims = {
    sub: agent.userId,
    accountId: agent.organisationId,
    accountType: 'AGENCY' as AccountType,
    scopes: ['account:manage'],
  } as unknown as AccessClaims;
  const caller = {
    claims,
    actor: {
      userId: agent.userId,
      accountId: agent.organisationId,
      subscriberAccountId: agent.organisationId,
    },
  };
  const started = performance.now();
  const result = await uploadAccounts(
    { db, clock: systemClock, storage: createMemoryStorage() },
    caller,
    { fileName: 'bench.csv', bytes },
    { tags: [], redAccounts: false },
    { ip: '127.0.0.1', requestId: 'bench' },
  );
  const seconds = (performance.now() - started) / 1000;
  const { numSuccess, numFailure } = result.upload;
  console.log(
    `driver=${url ? 'postgres' : 'pglite'} file=${(bytes.length / 1024 / 1024).toFixed(2)} MB rows=${rows} ` +
      `created=${numSuccess} rejected=${numFailure} seconds=${seconds.toFixed(2)} ` +
      `rows/s=${Math.round(rows / seconds)} budget=${BUDGET_SECONDS}s ${seconds <= BUDGET_SECONDS ? 'OK' : 'OVER BUDGET'}`,
  );
  await database.close();
}

await main();
