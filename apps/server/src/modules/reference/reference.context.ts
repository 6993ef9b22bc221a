import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the reference services need. */
export type ReferenceDeps = { db: Database; clock: Clock };

/** Who makes a change (audit): the user, the account acted in and the user's own account. */
export type Actor = { userId: string; accountId: string; subscriberAccountId: string };

export type { RequestContext } from '../auth/auth.context.ts';
