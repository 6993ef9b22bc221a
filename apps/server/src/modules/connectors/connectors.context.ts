import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Config } from '../../config.ts';

/** What the connector services need. */
export type ConnectorsDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: SecretBox;
  jobs: Jobs;
};
