import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';

/**
 * Invoices and balances (spec 3 §7 "Billing": search, balance/{policyId},
 * invoice/balance/{policyId}; decision 051). Money in minor units.
 */

export const INVOICE_KINDS = ['NEW_BUSINESS', 'ADJUSTMENT'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  NEW_BUSINESS: 'New business',
  ADJUSTMENT: 'Adjustment',
};

/** OPEN until settled; PAID when nothing is owed on it; a return premium is a CREDIT. */
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'CREDIT'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice is due this many days after it is raised (design; a binder's within its life). */
export const INVOICE_DUE_DAYS = 30;

export const InvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  product: productCodeSchema,
  currency: z.enum(['USD', 'GBP']),
  kind: z.enum(INVOICE_KINDS),
  /** The policy revision an adjustment bills; null for the binder's invoice. */
  revision: z.number().int().nullable(),
  premium: z.number().int(),
  brokerFee: z.number().int(),
  mgaFee: z.number().int(),
  surplusLinesTax: z.number().int(),
  stampingFee: z.number().int(),
  /** Insurance premium tax (UK) and other charges on premium. */
  premiumTax: z.number().int(),
  total: z.number().int(),
  /** What is still owed on it (0 once paid; negative: a credit to return). */
  balance: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.iso.date(),
  created: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicePageSchema = pageOf(InvoiceSchema);

export const INVOICE_SORT_FIELDS = ['created', 'dueDate', 'total', 'invoiceNumber'] as const;

/** GET /api/billing/v1/search (page, size, search, sort): newest first by default. */
export const BillingSearchQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Invoice number, policy number or company. */
  search: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${INVOICE_SORT_FIELDS.join('|')}),(asc|desc)$`),
      'sort must be an invoice column as field,asc or field,desc',
    )
    .default('created,desc'),
  policyId: z.uuid().optional(),
});
export type BillingSearchQuery = z.input<typeof BillingSearchQuerySchema>;

/** GET /api/billing/v1/balance/{policyId}: the policy's account with the insurer. */
export const PolicyBalanceSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  currency: z.enum(['USD', 'GBP']),
  /** Everything invoiced (net of returns). */
  invoiced: z.number().int(),
  /** Everything received (payments; refunds negative). */
  paid: z.number().int(),
  /** Still owed (negative: owed back to the insured). */
  balance: z.number().int(),
});
export type PolicyBalance = z.infer<typeof PolicyBalanceSchema>;

/** GET /api/billing/v1/invoice/balance/{policyId}: each invoice with what is still owed on it. */
export const InvoiceBalanceSchema = z.object({
  policyId: z.string(),
  currency: z.enum(['USD', 'GBP']),
  invoices: z.array(
    InvoiceSchema.pick({
      id: true,
      invoiceNumber: true,
      kind: true,
      total: true,
      balance: true,
      status: true,
      dueDate: true,
    }),
  ),
  balance: z.number().int(),
});
export type InvoiceBalance = z.infer<typeof InvoiceBalanceSchema>;

export const BillingPolicyParamsSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
});

export const BILLING_PATHS = {
  search: '/api/billing/v1/search',
  balance: (policyId: string) => `/api/billing/v1/balance/${policyId}`,
  invoiceBalance: (policyId: string) => `/api/billing/v1/invoice/balance/${policyId}`,
} as const;
