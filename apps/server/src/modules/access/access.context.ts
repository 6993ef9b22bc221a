import type { AccessClaims } from '../../lib/tokens.ts';

/** Who makes a call: the user, the account acted in and the user's own account (audit). */
export type Actor = { userId: string; accountId: string; subscriberAccountId: string };

/** A signed-in caller of the access module. */
export type Caller = { claims: AccessClaims; actor: Actor };

/** A provider user acting inside another organisation (spec 1 §6). */
export const isGhostingActor = (actor: Actor) => actor.accountId !== actor.subscriberAccountId;
