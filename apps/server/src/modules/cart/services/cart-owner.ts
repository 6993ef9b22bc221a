import {
  ACCOUNT_MESSAGES,
  isActingAsProvider,
  MESSAGES,
  ORGANISATION_MESSAGES,
  type CartQuery,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { findVisibleAccount, type AccountRow } from '../../accounts/index.ts';
import { findOrganisation } from '../../auth/index.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';
import type { CartDeps, CartRef } from '../cart.context.ts';

/** Whose carts a caller works with: the owning organisation and the agency quoted for. */
export type CartOwner = { ownerId: string; agencyId: string | null };

/**
 * Whose cart (decision 039):
 * - an agency user (or a provider user jumped into an agency): their agency's. An `agencyId`
 *   naming another organisation is a 404 `Agency not found` (never a 403: whether that agency
 *   exists is not theirs to learn);
 * - provider staff acting as the provider: the agency they name (an AGENCY organisation, else
 *   404 `Agency not found`), or without one their own organisation's cart (quoting direct);
 * - anyone else: 403 (the routes' `quote:manage` permission already refuses them).
 */
export async function cartOwnerOf(
  deps: Pick<CartDeps, 'db'>,
  caller: Caller,
  agencyId: string | null | undefined,
): Promise<CartOwner> {
  const own = caller.actor.accountId;
  if (caller.claims.accountType === 'AGENCY') {
    if (agencyId && agencyId !== own) {
      throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.agencyNotFound);
    }
    return { ownerId: own, agencyId: own };
  }
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  if (!agencyId) return { ownerId: own, agencyId: null };
  const agency = await findOrganisation(deps.db, agencyId);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.agencyNotFound);
  }
  return { ownerId: agencyId, agencyId };
}

/**
 * The cart of an account the caller may see (the accounts' visibility rule, read once; else a
 * 404 `Account not found.`), with the account for the services that rate it.
 */
export async function requireCart(
  deps: Pick<CartDeps, 'db'>,
  caller: Caller,
  query: Pick<CartQuery, 'accountId'> & { agencyId?: string | null | undefined },
): Promise<{ cart: CartRef; account: AccountRow }> {
  const owner = await cartOwnerOf(deps, caller, query.agencyId);
  const account = await findVisibleAccount(deps.db, scopeOf(caller), query.accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  return { cart: { accountId: query.accountId, ...owner }, account };
}
