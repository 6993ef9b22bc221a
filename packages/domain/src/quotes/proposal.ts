import { z } from 'zod';
import { fileNamePart } from '../common/file-name.ts';
import { BOOST_COVERAGES, boostCoverageByKey } from '../products/boost-coverages.ts';
import {
  COVERAGE_CATALOGUE,
  COVERAGE_GROUP_NAMES,
  coverageByKey,
  coverageLabelFor,
} from '../products/coverages.ts';
import {
  isBoostProduct,
  isUkProduct,
  productCodeSchema,
  type CoverageSet,
  type ProductCode,
} from '../products/products.ts';
import type { AccountType } from '../accounts/account-types.ts';
import { isActingAsProvider, type CallerClaims } from '../auth/caller.ts';
import { QUOTE_STATUS_GROUPS, type QuoteStatus } from './quote.schema.ts';

/**
 * Quote proposals, the wholesale quote view's coverage mapping, and what happens to open quotes
 * when the facts they were rated on change (spec 3 §4 "Account detail change", §7 wholesale
 * calls and "update firmographics, security questions … then invalidate quotes").
 */

// --- open quotes ------------------------------------------------------------------------------

/** Quotes that can still be bound, and so are re-rated, expired or invalidated. */
export const OPEN_QUOTE_STATUSES = QUOTE_STATUS_GROUPS.ACTIVE;
export const isOpenQuoteStatus = (status: string): boolean =>
  (OPEN_QUOTE_STATUSES as readonly string[]).includes(status);

/**
 * Spec 3 §4: an account detail change invalidates the quotes of the 100 products and refers
 * those of the 250 products to underwriting. The 250 family is the Boost products (P250,
 * P250_S: underwritten case by case); every other product is priced from the firmographics
 * alone, like P100, so its quote is void once they change.
 */
export type AccountChangeEffect = 'INVALIDATE' | 'REFER';
export const accountChangeEffectOn = (product: ProductCode): AccountChangeEffect =>
  isBoostProduct(product) ? 'REFER' : 'INVALIDATE';
export const ACCOUNT_CHANGE_STATUS: Record<AccountChangeEffect, QuoteStatus> = {
  INVALIDATE: 'INVALID',
  REFER: 'REFERRED',
};

/** The account facts a quote is rated on; a change to any of them touches open quotes. */
export const RATED_FIRMOGRAPHIC_FIELDS = [
  'state',
  'naicsCode',
  'sicCode',
  'totalRevenue',
  'noOfEmployees',
] as const;
export type RatedFirmographicField = (typeof RATED_FIRMOGRAPHIC_FIELDS)[number];
export type RatedFirmographics = Partial<
  Record<RatedFirmographicField, string | number | null | undefined>
>;

const normalised = (v: string | number | null | undefined) =>
  v === undefined || v === null || v === '' ? null : String(v).trim().toUpperCase();

/** The rated fields whose value differs (a field not proposed is unchanged). */
export function changedRatedFields(
  before: RatedFirmographics,
  proposed: RatedFirmographics,
): RatedFirmographicField[] {
  return RATED_FIRMOGRAPHIC_FIELDS.filter(
    (f) =>
      f in proposed &&
      proposed[f] !== undefined &&
      normalised(before[f]) !== normalised(proposed[f]),
  );
}

/** POST /api/account/v1/accounts/{id}/precheck: the rated fields of a proposed change. */
export const AccountPrecheckRequestSchema = z.object({
  state: z.string().trim().max(60).nullish(),
  naicsCode: z.string().trim().max(10).nullish(),
  sicCode: z.string().trim().max(10).nullish(),
  totalRevenue: z.number().int().min(0).nullish(),
  noOfEmployees: z.number().int().min(0).nullish(),
});
export type AccountPrecheckRequest = z.infer<typeof AccountPrecheckRequestSchema>;

const AffectedQuoteSchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.string(),
  product: productCodeSchema,
  status: z.string(),
});
export type AffectedQuote = z.infer<typeof AffectedQuoteSchema>;

/** Spec 3 §7 "Pre-check account update returns WillInvalidateQuotes and WillReferQuotes". */
export const AccountPrecheckResultSchema = z.object({
  WillInvalidateQuotes: z.boolean(),
  WillReferQuotes: z.boolean(),
  changedFields: z.array(z.enum(RATED_FIRMOGRAPHIC_FIELDS)),
  /** The caller's own open quotes that would change (others' are counted, not listed). */
  invalidatedQuotes: z.array(AffectedQuoteSchema),
  referredQuotes: z.array(AffectedQuoteSchema),
});
export type AccountPrecheckResult = z.infer<typeof AccountPrecheckResultSchema>;

// --- coverage mapping --------------------------------------------------------------------------

/** `P_100` (the wholesale view's spelling) is P100. */
export const CoverageMappingParamsSchema = z.object({
  product: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase().replace(/^P_(100|250)/, 'P$1') : v),
    productCodeSchema,
  ),
});

export const CoverageMappingEntrySchema = z.object({
  /** The calculator's numeric id, or the Boost key. */
  id: z.union([z.number(), z.string()]),
  key: z.string(),
  name: z.string(),
  group: z.string(),
  chartGroup: z.string(),
  endorsement: z.boolean(),
});
export type CoverageMappingEntry = z.infer<typeof CoverageMappingEntrySchema>;

export const CoverageMappingSchema = z.object({
  product: productCodeSchema,
  coverageSet: z.enum(['BOOST', 'CALCULATOR']),
  coverages: z.array(CoverageMappingEntrySchema),
});
export type CoverageMapping = z.infer<typeof CoverageMappingSchema>;

const BOOST_GROUP_NAMES = {
  CORE: 'Core Coverages',
  ENDORSEMENT: 'Endorsements',
  V5_ONLY: 'Boost V5 Coverages',
  EXCLUSION: 'Exclusions',
} as const;

/** GET /api/quote/v1/coverage-mapping/{product}: coverage ids to names and groups. */
export function coverageMappingFor(product: ProductCode): CoverageMapping {
  const coverageSet: CoverageSet = isBoostProduct(product) ? 'BOOST' : 'CALCULATOR';
  const coverages =
    coverageSet === 'BOOST'
      ? BOOST_COVERAGES.map((b) => ({
          id: b.key,
          key: b.key,
          name: b.label,
          group: BOOST_GROUP_NAMES[b.kind],
          chartGroup: b.chartGroup,
          endorsement: b.kind === 'ENDORSEMENT' || b.kind === 'EXCLUSION',
        }))
      : COVERAGE_CATALOGUE.map((c) => ({
          id: c.id,
          key: c.key,
          name: coverageLabelFor(c.key, c.label, isUkProduct(product)),
          group: COVERAGE_GROUP_NAMES[c.group],
          chartGroup: c.chartGroup,
          endorsement: c.endorsement,
        }));
  return { product, coverageSet, coverages };
}

/**
 * A stored coverage key's name (in UK wording for a UK product) and group from the catalogues
 * (the stored label otherwise).
 */
export function coverageNameOf(
  key: string,
  fallback: string,
  uk = false,
): { name: string; group: string } {
  const calc = coverageByKey(key);
  if (calc) {
    return {
      name: coverageLabelFor(key, calc.label, uk),
      group: COVERAGE_GROUP_NAMES[calc.group],
    };
  }
  const boost = boostCoverageByKey(key);
  if (boost) return { name: boost.label, group: BOOST_GROUP_NAMES[boost.kind] };
  return { name: fallback, group: '' };
}

// --- proposal ----------------------------------------------------------------------------------

// --- whose copy: the insured's or the broker's (decision 033) ---------------------------------

/**
 * A quote has two copies. The client copy is what the insured sees: terms, coverages, charges.
 * The broker copy adds the internal rating worksheet (rating factors, IRPM range, security
 * score, "why this premium", underwriting notes) for the agency and the provider.
 */
export const QUOTE_COPIES = ['client', 'broker'] as const;
export type QuoteCopy = (typeof QUOTE_COPIES)[number];

/** Organisations that sell the quote to the insured (besides the provider, who rates it). */
const BROKER_ACCOUNT_TYPES: readonly AccountType[] = ['AGENCY', 'DIGITAL'];

/**
 * The caller may see how a premium was worked out: provider staff acting as the provider, and
 * the agencies (retail, wholesale, digital) that sell the quote. A policyholder, a security
 * provider or a provider user who has jumped into a policyholder's organisation may not.
 */
export const seesRatingWorksheet = (
  caller: Pick<CallerClaims, 'accountType' | 'subscriberType'>,
): boolean => isActingAsProvider(caller) || BROKER_ACCOUNT_TYPES.includes(caller.accountType);

/**
 * The copy a caller gets: the one asked for if they may see the worksheet (the broker copy when
 * they ask for none), otherwise always the client copy, whatever they ask for.
 */
export const quoteCopyFor = (
  caller: Pick<CallerClaims, 'accountType' | 'subscriberType'>,
  requested?: QuoteCopy,
): QuoteCopy => (seesRatingWorksheet(caller) ? (requested ?? 'broker') : 'client');

/** `copy` of the proposal routes. */
export const ProposalCopyQuerySchema = z.object({
  copy: z.enum(QUOTE_COPIES).optional().meta({
    description:
      "client: the insured's copy, without the rating worksheet. broker: with the rating factors, IRPM, security score and 'why this premium'. Default broker for agencies and provider staff; a policyholder always gets the client copy.",
  }),
});
export type ProposalCopyQuery = z.infer<typeof ProposalCopyQuerySchema>;

/**
 * Spec 3 §7: "proposal PDF (accountId, quote id, created timestamp; saved as company, quote
 * number and 'proposal' with .pdf)". `created` is the quote's creation in unix seconds; a
 * value that does not match is a 404, like an unknown quote.
 */
export const ProposalQuerySchema = z.object({
  accountId: z.uuid(),
  quoteId: z.uuid(),
  created: z.coerce.number().int().positive(),
  ...ProposalCopyQuerySchema.shape,
});

/** `{company}-{quoteNumber}-proposal.pdf`, safe for a Content-Disposition header. */
export const proposalFileName = (companyName: string, quoteNumber: string): string =>
  `${fileNamePart(companyName, 'quote')}-${fileNamePart(quoteNumber, 'quote')}-proposal.pdf`;

export const PROPOSAL_TEXT = {
  title: 'Cyber Insurance Proposal',
  disclaimerIndication:
    'This is an indication only. It is not a bindable quote: the premium and terms may change once underwriting has reviewed the account.',
  disclaimerReferred:
    'This quote has been referred to underwriting. Cover cannot be bound until an underwriter has released it; the premium and terms may change.',
  disclaimerReady:
    'This quote is bindable as shown until the expiry date, subject to the information provided being accurate and no material change before binding.',
  disclaimerClosed: 'This quote can no longer be bound. Request a new quote to obtain cover.',
  noCoverages: 'No coverages stored on this quote.',
  /** The carrier's label (US) and the insurer's (UK), and when no carrier writes the quote yet. */
  carrier: 'Carrier',
  insurer: 'Insurer',
  carrierPending: 'To be confirmed at binding',
  underwrittenBy: (carrier: string) => `Underwritten by ${carrier}`,
  /** On the broker copy only: it holds the worksheet and is not for the insured. */
  brokerCopy:
    'Broker copy: includes the internal rating worksheet. Give the insured the client copy.',
  worksheet: 'Rating worksheet',
  breakdown: 'Why this premium',
} as const;

/** The disclaimer a proposal carries for the quote's status. */
export function proposalDisclaimer(status: string): string {
  switch (status) {
    case 'READY':
      return PROPOSAL_TEXT.disclaimerReady;
    case 'INDICATION':
      return PROPOSAL_TEXT.disclaimerIndication;
    case 'REFERRED':
      return PROPOSAL_TEXT.disclaimerReferred;
    default:
      return PROPOSAL_TEXT.disclaimerClosed;
  }
}
