import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { firstCodeIn, firstLinkIn, type OutboundMessage } from '@cyber/domain';
import { fixedClock } from '../src/lib/clock.ts';
import { heldMessages } from '../src/modules/dev-mailbox/index.ts';
import { createMemoryStorage } from '../src/lib/storage.ts';

export const DEMO_PASSWORD = 'CyberDemo!2026';

/**
 * A fresh, seeded database per test file: embedded PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (the suite runs on both).
 */
export async function openTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A copy of the migrated, seeded template the global setup made (test/global-setup.ts).
    const template = inject('templateDatabase');
    return openDatabase({
      kind: 'pglite',
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the migrated, seeded template database the global setup made.
  await admin.query(`create database ${name} template ${inject('templatePostgresDatabase')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4, ...options });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export async function buildTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const clock = fixedClock(new Date());
  await prepareDatabase(database, config, clock);
  const storage = createMemoryStorage();
  const app: FastifyInstance = await buildApp({
    config,
    database,
    clock,
    logger: false,
    storage,
  });
  await app.ready();

  let ipCounter = 1;
  /** Each login comes from its own address unless told otherwise, so IP throttling stays apart. */
  const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  const login = (
    username: string,
    password = DEMO_PASSWORD,
    extra: Record<string, unknown> = {},
    ip = nextIp(),
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username, password, ...extra },
      remoteAddress: ip,
    });

  /** Sign in as a demo user and return tokens plus an inject bound to that user. */
  const signIn = async (username: string) => {
    const res = await login(username);
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    const tokens = res.json<{ accessToken: string; refreshToken: string }>();
    const inject = (opts: InjectOptions) =>
      app.inject({
        ...opts,
        headers: { ...opts.headers, authorization: `Bearer ${tokens.accessToken}` },
      });
    return { ...tokens, inject };
  };

  /**
   * Messages the dev mailbox holds for a recipient, newest first, read from the database (over
   * HTTP only a signed-in provider admin may read them; that route has its own tests).
   */
  const mailbox = async (to: string, template?: string): Promise<OutboundMessage[]> =>
    (await heldMessages(database.db, { page: 0, size: 100, to, template })).content;

  /** The newest message to a recipient (of a template), failing the test when there is none. */
  const lastMessage = async (to: string, template?: string): Promise<OutboundMessage> => {
    const [message] = await mailbox(to, template);
    if (!message) throw new Error(`no ${template ?? ''} message to ${to}`);
    return message;
  };

  /** The link of the newest message to a recipient, as a path with its query (for inject). */
  const linkIn = async (to: string, template?: string): Promise<URL> => {
    const link = firstLinkIn((await lastMessage(to, template)).text);
    if (!link) throw new Error(`no link in the message to ${to}`);
    return new URL(link);
  };

  /** The six-digit code of the newest message to a recipient. */
  const codeIn = async (to: string, template?: string): Promise<string> => {
    const code = firstCodeIn((await lastMessage(to, template)).text);
    if (!code) throw new Error(`no code in the message to ${to}`);
    return code;
  };

  return {
    app,
    clock,
    database,
    config,
    storage,
    login,
    signIn,
    mailbox,
    lastMessage,
    linkIn,
    codeIn,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** One operation of the app's OpenAPI document, with who may call it (`x-permission`). */
export type Operation = { method: HTTPMethods; path: string; permission: string };

/** Every operation of the app's OpenAPI document: what the matrix-style tests walk. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as HTTPMethods,
      path,
      permission: op['x-permission'] ?? 'missing',
    })),
  );
}

/** The permissions an access token carries (its `scopes` claim). */
export const scopesOf = (accessToken: string): string[] =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      scopes?: string[];
    }
  ).scopes ?? [];
