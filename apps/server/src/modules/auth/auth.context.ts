import type { Jobs } from '../../lib/jobs.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenService } from '../../lib/tokens.ts';

export type AuthDeps = {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  config: Config;
  /** Durable jobs and domain events (publishEvent). */
  jobs: Jobs;
};

/** What a service needs to know about the request it serves (audit and throttling). */
export type RequestContext = {
  ip: string;
  userAgent?: string | undefined;
  timezone?: string | undefined;
  requestId: string;
};
