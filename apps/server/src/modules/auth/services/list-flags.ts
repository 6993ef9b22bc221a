import type { PublicFlags } from '@cyber/domain';
import * as repo from '../auth.repository.ts';
import type { ServiceDeps } from '../../../context/index.ts';

/**
 * Feature flags as the caller sees them: public flags for everyone, all flags for a signed-in
 * user, with that user's own overrides applied. Public flags also carry their settings (the
 * incident banner's message and status page), which are meant to be shown to anyone.
 */
export async function listFlagsFor(deps: ServiceDeps, userId: string | null): Promise<PublicFlags> {
  const { flags, overrides } = await repo.listFlags(deps.db, userId);
  const byKey = new Map(overrides.map((o) => [o.flagKey, o.enabled]));
  const visible = flags.filter((f) => userId || f.isPublic);
  return {
    flags: Object.fromEntries(visible.map((f) => [f.key, byKey.get(f.key) ?? f.enabled])),
    payloads: Object.fromEntries(
      visible.filter((f) => f.isPublic && f.payload).map((f) => [f.key, f.payload!]),
    ),
  };
}
