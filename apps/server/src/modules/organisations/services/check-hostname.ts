import { HostnameSchema, ORGANISATION_MESSAGES, type HostnameCheck } from '@cyber/domain';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';

/** Live uniqueness check of a hostname (case-insensitive, all organisations but `excludeId`). */
export async function checkHostname(
  deps: OrganisationsDeps,
  query: { hostname: string; excludeId?: string | undefined },
): Promise<HostnameCheck> {
  const parsed = HostnameSchema.safeParse(query.hostname);
  if (!parsed.success) {
    return {
      hostname: query.hostname,
      valid: false,
      available: false,
      message: ORGANISATION_MESSAGES.hostnameInvalid,
    };
  }
  const taken = await repo.hostnameTaken(deps.db, parsed.data, query.excludeId);
  return {
    hostname: parsed.data,
    valid: true,
    available: !taken,
    message: taken ? ORGANISATION_MESSAGES.hostnameTaken : null,
  };
}
