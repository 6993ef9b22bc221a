import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { organisations, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the webhooks module that touches the ORM. */
type Db = Database | Tx;

export type WebhookRow = typeof webhooks.$inferSelect & { organisationName: string | null };
export type WebhookInsert = typeof webhooks.$inferInsert;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryInsert = typeof webhookDeliveries.$inferInsert;

const fields = {
  id: webhooks.id,
  companyName: webhooks.companyName,
  organisationId: webhooks.organisationId,
  clientId: webhooks.clientId,
  clientSecretSealed: webhooks.clientSecretSealed,
  webhookUrl: webhooks.webhookUrl,
  events: webhooks.events,
  active: webhooks.active,
  createdBy: webhooks.createdBy,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
  deletedAt: webhooks.deletedAt,
  organisationName: organisations.name,
};

const SORTS = {
  companyName: webhooks.companyName,
  clientId: webhooks.clientId,
  webhookUrl: webhooks.webhookUrl,
  organisationName: organisations.name,
  active: webhooks.active,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

const selectHooks = (db: Db) =>
  db
    .select(fields)
    .from(webhooks)
    .leftJoin(organisations, eq(organisations.id, webhooks.organisationId));

/** Live hooks of an organisation, or every live hook (scope null). */
const scoped = (organisationId: string | null | undefined) =>
  and(
    isNull(webhooks.deletedAt),
    organisationId ? eq(webhooks.organisationId, organisationId) : undefined,
  );

export async function searchWebhooks(
  db: Db,
  query: {
    page: number;
    size: number;
    sort?: string | undefined;
    search?: string | undefined;
    organisationId: string | null | undefined;
  },
) {
  const text = query.search?.trim();
  const like = text ? `%${likeEscape(text)}%` : undefined;
  const where = and(
    scoped(query.organisationId),
    like
      ? or(
          ilike(webhooks.companyName, like),
          ilike(webhooks.clientId, like),
          ilike(webhooks.webhookUrl, like),
          ilike(organisations.name, like),
        )
      : undefined,
  );
  const rows = await selectHooks(db)
    .where(where)
    .orderBy(orderByOf(query.sort, SORTS, desc(webhooks.createdAt)), webhooks.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(webhooks)
    .leftJoin(organisations, eq(organisations.id, webhooks.organisationId))
    .where(where);
  return { rows: rows as WebhookRow[], total: total?.n ?? 0 };
}

/** A live hook, within the scope when one is given. */
export async function findWebhook(db: Db, id: string, organisationId?: string | null) {
  const [row] = await selectHooks(db).where(and(eq(webhooks.id, id), scoped(organisationId)));
  return row as WebhookRow | undefined;
}

/** A hook whatever its state (the delivery job reads deleted ones too). */
export async function findAnyWebhook(db: Db, id: string) {
  const [row] = await selectHooks(db).where(eq(webhooks.id, id));
  return row as WebhookRow | undefined;
}

export async function insertWebhook(db: Db, values: WebhookInsert) {
  const [row] = await db.insert(webhooks).values(values).returning({ id: webhooks.id });
  return row!.id;
}

export async function updateWebhook(db: Db, id: string, values: Partial<WebhookInsert>) {
  await db.update(webhooks).set(values).where(eq(webhooks.id, id));
}

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row;
}

/**
 * The hooks an event goes to: live, active, fully configured, subscribed to the type (no list =
 * every type) and scoped to one of the organisations or to none.
 */
export async function hooksForEvent(db: Db, eventType: string, organisationIds: string[]) {
  return db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        isNull(webhooks.deletedAt),
        eq(webhooks.active, true),
        isNotNull(webhooks.webhookUrl),
        isNotNull(webhooks.clientId),
        isNotNull(webhooks.clientSecretSealed),
        or(sql`cardinality(${webhooks.events}) = 0`, sql`${eventType} = any(${webhooks.events})`),
        organisationIds.length > 0
          ? or(isNull(webhooks.organisationId), inArray(webhooks.organisationId, organisationIds))
          : isNull(webhooks.organisationId),
      ),
    );
}

// --- deliveries -------------------------------------------------------------------------------

export async function findDeliveryFor(db: Db, webhookId: string, eventId: string) {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.eventId, eventId)))
    .limit(1);
  return row;
}

export async function insertDelivery(db: Db, values: DeliveryInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: Db, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export async function updateDelivery(db: Db, id: string, values: Partial<DeliveryInsert>) {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

export async function listDeliveries(
  db: Db,
  webhookId: string,
  query: { page: number; size: number },
) {
  const where: SQL = eq(webhookDeliveries.webhookId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}
