import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { SecretBox } from '../lib/crypto.ts';
import type { Jobs } from '../lib/jobs.ts';
import type { Messenger } from '../lib/mail.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { TokenService } from '../lib/tokens.ts';

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
};
