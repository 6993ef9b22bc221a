import {
  EventExclusionSchema,
  coverageNameOf,
  formatRegionDate,
  isUkProduct,
  presetLabel,
  PRODUCT_NAMES,
  proposalDisclaimer,
  proposalFileName,
  PROPOSAL_TEXT,
  QUOTE_MESSAGES,
  quoteCopyFor,
  RatingResultSchema,
  REGION_SETTINGS,
  retroactiveLabel,
  waitingPeriodLabel,
  type ProductCode,
  type QuoteCopy,
  type RatingResult,
  type Region,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import {
  WARN,
  addressLines,
  amountsNote,
  carrierText,
  chargesTable,
  eventExclusionsSection,
  groupedRows,
  money,
  partiesSection,
  startPdf,
  titleBlock,
  units,
  type Carrier,
  type PdfFile,
  type TableRow,
} from '../../../lib/pdf.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { carriersWriting } from '../../organisations/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import type { QuoteViewRow } from '../quotes.repository.ts';
import { subjectivitiesOf } from '../underwriting.repository.ts';
import { requireQuote } from './quote-view.ts';
import type { Caller } from '../../../context/index.ts';

export type Proposal = PdfFile;

// --- the proposal ------------------------------------------------------------------------------

type AccountFacts = {
  address: string[];
  state: string | null;
};

/** The coverages under their groups, each group once, in the order the quote lists them. */
function groupedCoverages(
  rating: RatingResult,
  uk: boolean,
  cells: (name: string, subLimit: number) => string[],
): TableRow[] {
  return groupedRows(
    rating.coverages.map((c) => {
      const { name, group } = coverageNameOf(c.key, c.label, uk);
      return { group: group || 'Other coverages', cells: cells(name, c.subLimit) };
    }),
  );
}

async function renderProposal(
  row: QuoteViewRow,
  rating: RatingResult | null,
  account: AccountFacts,
  generatedOn: string,
  options: {
    copy: QuoteCopy;
    carriers: Carrier[];
    /** The underwriter's conditions (decision 040). */
    subjectivities: { kind: string; text: string; status: string }[];
  },
): Promise<Uint8Array> {
  const q = row.quote;
  const uk = isUkProduct(q.product as ProductCode) || q.currency === 'GBP';
  const region: Region = uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  const broker = options.copy === 'broker';
  /** Days in the region's format (spec 3 §9): 'May. 01, 2026' or '01 May 2026'. */
  const day = (iso: string) => formatRegionDate(iso, region);
  const { doc, w } = await startPdf({
    title: `${PROPOSAL_TEXT.title} ${q.quoteNumber}`,
    subject: `${row.companyName} - ${q.quoteNumber}`,
    createdOn: generatedOn,
    header: [
      PROPOSAL_TEXT.title,
      q.quoteNumber,
      row.companyName,
      ...(broker ? ['Broker copy'] : []),
    ].join(' - '),
  });
  const product = PRODUCT_NAMES[q.product as ProductCode] ?? q.product;
  const carrier = carrierText(options.carriers, PROPOSAL_TEXT.carrierPending);

  titleBlock(w, {
    title: PROPOSAL_TEXT.title,
    of: `${product} - Quote ${q.quoteNumber}`,
    underwrittenBy: options.carriers.length > 0 ? PROPOSAL_TEXT.underwrittenBy(carrier) : null,
    dated: `Prepared ${day(generatedOn)}`,
  });
  if (broker) {
    w.gap(2);
    w.text(PROPOSAL_TEXT.brokerCopy, { size: 9, bold: true, color: WARN });
  }

  partiesSection(w, uk, {
    insured: row.companyName,
    address: account.address,
    agencyName: row.agencyName,
    agent: { firstName: row.agentFirstName, lastName: row.agentLastName, email: row.agentEmail },
    state: q.state ?? account.state,
  });

  w.heading('Quote');
  w.facts([
    ['Quote number', q.quoteNumber],
    ['Product', product],
    [uk ? PROPOSAL_TEXT.insurer : PROPOSAL_TEXT.carrier, carrier],
    ['Status', q.status],
    ...(uk ? [] : [['Paper', q.isSurplus ? 'Surplus lines' : 'Admitted'] as [string, string]]),
    ['Policy period', `${day(q.effectiveDate)} to ${day(q.endDate)}`],
    ['Quote expires', day(q.expiresOn)],
    ['Limit', units(symbol, q.limit)],
    ['Aggregate limit', units(symbol, q.aggregateLimit)],
    [uk ? 'Excess' : 'Deductible', units(symbol, q.deductible)],
    ['Waiting period', q.waitingPeriod != null ? waitingPeriodLabel(q.waitingPeriod) : '-'],
    ['Retroactive', q.retroactivePeriod != null ? retroactiveLabel(q.retroactivePeriod) : '-'],
    ['Preset', presetLabel(q.presetName)],
  ]);

  w.heading('Coverages');
  if (!rating || rating.coverages.length === 0) w.paragraph(PROPOSAL_TEXT.noCoverages);
  else
    w.table(
      [
        { title: 'Coverage', width: 312 },
        { title: 'Limit', width: 100, align: 'right' },
        { title: uk ? 'Excess' : 'Deductible', width: 100, align: 'right' },
      ],
      groupedCoverages(rating, uk, (name, subLimit) => [
        name,
        units(symbol, subLimit),
        units(symbol, q.deductible),
      ]),
    );

  // The rating worksheet is the broker's and the provider's, never the insured's (decision 033).
  if (broker && rating) {
    w.heading(PROPOSAL_TEXT.worksheet);
    w.facts([
      ['Rating plan', rating.ratingPlanVersion],
      ['Hazard class', String(rating.hazardClass)],
      ['Security score', rating.securityScore != null ? String(rating.securityScore) : '-'],
      ['IRPM applied', `x ${rating.irpm.applied.toFixed(3)}`],
      ['IRPM range', `${rating.irpm.min} to ${rating.irpm.max}`],
      ['Minimum premium', money(symbol, rating.minimumPremium)],
    ]);
    if (rating.breakdown.length > 0) {
      w.heading(PROPOSAL_TEXT.breakdown);
      w.table(
        [
          { title: 'Step', width: 150 },
          { title: 'Detail', width: 212 },
          { title: 'Factor / amount', width: 75, align: 'right' },
          { title: 'Premium', width: 75, align: 'right' },
        ],
        rating.breakdown.map((s) => ({
          cells: [
            // quotes rated before UK rating was worded as national still name the nation's state
            uk && s.code === 'STATE' ? 'Territory factor' : s.label,
            uk && s.code === 'STATE' ? 'United Kingdom' : s.detail,
            s.kind === 'FACTOR' ? `x ${s.value.toFixed(3)}` : money(symbol, s.value),
            money(symbol, s.premium),
          ],
        })),
      );
    }
  }

  w.heading('Premium');
  chargesTable(w, symbol, q, rating?.taxes);

  // The underwriter's event exclusions and subjectivities are terms of the quote: every copy.
  const exclusions = (Array.isArray(q.eventExclusions) ? q.eventExclusions : []).flatMap((e) => {
    const parsed = EventExclusionSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
  eventExclusionsSection(w, exclusions, day);
  if (options.subjectivities.length > 0) {
    w.heading('Subjectivities');
    for (const s of options.subjectivities) {
      const when = s.kind === 'PRE_BIND' ? 'Before binding' : 'After binding';
      const done = s.status === 'COMPLETED' ? ' (completed)' : '';
      w.paragraph(`- ${when}: ${s.text}${done}`);
    }
  }

  const notes = broker
    ? [
        ...(rating?.referralReasons ?? []).map((r) => `Referral: ${r.message}`),
        ...(rating?.eligibility.reasons ?? []).map((r) => `Eligibility: ${r.message}`),
        ...(rating?.indicationReasons ?? []).map((r) => `Indication: ${r.message}`),
      ]
    : [];
  if (notes.length > 0) {
    w.heading('Underwriting notes');
    for (const n of notes) w.paragraph(`- ${n}`);
  }

  w.heading('Important');
  w.paragraph(proposalDisclaimer(q.status));
  w.gap(4);
  amountsNote(w, q.currency, uk);
  w.number();
  return doc.save();
}

/** The quote if visible, checking the wholesale variant's accountId and created (unix s). */
async function visibleQuoteFor(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  check?: { accountId: string; created: number },
) {
  const row = await requireQuote(deps.db, quoteScopeOf(caller), quoteId);
  if (
    check &&
    (row.quote.accountId !== check.accountId ||
      Math.floor(row.quote.createdAt.getTime() / 1000) !== check.created)
  ) {
    throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  }
  return row;
}

/**
 * GET /api/quote/v1/{id}/proposal (and the wholesale variant with accountId, quoteId and
 * created): the proposal PDF of a quote the caller may see, named
 * `{company}-{quoteNumber}-proposal.pdf` (spec 3 §7). The client copy is the insured's; the
 * broker copy adds the rating worksheet, for those who may see it (decision 033).
 */
export async function quoteProposal(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  options: { check?: { accountId: string; created: number }; copy?: QuoteCopy | undefined } = {},
): Promise<Proposal> {
  const row = await visibleQuoteFor(deps, caller, quoteId, options.check);
  const copy = quoteCopyFor(caller.claims, options.copy);
  // The quote is visible, so its insured's address may be printed on it.
  const account = await findVisibleAccount(
    deps.db,
    { organisationId: row.quote.accountId, accountType: 'COWBELL' },
    row.quote.accountId,
  );
  const address = addressLines(account?.profile);
  const rating = RatingResultSchema.safeParse(row.quote.ratingResult);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const carriers = await carriersWriting(deps.db, {
    product: row.quote.product,
    paper: row.quote.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: row.quote.state,
    on: row.quote.effectiveDate,
  });
  const bytes = await renderProposal(
    row,
    rating.success ? rating.data : null,
    { address, state: account?.profile.state ?? null },
    today,
    {
      copy,
      carriers,
      subjectivities: (await subjectivitiesOf(deps.db, row.quote.id)).map(({ s }) => s),
    },
  );
  return { fileName: proposalFileName(row.companyName, row.quote.quoteNumber), bytes };
}
