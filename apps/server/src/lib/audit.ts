import type { Database, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditActor = {
  userId: string | null;
  accountId: string | null;
  subscriberAccountId: string | null;
  ip?: string | null;
  timezone?: string | null;
  requestId?: string | null;
};

/** The actor of a change made while serving a request. */
export const actorOf = (
  who: { userId: string | null; accountId: string | null; subscriberAccountId: string | null },
  ctx: { ip: string; timezone?: string | undefined; requestId: string },
): AuditActor => ({ ...who, ip: ctx.ip, timezone: ctx.timezone ?? null, requestId: ctx.requestId });

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Record a state change. Call it inside the transaction that makes the change. */
export async function recordAudit(
  db: Database | Tx,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
) {
  await db.insert(auditLog).values({
    occurredAt: at,
    actorUserId: actor.userId,
    accountId: actor.accountId,
    subscriberAccountId: actor.subscriberAccountId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? null,
    timezone: actor.timezone ?? null,
    requestId: actor.requestId ?? null,
  });
}
