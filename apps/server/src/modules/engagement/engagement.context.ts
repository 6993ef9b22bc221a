import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Messenger } from '../../lib/mail.ts';

/** What the engagement services need (feedback mails go through the outbox). */
export type EngagementDeps = { db: Database; clock: Clock; config: Config; messenger: Messenger };
