import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * Migrate and seed one embedded database before the run and hand its dump to every test file:
 * each file still gets its own fresh database, loaded from the dump instead of replaying every
 * migration and the demo seed (seconds per file on a small machine). PostgreSQL runs are not
 * affected.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await prepareDatabase(database, config);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'cyber-test-db-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
