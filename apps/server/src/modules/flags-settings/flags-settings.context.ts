import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { actorOf } from '../../lib/audit.ts';
import type { RequestContext } from '../../context/index.ts';

export type FlagsDeps = { db: Database; clock: Clock };

/** The audit actor of an admin change (a provider admin acting in the provider account). */
export const flagActor = (claims: AccessClaims, ctx: RequestContext): AuditActor =>
  actorOf({ userId: claims.sub, accountId: claims.accountId, subscriberAccountId: null }, ctx);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
