import {
  AUTHORITY_MESSAGES,
  DEFAULT_UNDERWRITING_AUTHORITY,
  MESSAGES,
  ROLE_CATALOGUE,
  isActingAsProvider,
  type ProductCode,
  type Underwriter,
  type UpdateAuthorityRequestSchema,
  type UpdateAuthorityResult,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { QuotesDeps } from '../quotes.context.ts';
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

type AuthorityRow = Awaited<ReturnType<typeof uwRepo.authorityOf>>;
type Member = Awaited<ReturnType<typeof membersWithRoles>>[number];

function underwriterView(m: Member, a: AuthorityRow | undefined): Underwriter {
  return {
    id: m.id,
    name: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email,
    email: m.email,
    isSenior: a?.isSenior ?? false,
    maxLimit: a ? a.maxLimit : DEFAULT_UNDERWRITING_AUTHORITY.maxLimit,
    maxPremium: a ? a.maxPremium : DEFAULT_UNDERWRITING_AUTHORITY.maxPremium,
    products: (a?.products as ProductCode[] | null | undefined) ?? null,
  };
}

/** The provider's underwriters with their authority (assignment; the caller's organisation). */
export async function underwritersOf(
  db: Parameters<typeof uwRepo.authoritiesOf>[0],
  caller: Caller,
): Promise<Underwriter[]> {
  const members = await membersWithRoles(db, caller.actor.accountId ?? '', UNDERWRITER_ROLE_KEYS);
  const authorities = await uwRepo.authoritiesOf(
    db,
    members.map((m) => m.id),
  );
  return members.map((m) => underwriterView(m, authorities.get(m.id)));
}

/**
 * PUT /api/quote/v1/underwriters/{userId}/authority (provider admins, decision 040): set an
 * underwriter's bounds, products and seniority. Only an underwriter of the caller's own
 * (provider) organisation — anyone else is a 404. Audited with the authority before and after.
 */
export async function updateAuthority(
  deps: Pick<QuotesDeps, 'db' | 'clock'>,
  caller: Caller,
  userId: string,
  body: z.output<typeof UpdateAuthorityRequestSchema>,
  ctx: RequestContext,
): Promise<UpdateAuthorityResult> {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const members = await membersWithRoles(
    deps.db,
    caller.actor.accountId ?? '',
    UNDERWRITER_ROLE_KEYS,
  );
  const member = members.find((m) => m.id === userId);
  if (!member) throw new AppError('NOT_FOUND', AUTHORITY_MESSAGES.notFound);
  const now = deps.clock.now();
  const products = body.products ? [...new Set(body.products)].sort() : null;
  const after = await deps.db.transaction(async (tx) => {
    const before = await uwRepo.authorityOf(tx, userId);
    const values = {
      userId,
      maxLimit: body.maxLimit,
      maxPremium: body.maxPremium,
      products,
      isSenior: body.isSenior,
      updatedAt: now,
    };
    await uwRepo.upsertAuthority(tx, values);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'underwriting_authority.update',
        entityType: 'user',
        entityId: userId,
        before: before
          ? {
              maxLimit: before.maxLimit,
              maxPremium: before.maxPremium,
              products: before.products,
              isSenior: before.isSenior,
            }
          : null,
        after: {
          maxLimit: body.maxLimit,
          maxPremium: body.maxPremium,
          products,
          isSenior: body.isSenior,
        },
      },
      now,
    );
    return values;
  });
  const underwriter = underwriterView(member, { ...after, products: after.products });
  return { message: AUTHORITY_MESSAGES.updated(underwriter.name), underwriter };
}
