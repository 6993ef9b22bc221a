/**
 * A short memory of live sessions, so a burst of calls with the same access token does not read
 * the sessions table on every request (DESIGN §8: the calculator must keep at least half a bare
 * route's throughput). Every revocation in this process forgets everything at once, so logout,
 * refresh-token reuse, a removed user and a password reset end sessions immediately here.
 *
 * Other nodes (decision 065): every statement that revokes or deletes sessions also notifies
 * SESSIONS_REVOKED_CHANNEL in its transaction, and each node on PostgreSQL listens on it and
 * forgets on the notice, so the memory may last SESSION_CACHE_HEARD_TTL_MS while the node hears
 * the channel. While it does not (the embedded database, or the listening connection lost), a
 * session is remembered for SESSION_CACHE_TTL_MS only: that is then the bound (decision 003).
 */
export const SESSION_CACHE_TTL_MS = 1000;
export const SESSION_CACHE_HEARD_TTL_MS = 30_000;
/** The PostgreSQL notification channel of revocations (an identifier: no quoting needed). */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number };
const entries = new Map<string, Entry<unknown>>();
/** Bumped by every forgetting, so a read that began before it is not remembered after it. */
let generation = 0;
let heard = false;

/** The session `id` from memory if read recently enough, else from `load` (remembered). */
export async function rememberedSession<T>(
  id: string,
  nowMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = entries.get(id);
  if (hit && hit.until > nowMs) return hit.value as T;
  const readIn = generation;
  const value = await load();
  // A revocation heard while the row was being read may postdate what the read saw.
  if (readIn !== generation) return value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(id, {
    value,
    until: nowMs + (heard ? SESSION_CACHE_HEARD_TTL_MS : SESSION_CACHE_TTL_MS),
  });
  return value;
}

/** Called by every statement that revokes sessions, and on every notice of one elsewhere. */
export function forgetSessions() {
  entries.clear();
  generation += 1;
}

/** Whether this process hears every node's revocations now (set by the channel's listener). */
export function hearingRevocations(now: boolean) {
  heard = now;
  forgetSessions();
}
