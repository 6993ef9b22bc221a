import { MESSAGES } from '@cyber/domain';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ConfigError, PUBLISHED_DEMO_PASSWORD, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { syncCatalogues } from './db/seed/catalogue.ts';
import { syncReferenceData } from './db/seed/reference.ts';
import { syncDocumentCatalogue } from './db/seed/document-catalogue.ts';
import { demoUsersWithPassword } from './db/seed/demo-passwords.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createSecretBox } from './lib/crypto.ts';
import { createEventBus } from './lib/events.ts';
import { createJobs } from './lib/jobs.ts';
import { budgetRedis, databaseBudgetStore, requestBudgetStoreKind } from './lib/request-budget.ts';
import { createMessenger, type MessengerDeps } from './lib/mail.ts';
import {
  forgetSessions,
  hearingRevocations,
  SESSIONS_REVOKED_CHANNEL,
} from './lib/session-cache.ts';
import { storageFromConfig, type FileStorage } from './lib/storage.ts';
import { startTelemetry } from './lib/telemetry.ts';
import { createTokenService } from './lib/tokens.ts';
import type { AppContext, DomainReactions } from './context/index.ts';
import { authModule, countWindowUses } from './modules/auth/index.ts';
import { accessModule } from './modules/access/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { agenciesModule } from './modules/agencies/index.ts';
import { licensesModule } from './modules/licenses/index.ts';
import { organisationsModule } from './modules/organisations/index.ts';
import { tagsBulkUploadModule } from './modules/tags-bulk-upload/index.ts';
import { raterModule } from './modules/rater/index.ts';
import { securityQuestionsModule } from './modules/security-questions/index.ts';
import { findVisibleQuote, quotesModule } from './modules/quotes/index.ts';
import { hasPolicyOpenForRenewal, policiesModule } from './modules/policies/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { certificatesModule } from './modules/certificates/index.ts';
import { claimsModule } from './modules/claims/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import { connectorsModule } from './modules/connectors/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { engagementModule } from './modules/engagement/index.ts';
import { errorReportsModule } from './modules/error-reports/index.ts';
import { notesModule } from './modules/notes/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import { usersTeamsModule } from './modules/users-teams/index.ts';
import { agencyLogosModule } from './modules/agency-logos/index.ts';
import { devMailboxModule } from './modules/dev-mailbox/index.ts';
import { flagsSettingsModule } from './modules/flags-settings/index.ts';
import { createSecondFactor, mfaModule } from './modules/mfa/index.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { lifecyclePlugin, systemModule } from './modules/system/index.ts';
import { echoRequestId, errSerializer, reqSerializer, requestIdOf } from './lib/log.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { tracingPlugin } from './plugins/tracing.ts';

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** false: no log; a stream: the JSON log lines go there instead of stdout (tests read them). */
  logger?: boolean | DestinationStream;
  /** Replaces the file storage (tests use memory). */
  storage?: FileStorage;
  /** Replaces the SMTP transport (tests). */
  mailTransport?: MessengerDeps['transport'];
};

/** Build the Fastify instance: external plugins, then app plugins, then the modules. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger = true,
  storage,
  mailTransport,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          ...(typeof logger === 'object' ? { stream: logger } : {}),
          serializers: { err: errSerializer, req: reqSerializer },
          redact: [
            'req.headers.authorization',
            'req.headers["x-api-key"]',
            'req.body.password',
            'req.body.refreshToken',
          ],
        }
      : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // What the router refuses before any route runs (a malformed or over-long address) answers
    // in the platform's error format too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      void (reply as FastifyReply).status(status).send({
        message: status === 414 ? MESSAGES.addressTooLong : MESSAGES.addressInvalid,
      });
    },
    trustProxy: config.TRUST_PROXY,
    // Ids for audit records and log correlation.
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', echoRequestId);

  const messenger = createMessenger({
    db: database.db,
    config,
    clock,
    log: app.log,
    ...(mailTransport ? { transport: mailTransport } : {}),
  });
  const secrets = createSecretBox(config.DATA_ENCRYPTION_KEY);
  const ctx: AppContext = {
    db: database.db,
    database,
    tokens: createTokenService(config.JWT_SECRET),
    clock,
    config,
    startedAt: clock.now(),
    messenger,
    storage: storage ?? storageFromConfig(config),
    secrets,
    jobs: createJobs({ db: database.db, clock, log: app.log }),
    // Modules subscribe when they are registered below.
    events: createEventBus<DomainReactions>(),
    secondFactor: createSecondFactor({ db: database.db, clock, config, messenger, secrets }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onReady', async () => {
    ctx.messenger.start();
    // Tests run due jobs explicitly (ctx.jobs.runDue()) against their fixed clock.
    if (config.NODE_ENV !== 'test') ctx.jobs.start();
  });
  // Sessions ended on any node are forgotten here at once (decision 065).
  const stopHearing = database.listen?.(
    SESSIONS_REVOKED_CHANNEL,
    () => forgetSessions(),
    hearingRevocations,
  );
  app.addHook('onClose', async () => {
    ctx.messenger.stop();
    await ctx.jobs.stop();
    await stopHearing?.();
  });

  // First: each request's span covers everything after it (decision 063).
  await app.register(tracingPlugin, { telemetry: startTelemetry(config) });
  // external
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(lifecyclePlugin);
  // Before any route: it attaches itself to each route as the route is added.
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    captchaProvider: config.CAPTCHA_PROVIDER,
    paymentProcessor: config.PAYMENT_PROCESSOR,
    budget: requestBudget(app, config),
  });
  await app.register(cookie);
  await app.register(swaggerPlugin, { version: config.APP_VERSION });
  // app
  await app.register(authPlugin);
  await app.register(inputGuardPlugin);
  // modules
  await app.register(systemModule);
  await app.register(authModule);
  await app.register(devMailboxModule);
  await app.register(onboardingModule);
  await app.register(mfaModule);
  await app.register(accessModule);
  await app.register(flagsSettingsModule);
  await app.register(agencyLogosModule);
  await app.register(referenceModule);
  await app.register(usersTeamsModule);
  // The ACCOUNTS tab's open-for-renewal filter reads the policies' rule, handed over here: the
  // policies module imports the accounts module (a bind marks the account).
  await app.register(accountsModule, { hasPolicyOpenForRenewal });
  await app.register(agenciesModule);
  await app.register(organisationsModule);
  await app.register(licensesModule);
  await app.register(tagsBulkUploadModule);
  await app.register(raterModule);
  await app.register(securityQuestionsModule);
  await app.register(quotesModule);
  await app.register(cartModule);
  await app.register(policiesModule);
  await app.register(certificatesModule);
  await app.register(billingModule);
  await app.register(claimsModule);
  await app.register(webhooksModule);
  await app.register(connectorsModule);
  await app.register(documentsModule);
  await app.register(engagementModule);
  await app.register(errorReportsModule);
  // Notes check quotes with the quotes module's rule, handed over here: the quotes module writes
  // notes through the notes module, so the notes module does not import it.
  await app.register(notesModule, { findVisibleQuote });
  await app.register(staticPlugin, { root: config.WEB_DIST });

  return app;
}

/** The request budget's shared store, by RATE_LIMIT_STORE / REDIS_URL (decision 064). */
function requestBudget(app: FastifyInstance, config: Config) {
  const kind = requestBudgetStoreKind(config);
  if (kind === 'redis' && config.REDIS_URL) {
    const redis = budgetRedis(config.REDIS_URL, app.log);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    return { redis };
  }
  if (kind === 'database') {
    const { db, clock } = app.ctx;
    return {
      store: databaseBudgetStore(
        (uses, opts) => countWindowUses(db, uses, opts),
        () => clock.now().getTime(),
      ),
    };
  }
  return {};
}

/** Prepare a database for use: catalogues always, the demo data on an empty database. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  clock: Clock = systemClock,
) {
  await syncCatalogues(database.db);
  await syncReferenceData(database.db);
  await syncDocumentCatalogue(database.db);
  return config.SEED_DEMO
    ? seedDemoData(database.db, { password: config.DEMO_PASSWORD, now: clock.now() })
    : false;
}

/**
 * A production start refuses to run while any demo person can still sign in with the published
 * demo password (the README prints it): that would be an admin login anyone can read.
 */
export async function refuseOpenDemoUsers(database: DatabaseHandle, config: Config) {
  if (config.NODE_ENV !== 'production') return;
  const open = await demoUsersWithPassword(database.db, PUBLISHED_DEMO_PASSWORD);
  if (open.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production: ${open.join(', ')} still sign in with the published demo ` +
      'password (the default DEMO_PASSWORD). Change their passwords or remove them; demo data is ' +
      'seeded in production only with SEED_DEMO=true and a DEMO_PASSWORD of your own.',
  );
}
