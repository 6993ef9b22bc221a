import { DEFAULT_UNDERWRITING_AUTHORITY, ROLE_CATALOGUE } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { membersWithRoles } from '../../users-teams/index.ts';
import * as uwRepo from '../underwriting.repository.ts';

/**
 * Underwriting authority (decision 040): how large a quote an underwriter may release, and who
 * the provider's underwriters are.
 */

/** The provider roles that underwrite (from the role catalogue). */
export const UNDERWRITER_ROLE_KEYS = ROLE_CATALOGUE.COWBELL.filter((r) =>
  r.permissions.includes('quote:underwrite'),
).map((r) => r.key);

/** The caller's authority (null: unlimited). */
export async function authorityFor(tx: Parameters<typeof uwRepo.authorityOf>[0], caller: Caller) {
  // A provider administrator (role:admin) has no bounds; so has a senior underwriter.
  if (caller.claims.scopes.includes('role:admin')) return null;
  const own = await uwRepo.authorityOf(tx, caller.actor.userId ?? '');
  if (own?.isSenior) return null;
  return own
    ? { maxLimit: own.maxLimit, maxPremium: own.maxPremium, products: own.products }
    : { ...DEFAULT_UNDERWRITING_AUTHORITY, products: null };
}

// --- underwriters --------------------------------------------------------------------------

/** The provider's underwriters with their authority (assignment; the caller's organisation). */
export async function underwritersOf(
  db: Parameters<typeof uwRepo.authoritiesOf>[0],
  caller: Caller,
) {
  const members = await membersWithRoles(db, caller.actor.accountId ?? '', UNDERWRITER_ROLE_KEYS);
  const authorities = await uwRepo.authoritiesOf(
    db,
    members.map((m) => m.id),
  );
  return members.map((m) => {
    const a = authorities.get(m.id);
    const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;
    return {
      id: m.id,
      name,
      isSenior: a?.isSenior ?? false,
      maxLimit: a ? a.maxLimit : DEFAULT_UNDERWRITING_AUTHORITY.maxLimit,
      maxPremium: a ? a.maxPremium : DEFAULT_UNDERWRITING_AUTHORITY.maxPremium,
    };
  });
}
