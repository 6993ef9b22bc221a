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

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated once at start-up (README lists them). */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('var'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    DEMO_PASSWORD: z
      .string()
      .min(8, 'DEMO_PASSWORD must be at least 8 characters')
      .default('CyberDemo!2026'),
    SEED_DEMO: bool.default(true),
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
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET must be set in production',
      });
    }
  })
  .transform((c) => ({
    ...c,
    APP_VERSION: c.APP_VERSION ?? packageVersion(),
    DATA_DIR: path.resolve(REPO_ROOT, c.DATA_DIR),
  }));

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
