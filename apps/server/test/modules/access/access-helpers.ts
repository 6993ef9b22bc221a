import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { auditLog, organisations, sessions } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helper.ts';

/** Helpers shared by the access tests: organisation ids, entering with a token, audit rows. */
export function accessHelpers(t: TestApp) {
  const db = t.database.db;

  const orgId = async (name: string) => {
    const [row] = await db.select().from(organisations).where(eq(organisations.name, name));
    if (!row) throw new Error(`no organisation ${name}`);
    return row.id;
  };

  const bearer = (accessToken: string) => (opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${accessToken}` } });

  const enter = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/v1/admin/enter/${encodeURIComponent(token)}` });

  /** Jump as `email` into the organisation at `segment/id` and return the new session's tokens. */
  const jumpAs = async (email: string, segment: string, id: string) => {
    const me = await t.signIn(email);
    const res = await me.inject({ method: 'POST', url: `/api/auth/v1/${segment}/${id}/jtoken` });
    if (res.statusCode !== 200) throw new Error(`jtoken ${res.statusCode} ${res.body}`);
    const entered = await enter(res.json<{ token: string }>().token);
    if (entered.statusCode !== 200) throw new Error(`enter ${entered.statusCode} ${entered.body}`);
    const tokens = entered.json<{ accessToken: string; refreshToken: string }>();
    return { ...tokens, inject: bearer(tokens.accessToken) };
  };

  const auditRows = (action: string) =>
    db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.occurredAt);

  const sessionsOf = (userId: string, accountId: string) =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.accountId, accountId)));

  return { db, orgId, bearer, enter, jumpAs, auditRows, sessionsOf };
}
