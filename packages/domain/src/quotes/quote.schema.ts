import { z } from 'zod';
import { productCodeSchema } from '../products/products.ts';
import { RatingResultSchema } from '../rating/rating.schema.ts';

/**
 * Quotes (spec 3 §3 Quote). The contract between the quotes API and the screens; the quotes
 * module fills in the rules (status machine, search variants, messages) around it.
 */
export const QUOTE_STATUSES = [
  'INDICATION',
  'READY',
  'REFERRED',
  'DECLINED',
  'EXPIRED',
  'INVALID',
  'LOST',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The cart holds at most this many variations (spec 3 §9). */
export const QUOTE_CART_LIMIT = 5;

/**
 * POST /api/quote/v1/{product}: one variation. The rating fields are the calculator's (the
 * account fills what is left out, as in POST /api/rater/v1/calculator).
 */
export const CreateQuoteRequestSchema = z
  .object({
    accountId: z.uuid(),
    presetName: z.string().trim().max(60).nullish(),
    needByDate: z.iso.date().nullish(),
    /** The cart request several variations share. */
    requestGroupId: z.uuid().nullish(),
    /** Provider staff quoting for an agency; agency users quote for their own. */
    agencyId: z.uuid().nullish(),
    agentEmail: z.email().nullish(),
  })
  .catchall(z.unknown());
export type CreateQuoteRequest = z.input<typeof CreateQuoteRequestSchema>;

export const QuoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  product: productCodeSchema,
  status: z.enum(QUOTE_STATUSES),
  currency: z.enum(['USD', 'GBP']),
  isSurplus: z.boolean(),
  limit: z.number(),
  aggLimit: z.number(),
  deductible: z.number(),
  presetName: z.string().nullable(),
  effectiveDate: z.string(),
  endDate: z.string(),
  expiresOn: z.string(),
  needByDate: z.string().nullable(),
  /** Cents (pence). */
  premium: z.number(),
  mgaFee: z.number(),
  totalPremium: z.number(),
  referToUnderwriter: z.boolean(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  agentFirstName: z.string().nullable(),
  agentLastName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  rating: RatingResultSchema.optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;
