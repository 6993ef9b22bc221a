import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import type { Config } from '../../config.ts';
import type { Actor } from '../access/access.context.ts';
import type { RequestContext } from '../auth/auth.context.ts';

/** What the connector services need. */
export type ConnectorsDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: SecretBox;
  jobs: Jobs;
};

/** The signed-in caller of a connector operation. */
export type Caller = { claims: AccessClaims; actor: Actor; ctx: RequestContext };
