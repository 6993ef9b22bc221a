import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { syncCatalogues } from './db/seed/catalogue.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createTokenService } from './lib/tokens.ts';
import type { AuthDeps } from './modules/auth/auth.context.ts';
import { authModule } from './modules/auth/index.ts';
import { systemModule } from './modules/system/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

export type AppContext = AuthDeps & { database: DatabaseHandle; startedAt: Date };

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: boolean;
};

/** Build the Fastify instance: external plugins, then app plugins, then the modules. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.body.password', 'req.body.refreshToken'],
        }
      : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Ids for audit records and log correlation.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: database.db,
    database,
    tokens: createTokenService(config.JWT_SECRET),
    clock,
    config,
    startedAt: clock.now(),
  };
  app.decorate('ctx', ctx);

  // external
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { perMinute: config.RATE_LIMIT_PER_MINUTE });
  await app.register(cookie);
  await app.register(swaggerPlugin, { version: config.APP_VERSION });
  // app
  await app.register(authPlugin);
  // modules
  await app.register(systemModule);
  await app.register(authModule);
  await app.register(staticPlugin, { root: config.WEB_DIST });

  return app;
}

/** Prepare a database for use: catalogues always, the demo data on an empty database. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  clock: Clock = systemClock,
) {
  await syncCatalogues(database.db);
  return config.SEED_DEMO
    ? seedDemoData(database.db, { password: config.DEMO_PASSWORD, now: clock.now() })
    : false;
}
