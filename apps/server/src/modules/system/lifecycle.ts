import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the app is in its life: `draining` from the start of shutdown (readiness 503). */
    lifecycle: { draining: boolean };
  }
}

/**
 * The app's lifecycle, for every route: `app.lifecycle.draining` turns true when shutdown begins
 * (main.ts sets it first; `app.close()` sets it too), so readiness answers 503 and the load
 * balancer stops sending traffic. While draining, each answer carries `Connection: close`: a
 * keep-alive connection whose request was in flight is closed once answered instead of idling
 * until its keep-alive timeout and holding the shutdown up. Fastify itself (`return503OnClosing`,
 * its default) answers 503 to a request that still arrives on an open connection once
 * `app.close()` has begun, and lets the requests in flight finish.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('preClose', async () => {
      app.lifecycle.draining = true;
      // No new job is leased from now on; the jobs running are waited for when the app closes.
      void app.ctx.jobs.stop();
    });
    app.addHook('onSend', async (request, reply) => {
      if (app.lifecycle.draining && request.raw.httpVersionMajor < 2) {
        reply.header('connection', 'close');
      }
    });
  },
  { name: 'lifecycle' },
);

export type ShutdownOptions = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The longest the shutdown may take (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  log?: FastifyBaseLogger;
};

/**
 * A graceful shutdown (docs/operations.md), resolving to the exit status: 0 when everything
 * closed in time, 1 when the timeout came first or a step failed. In order: readiness answers
 * 503; the listener closes (no new connection) and the requests in flight finish; the job runner
 * stops, waiting for the jobs running to finish and handing back those leased but not started;
 * the mail outbox stops; the database closes.
 */
export async function gracefulShutdown({
  app,
  database,
  timeoutMs,
  log = app.log,
}: ShutdownOptions): Promise<0 | 1> {
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<1>((resolve) => {
    timer = setTimeout(() => {
      log.error(`shutdown did not finish within ${timeoutMs} ms`);
      resolve(1);
    }, timeoutMs);
  });
  const close = (async (): Promise<0 | 1> => {
    let status: 0 | 1 = 0;
    try {
      // Waits for the requests in flight, then runs the onClose hooks (jobs, outbox, telemetry).
      await app.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown: the server did not close cleanly');
      status = 1;
    }
    try {
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown: the database did not close cleanly');
      status = 1;
    }
    return status;
  })();
  try {
    return await Promise.race([close, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
