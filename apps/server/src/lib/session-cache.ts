/**
 * A one-second memory of live sessions, so a burst of calls with the same access token does
 * not read the sessions table on every request (DESIGN §8: the calculator must keep at least
 * half a bare route's throughput). Every revocation in this process forgets everything at once,
 * so logout, refresh-token reuse, a removed user and a password reset still end sessions
 * immediately here; another instance of the server notices within TTL_MS (decision 003).
 */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number };
const entries = new Map<string, Entry<unknown>>();

/** The session `id` from memory if read less than TTL_MS ago, else from `load` (remembered). */
export async function rememberedSession<T>(
  id: string,
  nowMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = entries.get(id);
  if (hit && hit.until > nowMs) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(id, { value, until: nowMs + SESSION_CACHE_TTL_MS });
  return value;
}

/** Called by every statement that revokes sessions. */
export function forgetSessions() {
  entries.clear();
}
