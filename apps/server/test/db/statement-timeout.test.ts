import { MESSAGES } from '@cyber/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { openTestDatabase } from '../helper.ts';

describe('one slow query must not stall everyone', () => {
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL cancels a statement past the statement timeout',
    async () => {
      // A throwaway copy of the test template, never the server's own databases.
      const database = await openTestDatabase({ statementTimeoutMs: 100 });
      try {
        const error = await database.db.execute(sql`select pg_sleep(2)`).then(
          () => null,
          (e: unknown) => e as { code?: string; cause?: { code?: string } },
        );
        expect(error?.cause?.code ?? error?.code).toBe('57014');
        // The pool goes on serving.
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
    },
  );

  it('a cancelled statement answers 503 with a message, not a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/slow', async () => {
      throw Object.assign(new Error('Failed query: select …'), {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.queryTimeout });
    await app.close();
  });
});
