import { FLAG_PAYLOAD_SCHEMAS, type AdminFlag } from '@cyber/domain';
import * as repo from '../flags-settings.repository.ts';
import type { FlagsDeps } from '../flags-settings.context.ts';

export const toAdminFlag = (flag: repo.FlagRow, overrideCount: number): AdminFlag => ({
  key: flag.key,
  description: flag.description,
  enabled: flag.enabled,
  isPublic: flag.isPublic,
  hasSettings: flag.key in FLAG_PAYLOAD_SCHEMAS,
  payload: flag.payload ?? null,
  overrideCount,
  updatedAt: flag.updatedAt.toISOString(),
});

/** Every feature flag with its settings and how many users override it. */
export async function listAdminFlags(deps: FlagsDeps): Promise<AdminFlag[]> {
  const rows = await repo.listFlagsWithCounts(deps.db);
  return rows.map((r) => toAdminFlag(r.flag, r.overrideCount));
}
