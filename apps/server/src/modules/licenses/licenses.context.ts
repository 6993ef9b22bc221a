import type { AccountType } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../access/access.context.ts';
import type { RequestContext } from '../auth/auth.context.ts';

/** What the licence services need. */
export type LicensesDeps = { db: Database; clock: Clock };

export type { RequestContext };

/** The signed-in caller of a licence operation. */
export type Caller = {
  userId: string;
  /** The organisation acted in. */
  accountId: string;
  accountType: AccountType;
  /** Provider staff (subscriber type COWBELL) may address any agency. */
  isProvider: boolean;
  /** Provider admins alone may keep a surplus broker's signature on file (spec 2 §6). */
  isProviderAdmin: boolean;
  actor: Actor;
  ctx: RequestContext;
};
