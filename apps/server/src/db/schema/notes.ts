import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** Notes on an account or one of its quotes (spec 2 §3 account notes), owned by the notes module. */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The organisation that wrote it (agency or provider); others do not see it. */
    authorOrganisationId: uuid('author_organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    noteType: text('note_type').notNull().default('GENERAL'),
    /** A note on one of the account's quotes (null: on the account itself). */
    quoteId: uuid('quote_id'),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_notes_account_idx').on(t.accountId, t.createdAt),
    index('account_notes_quote_idx')
      .on(t.quoteId, t.createdAt)
      .where(sql`${t.quoteId} is not null`),
  ],
);
