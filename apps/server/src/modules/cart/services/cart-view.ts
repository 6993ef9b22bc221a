import type { CartItemView, ProductCode } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { findUserById } from '../../auth/index.ts';
import type { CartItemRow } from '../cart.repository.ts';

/** The API view of cart items (CartItemSchema), with the names of who added them. */
export async function cartItemViews(db: Database | Tx, rows: CartItemRow[]) {
  const names = new Map<string, string>();
  for (const id of new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))) {
    const user = await findUserById(db, id);
    if (user) names.set(id, `${user.firstName} ${user.lastName}`.trim());
  }
  return rows.map((r): CartItemView => ({
    id: r.id,
    accountId: r.accountId,
    agencyId: r.ownerOrganisationId,
    product: r.product as ProductCode,
    // an item becomes a quote (and gets its number) when the cart is submitted
    quoteNumber: null,
    presetName: r.presetName,
    limit: r.limit,
    deductible: r.deductible,
    effectiveDate: r.effectiveDate,
    totalPremium: r.totalPremium,
    referToUnderwriter: r.referToUnderwriter,
    calculatorGeneratedData: (r.request ?? {}) as Record<string, unknown>,
    addedBy: r.createdBy ? { id: r.createdBy, name: names.get(r.createdBy) ?? '' } : null,
    created: r.createdAt.toISOString(),
  }));
}

/** What the audit log keeps of an item. */
export const auditedItem = (r: CartItemRow) => ({
  accountId: r.accountId,
  ownerOrganisationId: r.ownerOrganisationId,
  product: r.product,
  presetName: r.presetName,
  limit: r.limit,
  deductible: r.deductible,
  effectiveDate: r.effectiveDate,
  totalPremium: r.totalPremium,
  referToUnderwriter: r.referToUnderwriter,
});
