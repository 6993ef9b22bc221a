import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { SecretBox } from '../lib/crypto.ts';
import type { Jobs } from '../lib/jobs.ts';
import type { Messenger } from '../lib/mail.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { DomainEvents } from './events.ts';
import type { SecondFactor } from './second-factor.ts';

/**
 * What the application holds for its whole life, built once in `buildApp` and handed to every
 * module as `app.ctx`. Modules name the part they use (`Pick<AppContext, …>`), never the app.
 */
export type AppContext = {
  db: Database;
  database: DatabaseHandle;
  tokens: TokenService;
  clock: Clock;
  config: Config;
  startedAt: Date;
  /** E-mail and SMS outbox (dev mailbox without SMTP_URL / SMS provider). */
  messenger: Messenger;
  /** File bytes (avatars, logos, documents); metadata lives in stored_files. */
  storage: FileStorage;
  /** Encrypts secrets at rest (TOTP secrets, connector credentials). */
  secrets: SecretBox;
  /** Durable background jobs and domain events (webhook deliveries, expiries, re-rating). */
  jobs: Jobs;
  /** In-transaction domain events: how one module reacts to another's change (decision 038). */
  events: DomainEvents;
  /** How sign-in sends and checks a second factor; the MFA module provides it. */
  secondFactor: SecondFactor;
};

/**
 * What most services use of the application context: the database, tokens, the clock, the
 * configuration, jobs (the outbox) and the in-transaction events.
 */
export type ServiceDeps = Pick<
  AppContext,
  'db' | 'tokens' | 'clock' | 'config' | 'jobs' | 'events'
>;
