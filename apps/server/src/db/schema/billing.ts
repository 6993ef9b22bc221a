import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { policies } from './policies.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger (decision 051), owned by the billing module: a journal is one
 * business event (an invoice, an adjustment, a payment…), its entries sum to zero.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INVOICE, ADJUSTMENT (later: PAYMENT, REFUND…). */
    kind: text('kind').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    memo: text('memo'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_journals_policy_idx').on(t.policyId, t.createdAt)],
);

/** One posting: a debit (positive) or credit (negative) to a ledger account, in minor units. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'cascade' }),
    /** A LEDGER_ACCOUNTS value. */
    ledgerAccount: text('ledger_account').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The invoice a receivable entry is raised by or settles (null for others). */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_policy_idx').on(t.policyId, t.ledgerAccount),
    index('ledger_entries_agency_idx').on(t.agencyId, t.ledgerAccount),
    index('ledger_entries_invoice_idx').on(t.invoiceId),
  ],
);

/** An invoice: the charges of one journal, billed to the insured of one policy. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** {policyNumber}-{nn}: the policy's invoices in order. */
    invoiceNumber: text('invoice_number').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => organisations.id, { onDelete: 'set null' }),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    /** The policy, insured and agency as they were when invoiced (the invoice's own names). */
    policyNumber: text('policy_number').notNull(),
    companyName: text('company_name').notNull(),
    agencyName: text('agency_name'),
    product: text('product').notNull(),
    /** NEW_BUSINESS (at binding) or ADJUSTMENT (a premium-bearing transaction). */
    kind: text('kind').notNull(),
    /** The policy revision an adjustment bills. */
    revision: integer('revision'),
    currency: text('currency').notNull(),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    brokerFee: bigint('broker_fee', { mode: 'number' }).notNull(),
    mgaFee: bigint('mga_fee', { mode: 'number' }).notNull(),
    surplusLinesTax: bigint('surplus_lines_tax', { mode: 'number' }).notNull(),
    stampingFee: bigint('stamping_fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    index('invoices_policy_idx').on(t.policyId, t.createdAt),
    index('invoices_agency_idx').on(t.agencyId, t.createdAt),
    index('invoices_account_idx').on(t.accountId, t.createdAt),
    index('invoices_created_idx').on(t.createdAt),
    index('invoices_policy_number_idx').on(t.policyNumber),
    index('invoices_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
  ],
);
