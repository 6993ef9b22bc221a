import { z } from 'zod';

/**
 * Reinsurance treaties (design): which carriers a reinsurer reinsures, with the reinsurer's quota
 * share of each carrier's book. Provider staff keep them; a reinsurer reads its own, and sees the
 * business written on its carriers' paper. Messages are design messages (the spec shows none).
 */

export const REINSURANCE_MESSAGES = {
  carrierRequired: 'Select a carrier',
  carrierNotFound: 'Carrier not found.',
  shareRange: 'Share must be a whole percentage from 1 to 100.',
  alreadyReinsured: 'The carrier is already reinsured by this reinsurer.',
  notReinsured: 'The carrier is not reinsured by this reinsurer.',
} as const;

export const TreatyShareSchema = z.coerce
  .number({ error: REINSURANCE_MESSAGES.shareRange })
  .int(REINSURANCE_MESSAGES.shareRange)
  .min(1, REINSURANCE_MESSAGES.shareRange)
  .max(100, REINSURANCE_MESSAGES.shareRange);

/** POST /api/account/v1/reinsurer/{id}/carriers: the carrier reinsured and the share taken. */
export const AddReinsuredCarrierSchema = z.object({
  carrierId: z.uuid({ error: REINSURANCE_MESSAGES.carrierRequired }),
  sharePercent: TreatyShareSchema,
});
export type AddReinsuredCarrierInput = z.input<typeof AddReinsuredCarrierSchema>;
export type AddReinsuredCarrier = z.infer<typeof AddReinsuredCarrierSchema>;

export const ReinsuranceTreatySchema = z.object({
  reinsurerId: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  /** The reinsurer's quota share of the carrier's book, in whole percent. */
  sharePercent: z.number().int(),
  createdAt: z.string(),
});
export type ReinsuranceTreaty = z.infer<typeof ReinsuranceTreatySchema>;
export const ReinsuranceTreatyListSchema = z.object({ content: z.array(ReinsuranceTreatySchema) });
export type ReinsuranceTreatyList = z.infer<typeof ReinsuranceTreatyListSchema>;
