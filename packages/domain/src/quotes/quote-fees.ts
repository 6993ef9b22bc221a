import { z } from 'zod';
import { productCodeSchema } from '../products/products.ts';
import { RATING_MESSAGES } from '../rating/messages.ts';

/**
 * Editing a quote's fees (spec 3 §2 "edit broker fee", "edit MGA fee", §8; decision 053). Money
 * in minor units. The broker fee is the agency's (with the additional broker fee, 0 to 10,000);
 * the MGA fee is the provider's alone.
 */
export const QUOTE_FEE_MESSAGES = {
  brokerFeeRequired: 'Broker Fee is required',
  mgaFeeRequired: 'MGA Fee is required',
  mgaFeeProviderOnly: 'Only the provider sets the MGA fee.',
  updated: 'Fees updated. The quote was re-rated with them.',
} as const;

const fee = (required: string) =>
  z
    .number({ error: required })
    .int('Amounts are in cents (whole numbers).')
    .min(0, RATING_MESSAGES.feeNegative)
    .max(100_000_000, 'A fee is at most 1,000,000.');

/** PUT /api/quote/v1/broker-fees/{quoteId}: { brokerFee, additionalBrokerFee, product }. */
export const BrokerFeesSchema = z.object({
  brokerFee: fee(QUOTE_FEE_MESSAGES.brokerFeeRequired),
  additionalBrokerFee: z
    .number()
    .int('Amounts are in cents (whole numbers).')
    .min(0, RATING_MESSAGES.additionalBrokerFeeMin)
    .max(10_000_00, RATING_MESSAGES.additionalBrokerFeeMax)
    .default(0),
  product: productCodeSchema.optional(),
});
export type BrokerFees = z.input<typeof BrokerFeesSchema>;

/** PUT /api/quote/v1/mga-fees/{quoteId}: { mgaFee } (provider staff). */
export const MgaFeesSchema = z.object({ mgaFee: fee(QUOTE_FEE_MESSAGES.mgaFeeRequired) });
export type MgaFees = z.input<typeof MgaFeesSchema>;

export const QUOTE_FEE_PATHS = {
  brokerFees: (quoteId: string) => `/api/quote/v1/broker-fees/${quoteId}`,
  mgaFees: (quoteId: string) => `/api/quote/v1/mga-fees/${quoteId}`,
} as const;

const wholeFee = (required: string) =>
  z
    .number({ error: required })
    .min(0, RATING_MESSAGES.feeNegative)
    .max(1_000_000, 'A fee is at most 1,000,000.');

/**
 * The fee form (whole dollars or pounds as typed; the calls take minor units): the broker fee and
 * additional broker fee, and for provider staff the MGA fee.
 */
export const QuoteFeesFormSchema = z.object({
  brokerFee: wholeFee(QUOTE_FEE_MESSAGES.brokerFeeRequired),
  additionalBrokerFee: z
    .number({ error: RATING_MESSAGES.additionalBrokerFeeMin })
    .min(0, RATING_MESSAGES.additionalBrokerFeeMin)
    .max(10_000, RATING_MESSAGES.additionalBrokerFeeMax),
  mgaFee: wholeFee(QUOTE_FEE_MESSAGES.mgaFeeRequired),
});
export type QuoteFeesForm = z.infer<typeof QuoteFeesFormSchema>;
