import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';

/**
 * Account enrichment (spec 2 §2 "Refresh firmographic data; on-demand scan", §7 "reload/refresh
 * firmographics", "Sync leads by account id", §8 messages): request and response schemas of the
 * firmographics refresh and the lead sync. Risk scans live in risk-factors.ts.
 */
export const ENRICHMENT_MESSAGES = {
  refreshed: 'Data Refreshed Successfully!',
  scanned: 'Data Scanned Successfully!',
  syncInitiated: (name: string) => `Sync Lead initiated for ${name}.`,
  syncFailed: 'Something went wrong while syncing leads.',
  refreshFailed: 'Not able to refresh firmographic data at this time. Please try again later.', // design
  scanFailed: 'Not able to scan this account at this time. Please try again later.', // design
  scanTooSoon: (seconds: number) =>
    `This account was scanned less than a minute ago. Please try again in ${seconds} seconds.`, // design
  syncTooSoon: 'A lead sync for this account was requested less than a minute ago.', // design
  syncNotAllowed: 'Only provider staff and the account’s agencies can sync leads.', // design
} as const;

/**
 * The firmographic fields an enrichment provider may propose. `industryCode` is the NAICS code
 * (US) or SIC code (UK) and carries its primary and secondary industry with it.
 */
export const FIRMOGRAPHIC_REFRESH_FIELDS = [
  'noOfEmployees',
  'totalRevenue',
  'yearEstablished',
  'industryCode',
  'dunsNumber',
  'phone',
  'domainName',
  'url',
] as const;
export type FirmographicRefreshField = (typeof FIRMOGRAPHIC_REFRESH_FIELDS)[number];

/**
 * What applying a proposed value does: FILL an empty field, OVERWRITE a different value (only
 * when the caller asks to overwrite), or nothing because it is the SAME.
 */
export const REFRESH_ACTIONS = ['FILL', 'OVERWRITE', 'SAME'] as const;
export type RefreshAction = (typeof REFRESH_ACTIONS)[number];

const fieldValue = z.union([z.string(), z.number()]);

export const FirmographicsChangeSchema = z.object({
  field: z.enum(FIRMOGRAPHIC_REFRESH_FIELDS),
  current: fieldValue.nullable(),
  proposed: fieldValue,
  /** For the industry code: "primary industry · secondary industry". */
  description: z.string().nullable(),
  action: z.enum(REFRESH_ACTIONS),
});
export type FirmographicsChange = z.infer<typeof FirmographicsChangeSchema>;

/** GET /api/account/v1/accounts/{id}/firmographics/proposal: what a refresh would change. */
export const FirmographicsProposalSchema = z.object({
  /** The provider asked now. */
  source: z.string(),
  lastRefreshedAt: z.string().nullable(),
  lastSource: z.string().nullable(),
  changes: z.array(FirmographicsChangeSchema),
});
export type FirmographicsProposal = z.infer<typeof FirmographicsProposalSchema>;

/**
 * POST /api/account/v1/accounts/{id}/firmographics/refresh. Empty fields are always filled;
 * fields that already hold a different value are replaced only with `overwrite: true`.
 */
export const FirmographicsRefreshInputSchema = z.object({
  overwrite: z.boolean().default(false),
});
export type FirmographicsRefreshInput = z.input<typeof FirmographicsRefreshInputSchema>;

export const FirmographicsRefreshedSchema = z.object({
  message: z.string(),
  source: z.string(),
  applied: z.array(z.enum(FIRMOGRAPHIC_REFRESH_FIELDS)),
  profileScore: z.number().int(),
  refreshedAt: z.string(),
});
export type FirmographicsRefreshed = z.infer<typeof FirmographicsRefreshedSchema>;

export const LEAD_SYNC_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type LeadSyncStatus = (typeof LEAD_SYNC_STATUSES)[number];

/** One request to send an account to the provider's CRM as a lead. */
export const LeadSyncSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  status: z.enum(LEAD_SYNC_STATUSES),
  /** Where the lead went (the CRM's lead-intake address). */
  target: z.string(),
  crmReference: z.string().nullable(),
  error: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type LeadSync = z.infer<typeof LeadSyncSchema>;

/** POST /api/account/v1/accounts/{id}/lead-syncs answers 202 with the spec's message. */
export const LeadSyncCreatedSchema = z.object({ message: z.string(), sync: LeadSyncSchema });
export type LeadSyncCreated = z.infer<typeof LeadSyncCreatedSchema>;

export const LeadSyncListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const LeadSyncPageSchema = pageOf(LeadSyncSchema);
export type LeadSyncPage = z.infer<typeof LeadSyncPageSchema>;
