/**
 * Bulk-upload benchmark (DESIGN §8: a 5 MB CSV imports in under 10 s, with progress shown). Not
 * a test.
 *   npx tsx bench/bulk-upload.ts                      # embedded PGlite (in memory), migrated and seeded
 *   npx tsx bench/bulk-upload.ts --format=xlsx        # the same rows as a workbook
 *   DATABASE_URL=postgres://… npx tsx bench/bulk-upload.ts   # a PostgreSQL database (it writes!)
 * Generates a file of valid accounts just under 5 MB and imports it through the service as
 * agent@example.com, while a poller reads the upload's history row the way the screen does.
 * Prints rows, bytes, wall and CPU seconds, rows/s and the progress the poller saw.
 */
import { and, desc, eq } from 'drizzle-orm';
import { BULK_UPLOAD_MAX_BYTES, type AccountType } from '@cyber/domain';
import { prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { bulkUploads, memberships, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';
import type { AccessClaims } from '../apps/server/src/lib/tokens.ts';
import { uploadAccounts } from '../apps/server/src/modules/tags-bulk-upload/services/upload-accounts.ts';

const BUDGET_SECONDS = 10;
const HEADER = [
  'Name',
  'Address1',
  'City',
  'State',
  'ZipCode',
  'Phone',
  'DomainName',
  'NoOfEmployees',
  'TotalRevenue',
];

const rowOf = (run: string, i: number) => [
  `Bench Company ${run}-${i}`,
  `${100 + (i % 900)} Main Street`,
  'Boston',
  'MA',
  `0211${i % 10}`,
  `(617) 555-${String(i % 10000).padStart(4, '0')}`,
  `bench${run}x${i}.com`,
  String(1 + (i % 500)),
  String(1_000_000 + i),
];

/** As many rows as fit in 5 MB of CSV. */
function generateRows(run: string): string[][] {
  const rows: string[][] = [];
  let size = HEADER.join(',').length + 2;
  for (let i = 0; ; i++) {
    const row = rowOf(run, i);
    const length = row.join(',').length + 2;
    if (size + length > BULK_UPLOAD_MAX_BYTES) return rows;
    rows.push(row);
    size += length;
  }
}

async function fileOf(format: string, rows: string[][]): Promise<Buffer> {
  if (format === 'csv') {
    return Buffer.from([HEADER, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n');
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Accounts');
  sheet.addRow(HEADER);
  // Numbers as numbers and the ZIP code as text, as a user's sheet would hold them.
  for (const r of rows) sheet.addRow([...r.slice(0, 7), Number(r[7]), Number(r[8])]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  if (bytes.length > BULK_UPLOAD_MAX_BYTES) {
    throw new Error(`the workbook is ${bytes.length} bytes, over the 5 MB limit`);
  }
  return bytes;
}

async function main() {
  const format = /--format=(\w+)/.exec(process.argv.join(' '))?.[1] ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw new Error('--format is csv or xlsx');
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
  const rows = generateRows(run);
  const bytes = await fileOf(format, rows);
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
    ctx: { ip: '127.0.0.1', requestId: 'bench' },
  };

  // The screen polls the history while a row is PROCESSING; so does the bench.
  const seen: number[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const [row] = await db
        .select({ success: bulkUploads.numSuccess, failure: bulkUploads.numFailure })
        .from(bulkUploads)
        .where(
          and(
            eq(bulkUploads.organisationId, agent.organisationId),
            eq(bulkUploads.status, 'PROCESSING'),
          ),
        )
        .orderBy(desc(bulkUploads.uploadTime))
        .limit(1);
      if (row && seen.at(-1) !== row.success + row.failure) seen.push(row.success + row.failure);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await uploadAccounts(
    { db, clock: systemClock, storage: createMemoryStorage() },
    caller,
    { fileName: `bench.${format}`, bytes },
    { tags: [], redAccounts: false },
    { ip: '127.0.0.1', requestId: 'bench' },
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  polling = false;
  await poll;
  const { numSuccess, numFailure } = result.upload;
  console.log(
    [
      `driver=${url ? 'postgres' : 'pglite'}`,
      `format=${format}`,
      `rows=${rows.length}`,
      `bytes=${bytes.length} (${(bytes.length / 1024 / 1024).toFixed(2)} MB)`,
      `created=${numSuccess}`,
      `rejected=${numFailure}`,
      `seconds=${seconds.toFixed(2)}`,
      `cpu=${((cpu.user + cpu.system) / 1e6).toFixed(2)}s`,
      `rows/s=${Math.round(rows.length / seconds)}`,
      `progress=[${seen.join(', ')}]`,
      `budget=${BUDGET_SECONDS}s ${seconds <= BUDGET_SECONDS ? 'OK' : 'OVER BUDGET'}`,
    ].join(' '),
  );
  await database.close();
}

await main();
