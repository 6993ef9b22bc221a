import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * The quote cart (spec 3 §3 "Quote-cart item", decision 039): priced variations of an account not
 * yet requested, kept per account and owning organisation (the agency, or the provider's own
 * organisation for provider staff quoting direct), at most five per cart across products. Owned
 * by the cart module. Limits and deductibles are whole currency units, the premium is cents
 * (pence), as on quotes; `request` keeps the calculator's fields the item is requested with and
 * `rating_result` what the engine answered when the item was added.
 */
export const quoteCartItems = pgTable(
  'quote_cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Whose cart: the agency, or the provider's organisation (staff quoting direct). */
    ownerOrganisationId: uuid('owner_organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    presetName: text('preset_name'),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    deductible: bigint('deductible', { mode: 'number' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Minor units, as the server rated the item when it was added. */
    totalPremium: bigint('total_premium', { mode: 'number' }).notNull(),
    referToUnderwriter: boolean('refer_to_underwriter').notNull().default(false),
    request: jsonb('request').notNull(),
    ratingResult: jsonb('rating_result').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cart, oldest first (its limit counts the same rows).
    index('quote_cart_items_cart_idx').on(t.accountId, t.ownerOrganisationId, t.createdAt),
  ],
);
