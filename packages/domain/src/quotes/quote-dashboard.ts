import { z } from 'zod';

/** A Ready quote expiring within this many days is "expiring soon" on the dashboard. */
export const QUOTE_EXPIRING_SOON_DAYS = 7;

/**
 * GET /api/quote/v1/search/dashboard (spec 3 §7 quote search variants "dashboard"): the caller's
 * quote work, counted by the database over the quotes it may see.
 */
export const QuoteDashboardSchema = z.object({
  /** Ready quotes whose validity ends within QUOTE_EXPIRING_SOON_DAYS days (today included). */
  expiringSoon: z.number().int(),
  /** Referred and in-review quotes waiting for an underwriter. */
  referrals: z.number().int(),
  /** Ready quotes (bindable). */
  ready: z.number().int(),
  /** Ready quotes with a request to bind sent. */
  requestsToBind: z.number().int(),
  /**
   * Ready quotes with a request to bind whose application is not signed yet: the policyholder's
   * "to sign" (and the agent's wait).
   */
  awaitingSignature: z.number().int(),
});
export type QuoteDashboard = z.infer<typeof QuoteDashboardSchema>;

export const QUOTE_DASHBOARD_PATH = '/api/quote/v1/search/dashboard';
