import path from 'node:path';
import { buildApp, prepareDatabase, refuseOpenDemoUsers } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { gracefulShutdown } from './modules/system/index.ts';

async function main() {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        max: config.DB_POOL_MAX,
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  const seeded = await prepareDatabase(database, config);
  try {
    await refuseOpenDemoUsers(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database });
  const where = config.DATABASE_URL
    ? 'PostgreSQL'
    : `embedded database in ${path.join(config.DATA_DIR, 'db')}`;
  app.log.info(`Using the ${where}${seeded ? ' (demo data seeded)' : ''}`);

  // Graceful shutdown (docs/operations.md): readiness 503, no new connections, the requests in
  // flight and the jobs running finish, the database closes; exit 1 past SHUTDOWN_TIMEOUT_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, draining and shutting down`);
    const status = await gracefulShutdown({
      app,
      database,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    });
    if (status === 0) app.log.info('shutdown complete');
    process.exit(status);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The platform could not start:', error);
  }
  process.exit(1);
});
