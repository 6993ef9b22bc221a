import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ENVIRONMENT_NAMES } from '@cyber/domain';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const packageVersion = (): string => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
};

const DEV_JWT_SECRET = 'development-only-secret-change-me-in-production-0000';
/** 32 bytes, base64: encrypts secrets at rest (TOTP secrets, connector credentials). */
const DEV_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1rZXktMzItYnl0ZXMhISE=';

/** The demo users' password when DEMO_PASSWORD is not set (the README publishes it). */
export const PUBLISHED_DEMO_PASSWORD = 'CyberDemo!2026';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated once at start-up (README lists them). */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where to listen: every interface in production, this machine only otherwise. */
    HOST: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('var'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    /**
     * PostgreSQL only: the longest one statement may run (ms) before it is cancelled and the
     * request answered 503. The embedded database cannot cancel a statement (see README).
     */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * PostgreSQL only: the connections one node keeps (its pool). Each node opens up to this many,
     * so nodes × DB_POOL_MAX must stay under the server's max_connections.
     */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    DEMO_PASSWORD: z
      .string()
      .min(8, 'DEMO_PASSWORD must be at least 8 characters')
      .default(PUBLISHED_DEMO_PASSWORD),
    /** Demo organisations and people on an empty database: on outside production, off in it. */
    SEED_DEMO: bool.optional(),
    JWT_SECRET: z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters')
      .default(DEV_JWT_SECRET),
    ENV_NAME: z.enum(ENVIRONMENT_NAMES).default('local'),
    APP_VERSION: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Where the request budget is counted (decision 064): default Redis when REDIS_URL is set, the
     * database on PostgreSQL, memory on the embedded database (one process).
     */
    RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
    /** redis:// or rediss:// — shares the request budget between API nodes. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Base URL of the web app, used in the links of e-mails (default http://localhost:PORT). */
    PUBLIC_URL: z.url().optional(),
    /** smtp(s)://user:pass@host:port — without it, mail goes to the dev mailbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Cyber Platform <no-reply@cyber.local>'),
    /** dev: texts go to the dev mailbox; http: POST {to, text} to SMS_HTTP_URL. */
    SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    /** Provider admins may read the messages the dev mailbox holds (never in production). */
    DEV_MAILBOX: bool.optional(),
    /** pow: built-in proof of work; dev: always passes; turnstile / recaptcha: real providers. */
    CAPTCHA_PROVIDER: z.enum(['pow', 'dev', 'turnstile', 'recaptcha']).default('pow'),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_SECRET: z.string().optional(),
    /** Leading zero bits the proof-of-work hash needs (16 ≈ 65,000 hashes, well under a second). */
    CAPTCHA_POW_BITS: z.coerce.number().int().min(1).max(24).default(16),
    /** Days before a password must be changed (0: never). */
    PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(365),
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).default(14),
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine(
        (v) => Buffer.from(v, 'base64').length === 32,
        'DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded',
      )
      .default(DEV_ENCRYPTION_KEY),
    /** Where uploaded files are kept (default DATA_DIR/files). */
    FILES_DIR: z.string().optional(),
    /** S3-compatible storage instead of FILES_DIR: bucket, endpoint (path-style), region, keys. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Who supplies firmographics and risk scans (builtin: derived from the account itself). */
    ENRICHMENT_PROVIDER: z.enum(['builtin']).default('builtin'),
    /** The CRM's lead-intake address: "sync leads" e-mails each lead there through the outbox. */
    CRM_LEADS_EMAIL: z
      .email('CRM_LEADS_EMAIL must be an e-mail address')
      .default('leads@crm.cyber.local'),
    /** Deliver webhooks to private, loopback and other non-public addresses (never in production). */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** Comma-separated host names webhooks may reach whatever they resolve to (e.g. an internal relay). */
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * Single sign-on (decision 061): accept identity providers whose issuer is an http:// URL (a
     * local test provider). Never in production.
     */
    SSO_ALLOW_INSECURE_ISSUER: bool.default(false),
    /** How long one webhook delivery may take before it counts as failed. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * Who takes card and bank payments (decision 052): the built-in sandbox (test numbers, no
     * money moves; never in production), Stripe (decision 059) or none (checks and wires recorded
     * by staff only). Default: sandbox outside production, none in it.
     */
    PAYMENT_PROCESSOR: z.enum(['sandbox', 'stripe', 'none']).optional(),
    /** Stripe's secret key (sk_test_… or sk_live_…; a restricted rk_ key too): the server's only. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
      )
      .optional(),
    /** Stripe's publishable key (pk_test_… or pk_live_…): handed to Stripe.js in the browser. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(
        /^pk_(test|live)_[A-Za-z0-9]+$/,
        'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
      )
      .optional(),
    /** Another address for Stripe's API (a local fake in tests, e.g. http://127.0.0.1:12111). */
    STRIPE_API_URL: z
      .url({
        protocol: /^https?$/,
        error: 'STRIPE_API_URL must be an http:// or https:// URL',
      })
      .optional(),
    /** The provider's feedback inbox: each in-app feedback is e-mailed there through the outbox. */
    FEEDBACK_EMAIL: z
      .email('FEEDBACK_EMAIL must be an e-mail address')
      .default('feedback@cyber.local'),
    /**
     * OpenTelemetry (decision 063): the OTLP/HTTP collector request spans are exported to (its
     * base address; spans go to /v1/traces). Without it no exporter exists and nothing leaves.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL',
      })
      .optional(),
    /** The service name the exported spans carry. */
    OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('cyber-platform'),
    /**
     * The bearer token Prometheus scrapes GET /metrics with (docs/operations.md). Unset: there is
     * no /metrics (404) and health details are for signed-in provider staff only.
     */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** The longest a graceful shutdown may take before the process exits with status 1. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET must be set in production',
      });
    }
    if (c.NODE_ENV === 'production' && c.DATA_ENCRYPTION_KEY === DEV_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: 'DATA_ENCRYPTION_KEY must be set in production',
      });
    }
    if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: 'SMS_HTTP_URL is required when SMS_PROVIDER is http',
      });
    }
    if (
      (c.CAPTCHA_PROVIDER === 'turnstile' || c.CAPTCHA_PROVIDER === 'recaptcha') &&
      (!c.CAPTCHA_SECRET || !c.CAPTCHA_SITE_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_SECRET'],
        message: 'CAPTCHA_SITE_KEY and CAPTCHA_SECRET are required for this captcha provider',
      });
    }
    if (c.RATE_LIMIT_STORE === 'redis' && !c.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'RATE_LIMIT_STORE=redis needs REDIS_URL',
      });
    }
    if (c.NODE_ENV === 'production' && c.WEBHOOK_ALLOW_PRIVATE) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_PRIVATE'],
        message: 'WEBHOOK_ALLOW_PRIVATE cannot be used in production (use WEBHOOK_ALLOWED_HOSTS)',
      });
    }
    if (c.NODE_ENV === 'production' && c.SSO_ALLOW_INSECURE_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSO_ALLOW_INSECURE_ISSUER'],
        message: 'SSO_ALLOW_INSECURE_ISSUER cannot be used in production',
      });
    }
    if (c.NODE_ENV === 'production' && c.PAYMENT_PROCESSOR === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROCESSOR'],
        message: 'PAYMENT_PROCESSOR=sandbox moves no money and cannot be used in production',
      });
    }
    if (c.PAYMENT_PROCESSOR === 'stripe' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when PAYMENT_PROCESSOR is stripe',
      });
    }
    if (
      c.STRIPE_SECRET_KEY &&
      c.STRIPE_PUBLISHABLE_KEY &&
      c.STRIPE_SECRET_KEY.includes('_live_') !== c.STRIPE_PUBLISHABLE_KEY.includes('_live_')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message:
          'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
      });
    }
    if (c.NODE_ENV === 'production' && c.STRIPE_API_URL?.startsWith('http:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message: 'STRIPE_API_URL must be an https:// URL in production',
      });
    }
    if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
    if (c.NODE_ENV === 'production' && c.SEED_DEMO && c.DEMO_PASSWORD === PUBLISHED_DEMO_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_PASSWORD'],
        message:
          'SEED_DEMO=true in production needs a DEMO_PASSWORD of your own: the default one is published',
      });
    }
    if (c.NODE_ENV === 'production' && c.CAPTCHA_PROVIDER === 'dev') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'The dev captcha cannot be used in production',
      });
    }
  })
  .transform((c) => {
    const dataDir = path.resolve(REPO_ROOT, c.DATA_DIR);
    return {
      ...c,
      APP_VERSION: c.APP_VERSION ?? packageVersion(),
      DATA_DIR: dataDir,
      PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
      HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
      SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
      DEV_MAILBOX: c.NODE_ENV !== 'production' && (c.DEV_MAILBOX ?? true),
      FILES_DIR: path.resolve(REPO_ROOT, c.FILES_DIR ?? path.join(dataDir, 'files')),
    };
  });

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parse the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(ConfigSchema.in.shape).flatMap((k) =>
      env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]],
    ),
  );
  const parsed = ConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
