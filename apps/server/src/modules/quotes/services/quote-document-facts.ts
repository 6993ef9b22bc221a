import {
  coverageMappingFor,
  coverageNameOf,
  EventExclusionSchema,
  isUkProduct,
  RatingResultSchema,
  type EventExclusion,
  type ProductCode,
  type RatingResult,
  SIGNATURE_KINDS,
  type SignatureKind,
  type SubjectivityKind,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import type { QuoteScope } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { signatureOf } from '../signatures.repository.ts';
import { subjectivitiesOf } from '../underwriting.repository.ts';

/** What a binder's or policy's documents print of the quote it was bound from. */
export type QuoteDocumentFacts = {
  quoteNumber: string;
  /** The rating state (US) or nation (UK); null when none was stored. */
  state: string | null;
  isSurplus: boolean;
  /** Whole currency units. */
  aggregateLimit: number;
  waitingPeriod: number | null;
  retroactivePeriod: number | null;
  /** The agency's agent on the quote. */
  agent: { firstName: string | null; lastName: string | null; email: string | null };
  /**
   * The rated coverages in the quote's order, named and grouped as the proposal names them (UK
   * wording for a UK product); `endorsement` for the product's endorsements (and Boost's
   * exclusion endorsements).
   */
  coverages: {
    key: string;
    name: string;
    group: string;
    subLimit: number;
    endorsement: boolean;
  }[];
  /** The underwriter's specified event exclusions (decision 040). */
  exclusions: EventExclusion[];
  /** The underwriter's subjectivities, pre-bind first (decision 040). */
  subjectivities: { kind: SubjectivityKind; text: string; status: string }[];
  /** The rating result's charges beyond the quote's columns, its tax rates and authority. */
  taxes: RatingResult['taxes'] | null;
  /**
   * What the rating engine was given for the quote as bound (with the underwriter's IRPM) and the
   * premium it answered: an endorsement re-rates the policy on it (decision 046).
   */
  rating: { input: unknown; premium: number; result: RatingResult } | null;
  /**
   * The electronic signatures on file (decision 043): the insured's signed application and, on
   * LA or MT surplus paper, the surplus lines notice; the binder and declarations print them.
   */
  signatures: {
    kind: SignatureKind;
    signerName: string;
    signedAt: string;
    documentSha256: string;
  }[];
};

/** Any reader: the documents' reads run inside a bind's or issue's transaction too. */
const EVERY_QUOTE: QuoteScope = { organisationId: '', accountType: 'COWBELL', userId: '' };

/**
 * The quote's side of a binder's or policy's documents and e-mails (the bind issue): its terms,
 * coverages (with the endorsements marked), event exclusions and subjectivities. Not scoped to
 * a caller: only for a binder or policy the caller has already been allowed to see (once bound,
 * its quote is no longer a policyholder's to read, but its terms are the policy's). Null when
 * the quote is gone.
 */
export async function quoteDocumentFacts(
  db: Database | Tx,
  quoteId: string,
): Promise<QuoteDocumentFacts | null> {
  const row = await repo.findQuote(db, EVERY_QUOTE, quoteId);
  if (!row) return null;
  const q = row.quote;
  const product = q.product as ProductCode;
  const uk = isUkProduct(product) || q.currency === 'GBP';
  const rating = RatingResultSchema.safeParse(q.ratingResult);
  const endorsements = new Set(
    coverageMappingFor(product)
      .coverages.filter((c) => c.endorsement)
      .map((c) => c.key),
  );
  return {
    quoteNumber: q.quoteNumber,
    state: q.state,
    isSurplus: q.isSurplus,
    aggregateLimit: q.aggregateLimit,
    waitingPeriod: q.waitingPeriod,
    retroactivePeriod: q.retroactivePeriod,
    agent: { firstName: row.agentFirstName, lastName: row.agentLastName, email: row.agentEmail },
    coverages: (rating.success ? rating.data.coverages : []).map((c) => {
      const { name, group } = coverageNameOf(c.key, c.label, uk);
      return {
        key: c.key,
        name,
        group: group || 'Other coverages',
        subLimit: c.subLimit,
        endorsement: endorsements.has(c.key),
      };
    }),
    exclusions: (Array.isArray(q.eventExclusions) ? q.eventExclusions : []).flatMap((e) => {
      const parsed = EventExclusionSchema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    }),
    subjectivities: (await subjectivitiesOf(db, q.id)).map(({ s }) => ({
      kind: s.kind as SubjectivityKind,
      text: s.text,
      status: s.status,
    })),
    taxes: rating.success ? rating.data.taxes : null,
    rating: rating.success
      ? { input: q.ratingInput, premium: rating.data.premium, result: rating.data }
      : null,
    signatures: (
      await Promise.all(SIGNATURE_KINDS.map((kind) => signatureOf(db, q.id, kind)))
    ).flatMap((sig) =>
      sig
        ? [
            {
              kind: sig.kind as SignatureKind,
              signerName: sig.signerName,
              signedAt: sig.signedAt.toISOString(),
              documentSha256: sig.documentSha256,
            },
          ]
        : [],
    ),
  };
}

/** A policy's renewal quote as its renewal view shows it (decision 048). */
export type RenewalQuoteFacts = {
  id: string;
  quoteNumber: string;
  status: string;
  effectiveDate: string;
  premium: number;
  totalPremium: number;
  rating: RatingResult | null;
};

/**
 * The newest renewal quote of the quote a policy was bound from (renewalOfQuoteId), whoever may
 * see it: only for a policy the caller may see (the renewal view, the renewal job's check that
 * it has not already prepared one). Null when none.
 */
export async function renewalQuoteOf(
  db: Database | Tx,
  expiringQuoteId: string,
): Promise<RenewalQuoteFacts | null> {
  const row = await repo.newestRenewalOf(db, expiringQuoteId);
  if (!row) return null;
  const rating = RatingResultSchema.safeParse(row.ratingResult);
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    status: row.status,
    effectiveDate: row.effectiveDate,
    premium: row.premium,
    totalPremium: row.totalPremium,
    rating: rating.success ? rating.data : null,
  };
}
