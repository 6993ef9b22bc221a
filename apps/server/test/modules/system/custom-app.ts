import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, prepareDatabase } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { fixedClock } from '../../../src/lib/clock.ts';
import { createMemoryStorage } from '../../../src/lib/storage.ts';
import { openTestDatabase } from '../../helper.ts';

/**
 * An app as `buildTestApp` makes it, but not ready yet, so a test may add its own routes, and
 * with its log going to a stream when given one (the lifecycle and logging tests).
 */
export async function buildCustomApp(
  options: { env?: Record<string, string>; logger?: DestinationStream } = {},
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logger ? 'info' : 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent-web-dist',
    ...options.env,
  });
  const clock = fixedClock(new Date());
  await prepareDatabase(database, config, clock);
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.logger ?? false,
    storage: createMemoryStorage(),
  });
  return { app, database };
}

/** A promise and the function that resolves it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
