import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * Rater presets (spec 3 §3 named presets BASIC, POPULAR, ELITE; custom -1): the built-in ones
 * have no owner; an agency's custom presets belong to it. Coverages as the calculator keys them.
 */
export const raterPresets = pgTable(
  'rater_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BASIC, POPULAR, ELITE or CUSTOM. */
    presetKey: text('preset_key').notNull(),
    name: text('name').notNull(),
    product: text('product').notNull(),
    /** A NAICS/SIC code prefix the preset is for; null = every industry. */
    naicsCode: text('naics_code'),
    /** The owning organisation of a custom preset; null = built in. */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    deductible: bigint('deductible', { mode: 'number' }).notNull(),
    waitingPeriod: integer('waiting_period').notNull(),
    retroactivePeriod: integer('retroactive_period').notNull(),
    coverages: jsonb('coverages')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rater_presets_product_idx').on(t.product, t.presetKey),
    index('rater_presets_owner_idx').on(t.organisationId),
    check('rater_presets_key_check', sql`${t.presetKey} in ('BASIC','POPULAR','ELITE','CUSTOM')`),
  ],
);
