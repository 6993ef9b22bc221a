import { z } from 'zod';
import { INVOICE_KINDS } from './invoice.schema.ts';
import { COMMISSION_MESSAGES, FIRST_STATEMENT_YEAR } from './commission.schema.ts';
import type { JournalLine } from './ledger.ts';

/**
 * Agency bill (spec 3 §2 "agency bills" table, §7 agencyBillInvoice/{month}/{year} and
 * agencyBilledInvoices/stats; decision 058). An agency the provider lets bill its own clients
 * collects the premium of the policies it binds and remits it each month net of the commission
 * it keeps; the provider's statement for a month lists the agency-billed invoices raised in it.
 * Money in minor units.
 */

export const AGENCY_BILL_MESSAGES = {
  /** Spec 3 §8: a month with no invoice. */
  statementNotFound: COMMISSION_MESSAGES.statementNotFound,
  notEnded: 'A statement is remitted once its month has ended.',
  alreadyRemitted: (period: string) => `The ${period} statement is already remitted.`,
  nothingToRemit: 'Every invoice on this statement is already settled.',
  referenceRequired: 'Reference is required',
  methodRequired: 'Method is required',
  remitted: (amount: string, agency: string, period: string) =>
    `Remittance of ${amount} from ${agency} recorded for ${period}.`,
  settled: (amount: string, agency: string, period: string) =>
    `Credit of ${amount} paid to ${agency} recorded for ${period}.`,
  enabled: (agency: string) =>
    `${agency} now bills its clients: policies it binds from now on are agency billed.`,
  disabled: (agency: string) =>
    `${agency} is back on direct bill: policies it binds from now on are billed to the insured.`,
  /** The payer's page of an agency-billed policy: the provider takes no payment from the insured. */
  agencyBilledPolicy: (agency: string) =>
    `This policy is agency billed: ${agency} collects the premium. Please pay your agency.`,
  agencyRequired: 'Choose the agency whose statement to read.',
} as const;

/** A month's statement is due this many days after the month ends (design: net 30). */
export const AGENCY_BILL_DUE_DAYS = 30;

/** The day the statement of `year`-`month` is due: 30 days after the month's last day. */
export function agencyBillDueOn(year: number, month: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return new Date(lastDay.getTime() + AGENCY_BILL_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether the month has ended on `today` (YYYY-MM-DD): only an ended month is remitted. */
export const monthEnded = (year: number, month: number, today: string): boolean =>
  today > new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

export const AGENCY_BILL_STATUSES = ['OPEN', 'DUE', 'OVERDUE', 'REMITTED'] as const;
export type AgencyBillStatus = (typeof AGENCY_BILL_STATUSES)[number];
export const AGENCY_BILL_STATUS_LABELS: Record<AgencyBillStatus, string> = {
  OPEN: 'Open',
  DUE: 'Due',
  OVERDUE: 'Overdue',
  REMITTED: 'Remitted',
};

/**
 * A statement's status on `today`: OPEN while its month runs, REMITTED once its remittance is
 * recorded, else DUE until its due date and OVERDUE after.
 */
export function agencyBillStatus(
  s: { year: number; month: number; remitted: boolean },
  today: string,
): AgencyBillStatus {
  if (s.remitted) return 'REMITTED';
  if (!monthEnded(s.year, s.month, today)) return 'OPEN';
  return today > agencyBillDueOn(s.year, s.month) ? 'OVERDUE' : 'DUE';
}

/**
 * The remittance of one invoice (decision 058): the agency's cash for the net, the commission it
 * kept set against what the provider owes it, the insured's receivable settled in full. A credit
 * invoice runs the other way (the provider pays the agency the net credit).
 */
export function agencyRemittanceJournal(line: {
  invoiceId: string;
  total: number;
  commission: number;
}): (JournalLine & { invoiceId: string | null })[] {
  return [
    { account: 'CASH' as const, amount: line.total - line.commission, invoiceId: null },
    { account: 'COMMISSION_PAYABLE' as const, amount: line.commission, invoiceId: null },
    { account: 'RECEIVABLE' as const, amount: -line.total, invoiceId: line.invoiceId },
  ].filter((l) => l.amount !== 0);
}

const currencySchema = z.enum(['USD', 'GBP']);

/** One invoice on an agency's monthly statement. */
export const AgencyBillLineSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  companyName: z.string(),
  kind: z.enum(INVOICE_KINDS),
  created: z.string(),
  /** What the insured owes (premium, fees and taxes); negative for a credit. */
  total: z.number().int(),
  /** The agency's commission on it, which it keeps. */
  commission: z.number().int(),
  /** What the agency remits: total − commission. */
  net: z.number().int(),
  /** Whether the invoice is settled (by a remittance). */
  settled: z.boolean(),
});
export type AgencyBillLine = z.infer<typeof AgencyBillLineSchema>;

export const AGENCY_REMITTANCE_METHODS = ['ACH', 'WIRE', 'CHECK'] as const;
export type AgencyRemittanceMethod = (typeof AGENCY_REMITTANCE_METHODS)[number];
export const AGENCY_REMITTANCE_METHOD_LABELS: Record<AgencyRemittanceMethod, string> = {
  ACH: 'ACH',
  WIRE: 'Wire transfer',
  CHECK: 'Check',
};

export const AgencyRemittanceSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  currency: currencySchema,
  /** Net received from the agency (negative: the credit paid to it). */
  amount: z.number().int(),
  total: z.number().int(),
  commission: z.number().int(),
  method: z.enum(AGENCY_REMITTANCE_METHODS),
  reference: z.string(),
  created: z.string(),
});
export type AgencyRemittance = z.infer<typeof AgencyRemittanceSchema>;

/** GET /api/billing/v1/agencyBillInvoice/{month}/{year}: the agency's statement for the month. */
export const AgencyBillStatementSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  currency: currencySchema,
  dueOn: z.string(),
  status: z.enum(AGENCY_BILL_STATUSES),
  total: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** The net of the invoices not settled yet. */
  netOutstanding: z.number().int(),
  lines: z.array(AgencyBillLineSchema),
  remittance: AgencyRemittanceSchema.nullable(),
});
export type AgencyBillStatement = z.infer<typeof AgencyBillStatementSchema>;

export const AgencyBillParamsSchema = z.object({
  month: z.coerce.number().int().min(1, 'Month is 1 to 12').max(12, 'Month is 1 to 12'),
  year: z.coerce.number().int().min(FIRST_STATEMENT_YEAR).max(9999),
});

/** Provider staff name the agency; an agency reads its own. */
export const AgencyBillQuerySchema = z.object({ agencyId: z.uuid().optional() });
export type AgencyBillQuery = z.input<typeof AgencyBillQuerySchema>;

/** POST /api/billing/v1/agencyBillInvoice/{month}/{year}: staff record the agency's remittance. */
export const RecordRemittanceSchema = z.object({
  agencyId: z.uuid({ error: AGENCY_BILL_MESSAGES.agencyRequired }),
  method: z.enum(AGENCY_REMITTANCE_METHODS, { error: AGENCY_BILL_MESSAGES.methodRequired }),
  reference: z
    .string({ error: AGENCY_BILL_MESSAGES.referenceRequired })
    .trim()
    .min(1, AGENCY_BILL_MESSAGES.referenceRequired)
    .max(100, 'Reference is at most 100 characters'),
});
export type RecordRemittance = z.input<typeof RecordRemittanceSchema>;

/** GET /api/billing/v1/agencyBilledInvoices/stats: the agency bill book, by currency. */
export const AgencyBillCurrencyStatsSchema = z.object({
  currency: currencySchema,
  /** Agency-billed invoices not settled. */
  openInvoices: z.number().int(),
  /** Their totals, commission and net. */
  total: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** Statements past their due date and not remitted, and their net. */
  overdueStatements: z.number().int(),
  overdueNet: z.number().int(),
  /** The oldest ended statement not remitted. */
  nextDue: z
    .object({ year: z.number().int(), month: z.number().int(), dueOn: z.string() })
    .nullable(),
  /** Net remitted this calendar year. */
  remittedThisYear: z.number().int(),
});
export const AgencyBillStatsSchema = z.object({
  /** Whether the agency bills its clients now (null for staff across every agency). */
  agencyBilling: z.boolean().nullable(),
  stats: z.array(AgencyBillCurrencyStatsSchema),
});
export type AgencyBillStats = z.infer<typeof AgencyBillStatsSchema>;

/** GET/PUT /api/billing/v1/agencyBill/{agencyId}: whether the agency bills its clients. */
export const AgencyBillTermsSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  enabled: z.boolean(),
  /** Since when (the last change), null when never set. */
  since: z.string().nullable(),
});
export type AgencyBillTerms = z.infer<typeof AgencyBillTermsSchema>;
export const SetAgencyBillSchema = z.object({ enabled: z.boolean() });

export const AGENCY_BILL_PATHS = {
  statement: (month: number, year: number) => `/api/billing/v1/agencyBillInvoice/${month}/${year}`,
  pdf: (month: number, year: number) => `/api/billing/v1/agencyBillInvoice/${month}/${year}/pdf`,
  stats: '/api/billing/v1/agencyBilledInvoices/stats',
  terms: (agencyId: string) => `/api/billing/v1/agencyBill/${agencyId}`,
} as const;
