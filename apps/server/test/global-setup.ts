import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import pg from 'pg';

/**
 * Migrate and seed one embedded database before the run and hand its dump to every test file:
 * each file still gets its own fresh database, loaded from the dump instead of replaying every
 * migration and the demo seed (seconds per file on a small machine). On PostgreSQL the same
 * template is a database that each test file copies with `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return setupPostgresTemplate(project, adminUrl);
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

async function setupPostgresTemplate(project: TestProject, adminUrl: string) {
  const name = `cyber_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy: a template database must have no open sessions.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
  await prepareDatabase(database, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  await database.close();
  project.provide('templatePostgresDatabase', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    templatePostgresDatabase: string;
  }
}
