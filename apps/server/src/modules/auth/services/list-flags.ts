import * as repo from '../auth.repository.ts';
import type { AuthDeps } from '../auth.context.ts';

/**
 * Feature flags as the caller sees them: public flags for everyone, all flags for a signed-in
 * user, with that user's own overrides applied.
 */
export async function listFlagsFor(
  deps: AuthDeps,
  userId: string | null,
): Promise<Record<string, boolean>> {
  const { flags, overrides } = await repo.listFlags(deps.db, userId);
  const byKey = new Map(overrides.map((o) => [o.flagKey, o.enabled]));
  return Object.fromEntries(
    flags.filter((f) => userId || f.isPublic).map((f) => [f.key, byKey.get(f.key) ?? f.enabled]),
  );
}
