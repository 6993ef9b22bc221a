import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { jobs } from '../../../src/db/schema/index.ts';
import { fixedClock } from '../../../src/lib/clock.ts';
import { createJobs } from '../../../src/lib/jobs.ts';
import { gracefulShutdown } from '../../../src/modules/system/index.ts';
import { openTestDatabase } from '../../helper.ts';
import { buildCustomApp, deferred } from './custom-app.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET on its own keep-alive connection (as a load balancer's would be). */
const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    http
      .get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          agent.destroy();
        });
      })
      .on('error', (error) => {
        agent.destroy();
        reject(error);
      });
  });

/**
 * An app listening on a free port with a route that waits for the test (`/test/slow`), and an
 * onRequest hook that holds any request sending `x-hold` until the test lets it go.
 */
async function listeningApp() {
  const { app, database } = await buildCustomApp();
  const slow = { entered: deferred(), release: deferred() };
  const hold = { entered: deferred(), release: deferred() };
  app.addHook('onRequest', async (request) => {
    if (!request.headers['x-hold']) return;
    hold.entered.resolve();
    await hold.release.promise;
  });
  app.get('/test/slow', async () => {
    slow.entered.resolve();
    await slow.release.promise;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, port, slow, hold };
}

const waitFor = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('closing the app', () => {
  it('lets the requests in flight finish, refuses new connections, and readiness turns 503', async () => {
    const { app, database, port, slow, hold } = await listeningApp();
    try {
      const inFlight = get(port, '/test/slow');
      // A readiness probe routed before the close, reaching its handler during it.
      const probe = get(port, '/api/health/ready', { 'x-hold': '1' });
      await Promise.all([slow.entered.promise, hold.entered.promise]);

      const events: string[] = [];
      const started = Date.now();
      const closing = app.close().then(() => events.push('closed'));
      await waitFor(() => app.lifecycle.draining);
      // No new connection is accepted.
      await expect(get(port, '/api/health/live')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

      hold.release.resolve();
      const ready = await probe;
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'unavailable',
        message: 'The service is not ready.',
      });
      // The close waits for the request still in flight.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events).toEqual([]);

      slow.release.resolve();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ done: true });
      // The connection is not kept alive: the close need not wait for its keep-alive timeout.
      expect(answer.headers.connection).toBe('close');

      await closing;
      expect(events).toEqual(['closed']);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      slow.release.resolve();
      hold.release.resolve();
      await app.close();
      await database.close();
    }
  });
});

describe('gracefulShutdown', () => {
  it('drains, closes the app and then the database, and resolves 0', async () => {
    const { app, database, port, slow } = await listeningApp();
    const inFlight = get(port, '/test/slow');
    await slow.entered.promise;
    let databaseClosed = false;
    const close = database.close;
    const shutdown = gracefulShutdown({
      app,
      database: {
        ...database,
        close: async () => {
          databaseClosed = true;
          await close();
        },
      },
      timeoutMs: 10_000,
    });
    expect(app.lifecycle.draining).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(databaseClosed).toBe(false);
    slow.release.resolve();
    expect((await inFlight).status).toBe(200);
    expect(await shutdown).toBe(0);
    expect(databaseClosed).toBe(true);
  });

  it('resolves 1 when the shutdown outlasts its timeout', async () => {
    const { app, database, port, slow } = await listeningApp();
    const inFlight = get(port, '/test/slow');
    await slow.entered.promise;
    const closed = deferred();
    const close = database.close;
    const started = Date.now();
    const status = await gracefulShutdown({
      app,
      database: {
        ...database,
        close: async () => {
          await close();
          closed.resolve();
        },
      },
      timeoutMs: 300,
    });
    expect(status).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Let the stuck request go: the shutdown then finishes on its own.
    slow.release.resolve();
    expect((await inFlight).status).toBe(200);
    await closed.promise;
  });
});

describe('stopping the job runner', () => {
  it('waits for the job running, and hands back the jobs leased but not started', async () => {
    const database: DatabaseHandle = await openTestDatabase();
    try {
      const { db } = database;
      const clock = fixedClock(new Date());
      const runner = createJobs({ db, clock });
      const entered = deferred();
      const release = deferred();
      const ran: string[] = [];
      runner.register('test.slow', async (payload) => {
        ran.push(String(payload.n));
        entered.resolve();
        await release.promise;
      });
      const ago = (ms: number) => new Date(clock.now().getTime() - ms);
      const first = await runner.enqueue(db, 'test.slow', { n: 1 }, { runAt: ago(2_000) });
      const second = await runner.enqueue(db, 'test.slow', { n: 2 }, { runAt: ago(1_000) });

      const run = runner.runDue();
      await entered.promise;
      let stopped = false;
      const stopping = runner.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stopped).toBe(false);

      release.resolve();
      await stopping;
      // Both were leased in one batch; one ran, the other never started.
      expect(await run).toBe(1);
      expect(ran).toHaveLength(1);
      const [ranJob, handedBack] = ran[0] === '1' ? [first!, second!] : [second!, first!];

      const rows = await db
        .select()
        .from(jobs)
        .where(inArray(jobs.id, [first!.id, second!.id]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(ranJob.id)).toMatchObject({ status: 'DONE', attempts: 1 });
      // Due again at once, its attempt not counted: another node runs it without waiting.
      expect(byId.get(handedBack.id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
      expect(byId.get(handedBack.id)!.nextAttemptAt.getTime()).toBeLessThanOrEqual(
        clock.now().getTime(),
      );

      // A runner started again (or another node) runs it.
      const again = createJobs({ db, clock });
      again.register('test.slow', async (payload) => {
        ran.push(String(payload.n));
      });
      expect(await again.runDue()).toBe(1);
      expect([...ran].sort()).toEqual(['1', '2']);
      const [done] = await db.select().from(jobs).where(eq(jobs.id, handedBack.id));
      expect(done).toMatchObject({ status: 'DONE', attempts: 1 });
    } finally {
      await database.close();
    }
  });

  it('reports each queue’s backlog: queued, due, and the wait of the oldest due job', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const clock = fixedClock(new Date());
      const runner = createJobs({ db, clock });
      const at = (ms: number) => new Date(clock.now().getTime() + ms);
      await runner.enqueue(db, 'test.backlog', {}, { runAt: at(-90_000) });
      await runner.enqueue(db, 'test.backlog', {}, { runAt: at(-30_000) });
      await runner.enqueue(db, 'test.backlog', {}, { runAt: at(60_000) });
      await runner.enqueue(db, 'test.later', {}, { runAt: at(60_000) });
      const backlog = await runner.backlog();
      expect(backlog.find((q) => q.queue === 'test.backlog')).toEqual({
        queue: 'test.backlog',
        queued: 3,
        due: 2,
        oldestDueSeconds: 90,
      });
      expect(backlog.find((q) => q.queue === 'test.later')).toEqual({
        queue: 'test.later',
        queued: 1,
        due: 0,
        oldestDueSeconds: 0,
      });
    } finally {
      await database.close();
    }
  });
});
