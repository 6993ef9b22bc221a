import { and, asc, eq, like } from 'drizzle-orm';
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

/**
 * The recorded changes of one entity whose action starts with `actionPrefix`, oldest first, at
 * most `limit` (a quote's history of underwriting decisions).
 */
export async function auditTrail(
  db: Database | Tx,
  entity: { type: string; id: string; actionPrefix: string },
  limit = 200,
) {
  return db
    .select({
      action: auditLog.action,
      occurredAt: auditLog.occurredAt,
      actorUserId: auditLog.actorUserId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entity.type),
        eq(auditLog.entityId, entity.id),
        like(auditLog.action, `${entity.actionPrefix}%`),
      ),
    )
    .orderBy(asc(auditLog.occurredAt), asc(auditLog.id))
    .limit(limit);
}
