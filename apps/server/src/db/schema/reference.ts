import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Reference data, owned by the reference module (spec 2 §3, §7). */

/** US states and DC (spec 2 §3 State), with their time zone. */
export const states = pgTable('states', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateNameAbbrv: text('state_name_abbrv').notNull().unique(),
  stateName: text('state_name').notNull(),
  timeZone: text('time_zone').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Industry codes: 2022 NAICS (US) and UK SIC 2007, with titles and hierarchy. */
export const industryCodes = pgTable(
  'industry_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheme: text('scheme').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Number of digits (NAICS 2–6) or the SIC level. */
    level: integer('level').notNull(),
    parentCode: text('parent_code'),
    /** NAICS: the industry names shown as primary / secondary industry. */
    primaryIndustry: text('primary_industry'),
    secondaryIndustry: text('secondary_industry'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('industry_codes_scheme_code_idx').on(t.scheme, t.code),
    check('industry_codes_scheme_check', sql`${t.scheme} in ('NAICS','SIC')`),
  ],
);

/** Domains whose addresses may not sign up or be invited (spec 2 blacklisted domains). */
export const blacklistedDomains = pgTable('blacklisted_domains', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
