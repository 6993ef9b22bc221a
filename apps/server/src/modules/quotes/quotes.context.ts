import type { Jobs } from '../../lib/jobs.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { Config } from '../../config.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { AccountScope } from '../accounts/index.ts';
import { type Caller, scopeOf } from '../../context/index.ts';

export type QuotesDeps = {
  db: Database;
  clock: Clock;
  messenger: Messenger;
  config: Config;
  jobs: Jobs;
  storage: FileStorage;
};

/** Whose quotes a call may see: the organisation acted in, its type and the user. */
export type QuoteScope = AccountScope & { userId: string };

export const quoteScopeOf = (caller: Pick<Caller, 'claims' | 'actor'>): QuoteScope => ({
  ...scopeOf(caller),
  userId: caller.actor.userId,
});
