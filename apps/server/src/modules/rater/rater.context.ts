import { FLAG_KEYS } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { boostV5For } from './rater.repository.ts';
import type { Caller } from '../../context/index.ts';

export type RaterDeps = { db: Database; clock: Clock };

/** The organisation whose custom presets the caller works with (the account acted in). */
export const organisationOf = (caller: Caller): string => caller.actor.accountId;

/** The Boost V5 feature flag for the caller (their override, else the flag). */
export const boostV5Of = (deps: RaterDeps, caller: Caller): Promise<boolean> =>
  boostV5For(deps.db, FLAG_KEYS.boostV5, caller.actor.userId);
