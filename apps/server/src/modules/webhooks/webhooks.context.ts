import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Caller } from '../../context/index.ts';
import { isActingAsProvider } from '@cyber/domain';

/** What the webhook services need. */
export type WebhooksDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  jobs: Jobs;
  secrets: SecretBox;
};

/**
 * The organisation whose hooks the caller manages; null for provider staff acting as the
 * provider, who manage every hook (and may scope a new one to any organisation). Everyone else,
 * including provider staff who have jumped into an organisation, manages only the hooks of the
 * organisation they act in.
 */
export const webhookScopeOf = (caller: Caller): string | null =>
  isActingAsProvider(caller.claims) ? null : caller.actor.accountId;
