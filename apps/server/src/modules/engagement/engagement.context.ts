import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { QuoteScope } from '../quotes/index.ts';
import { type Caller, scopeOf } from '../../context/index.ts';

/** What the engagement services need (feedback mails go through the outbox). */
export type EngagementDeps = { db: Database; clock: Clock; config: Config; messenger: Messenger };

/** Whose quotes a call may see: the organisation acted in, its type and the user. */
export const quoteScopeOf = (caller: Caller): QuoteScope => ({
  ...scopeOf(caller),
  userId: caller.actor.userId,
});
