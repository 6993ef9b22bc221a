import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { FileStorage } from '../../lib/storage.ts';

/** What the claim services need from `app.ctx`. */
export type ClaimsDeps = {
  db: Database;
  clock: Clock;
  messenger: Messenger;
  jobs: Jobs;
  storage: FileStorage;
  config: Config;
};
