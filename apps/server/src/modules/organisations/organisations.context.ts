import type { AccountType } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../access/access.context.ts';
import type { RequestContext } from '../auth/auth.context.ts';

/** What the organisations services need. */
export type OrganisationsDeps = { db: Database; clock: Clock };

/** The signed-in caller of an organisations operation. */
export type Caller = {
  userId: string;
  /** The organisation acted in. */
  accountId: string;
  accountType: AccountType;
  /** Provider staff (subscriber type COWBELL). */
  isProvider: boolean;
  scopes: readonly string[];
  actor: Actor;
  ctx: RequestContext;
};
