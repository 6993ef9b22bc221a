import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  coverageNameOf,
  formatRegionDate,
  isUkProduct,
  PRODUCT_NAMES,
  proposalDisclaimer,
  proposalFileName,
  PROPOSAL_TEXT,
  QUOTE_MESSAGES,
  RatingResultSchema,
  REGION_SETTINGS,
  retroactiveLabel,
  waitingPeriodLabel,
  type ProductCode,
  type RatingResult,
  type Region,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { findVisibleAccount } from '../../accounts/accounts.repository.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import type { QuoteViewRow } from '../quotes.repository.ts';
import { requireQuote } from './quote-view.ts';
import type { Caller } from '../../../context/index.ts';

export type Proposal = { fileName: string; bytes: Uint8Array };

// --- text helpers ------------------------------------------------------------------------------

/** The standard fonts speak WinAnsi: anything else becomes '?' rather than failing the PDF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const pdfText = (s: string) =>
  [...s]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\n' || ch === '\t') return ' ';
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return ch;
      return WIN_ANSI_EXTRA.has(ch) ? ch : '?';
    })
    .join('');

const grouped = (n: number, decimals: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Whole currency units (limits, deductibles). */
const units = (symbol: string, n: number) => `${symbol}${grouped(n, 0)}`;
/** Minor units (premium, fees, taxes), two decimals (spec 3 §9). */
const money = (symbol: string, minor: number) =>
  `${minor < 0 ? '-' : ''}${symbol}${grouped(Math.abs(minor) / 100, 2)}`;

// --- layout --------------------------------------------------------------------------------------

const PAGE = { width: 612, height: 792, margin: 50 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const ACCENT = rgb(0.09, 0.33, 0.62);
const RULE = rgb(0.82, 0.85, 0.89);

type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A tiny flowing writer: lines, headings, wrapped paragraphs and tables that break pages. */
class Writer {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly header: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(pdfText(this.header), {
      x: PAGE.margin,
      y: PAGE.height - 30,
      size: 8,
      font: this.font,
      color: MUTED,
    });
  }

  private need(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }

  text(s: string, opts: { size?: number; bold?: boolean; color?: typeof INK; x?: number } = {}) {
    const size = opts.size ?? 10;
    this.need(size + 4);
    this.page.drawText(pdfText(s), {
      x: opts.x ?? PAGE.margin,
      y: this.y - size,
      size,
      font: opts.bold ? this.bold : this.font,
      color: opts.color ?? INK,
    });
    this.y -= size + 4;
  }

  gap(h = 8) {
    this.y -= h;
  }

  heading(s: string) {
    this.need(40);
    this.gap(6);
    this.text(s, { size: 13, bold: true, color: ACCENT });
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 1 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 1 },
      thickness: 0.7,
      color: RULE,
    });
    this.gap(4);
  }

  /** Wrap a paragraph to the page width. */
  paragraph(s: string, size = 9, color = INK) {
    const width = PAGE.width - 2 * PAGE.margin;
    const words = pdfText(s).split(/\s+/);
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (this.font.widthOfTextAtSize(next, size) > width && line) {
        this.text(line, { size, color });
        line = w;
      } else {
        line = next;
      }
    }
    if (line) this.text(line, { size, color });
  }

  /** Label / value pairs in two columns. */
  facts(rows: [string, string][]) {
    const half = (PAGE.width - 2 * PAGE.margin) / 2;
    for (let i = 0; i < rows.length; i += 2) {
      this.need(14);
      const y = this.y - 9;
      rows.slice(i, i + 2).forEach(([label, value], j) => {
        const x = PAGE.margin + j * half;
        this.page.drawText(pdfText(label), { x, y, size: 8, font: this.font, color: MUTED });
        this.page.drawText(this.fit(value, half - 110, 9, this.bold), {
          x: x + 105,
          y,
          size: 9,
          font: this.bold,
          color: INK,
        });
      });
      this.y -= 14;
    }
  }

  private fit(s: string, width: number, size: number, font = this.font) {
    let t = pdfText(s);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
    return `${t}...`;
  }

  table(columns: Column[], rows: string[][], opts: { boldLast?: boolean } = {}) {
    const drawRow = (cells: string[], font: PDFFont, color = INK) => {
      this.need(14);
      let x = PAGE.margin;
      cells.forEach((cell, i) => {
        const col = columns[i]!;
        const t = this.fit(cell, col.width - 6, 9, font);
        const w = font.widthOfTextAtSize(t, 9);
        this.page.drawText(t, {
          x: col.align === 'right' ? x + col.width - 6 - w : x,
          y: this.y - 9,
          size: 9,
          font,
          color,
        });
        x += col.width;
      });
      this.y -= 14;
    };
    const head = () =>
      drawRow(
        columns.map((c) => c.title),
        this.bold,
        MUTED,
      );
    head();
    rows.forEach((r, i) => {
      if (this.y - 14 < PAGE.margin + 20) {
        this.newPage();
        head();
      }
      drawRow(r, opts.boldLast && i === rows.length - 1 ? this.bold : this.font);
    });
  }

  /** "Page n of m" on every page, once the content is laid out. */
  number() {
    this.pages.forEach((p, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`;
      p.drawText(label, {
        x: PAGE.width - PAGE.margin - this.font.widthOfTextAtSize(label, 8),
        y: 28,
        size: 8,
        font: this.font,
        color: MUTED,
      });
    });
  }
}

// --- the proposal ------------------------------------------------------------------------------

type AccountFacts = {
  address: string[];
  state: string | null;
};

async function renderProposal(
  row: QuoteViewRow,
  rating: RatingResult | null,
  account: AccountFacts,
  generatedOn: string,
): Promise<Uint8Array> {
  const q = row.quote;
  const uk = isUkProduct(q.product as ProductCode) || q.currency === 'GBP';
  const region: Region = uk ? 'UK' : 'US';
  const symbol = REGION_SETTINGS[region].currencySymbol;
  /** Days in the region's format (spec 3 §9): 'May. 01, 2026' or '01 May 2026'. */
  const day = (iso: string) => formatRegionDate(iso, region);
  const doc = await PDFDocument.create();
  doc.setTitle(`${PROPOSAL_TEXT.title} ${q.quoteNumber}`);
  doc.setSubject(`${row.companyName} - ${q.quoteNumber}`);
  doc.setCreator('Cyber insurance platform');
  doc.setCreationDate(new Date(`${generatedOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const product = PRODUCT_NAMES[q.product as ProductCode] ?? q.product;
  const w = new Writer(
    doc,
    font,
    bold,
    `${PROPOSAL_TEXT.title} - ${q.quoteNumber} - ${row.companyName}`,
  );

  w.text(PROPOSAL_TEXT.title, { size: 20, bold: true, color: ACCENT });
  w.text(`${product} - Quote ${q.quoteNumber}`, { size: 12, bold: true });
  w.text(`Prepared ${day(generatedOn)}`, { size: 9, color: MUTED });

  w.heading('Insured');
  w.text(row.companyName, { size: 11, bold: true });
  for (const line of account.address) w.text(line, { size: 9 });

  w.heading(uk ? 'Broker' : 'Agency');
  const agent = [row.agentFirstName, row.agentLastName].filter(Boolean).join(' ');
  // UK cover is written for the whole UK by an authorised brokerage: no state, no US paper
  w.facts([
    [uk ? 'Brokerage' : 'Agency', row.agencyName ?? 'Direct'],
    [uk ? 'Broker' : 'Agent', agent || '-'],
    ['E-mail', row.agentEmail ?? '-'],
    uk ? ['Territory', 'United Kingdom'] : ['State', q.state ?? account.state ?? '-'],
  ]);

  w.heading('Quote');
  w.facts([
    ['Quote number', q.quoteNumber],
    ['Product', product],
    ['Status', q.status],
    ...(uk ? [] : [['Paper', q.isSurplus ? 'Surplus lines' : 'Admitted'] as [string, string]]),
    ['Policy period', `${day(q.effectiveDate)} to ${day(q.endDate)}`],
    ['Quote expires', day(q.expiresOn)],
    ['Limit', units(symbol, q.limit)],
    ['Aggregate limit', units(symbol, q.aggregateLimit)],
    [uk ? 'Excess' : 'Deductible', units(symbol, q.deductible)],
    ['Waiting period', q.waitingPeriod != null ? waitingPeriodLabel(q.waitingPeriod) : '-'],
    ['Retroactive', q.retroactivePeriod != null ? retroactiveLabel(q.retroactivePeriod) : '-'],
    ['Preset', q.presetName ?? 'Custom'],
  ]);

  w.heading('Coverages');
  const coverages = rating?.coverages ?? [];
  if (coverages.length === 0) w.paragraph(PROPOSAL_TEXT.noCoverages);
  else
    w.table(
      [
        { title: 'Coverage', width: 250 },
        { title: 'Group', width: 130 },
        { title: 'Limit', width: 66, align: 'right' },
        { title: uk ? 'Excess' : 'Deductible', width: 66, align: 'right' },
      ],
      coverages.map((c) => {
        const { name, group } = coverageNameOf(c.key, c.label, uk);
        return [name, group, units(symbol, c.subLimit), units(symbol, q.deductible)];
      }),
    );

  if (rating && rating.breakdown.length > 0) {
    w.heading('Why this premium');
    w.table(
      [
        { title: 'Step', width: 150 },
        { title: 'Detail', width: 212 },
        { title: 'Factor / amount', width: 75, align: 'right' },
        { title: 'Premium', width: 75, align: 'right' },
      ],
      rating.breakdown.map((s) => [
        // quotes rated before UK rating was worded as national still name the nation's state
        uk && s.code === 'STATE' ? 'Territory factor' : s.label,
        uk && s.code === 'STATE' ? 'United Kingdom' : s.detail,
        s.kind === 'FACTOR' ? `x ${s.value.toFixed(3)}` : money(symbol, s.value),
        money(symbol, s.premium),
      ]),
    );
  }

  w.heading('Premium');
  const charges: [string, number][] = [['Premium', q.premium]];
  if (q.mgaFee) charges.push(['MGA fee', q.mgaFee]);
  if (q.brokerFee) charges.push([uk ? 'Broker fee' : 'Broker fee', q.brokerFee]);
  if (q.surplusLinesTax) charges.push(['Surplus lines tax', q.surplusLinesTax]);
  if (q.stampingFee) charges.push(['Stamping fee', q.stampingFee]);
  for (const other of rating?.taxes.otherCharges ?? []) charges.push([other.name, other.amount]);
  if (rating?.taxes.ipt) charges.push(['Insurance premium tax', rating.taxes.ipt]);
  charges.push(['Total', q.totalPremium]);
  w.table(
    [
      { title: 'Charge', width: 412 },
      { title: 'Amount', width: 100, align: 'right' },
    ],
    charges.map(([name, amount]) => [name, money(symbol, amount)]),
    { boldLast: true },
  );

  const notes = [
    ...(rating?.referralReasons ?? []).map((r) => `Referral: ${r.message}`),
    ...(rating?.eligibility.reasons ?? []).map((r) => `Eligibility: ${r.message}`),
    ...(rating?.indicationReasons ?? []).map((r) => `Indication: ${r.message}`),
  ];
  if (notes.length > 0) {
    w.heading('Underwriting notes');
    for (const n of notes) w.paragraph(`- ${n}`);
  }

  w.heading('Important');
  w.paragraph(proposalDisclaimer(q.status));
  w.gap(4);
  w.paragraph(
    `Amounts in ${q.currency}. Limits and ${uk ? 'excesses' : 'deductibles'} are per claim unless stated; the aggregate limit is the most payable in the policy period.`,
    8,
    MUTED,
  );
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
 * `{company}-{quoteNumber}-proposal.pdf` (spec 3 §7).
 */
export async function quoteProposal(
  deps: QuotesDeps,
  caller: Caller,
  quoteId: string,
  check?: { accountId: string; created: number },
): Promise<Proposal> {
  const row = await visibleQuoteFor(deps, caller, quoteId, check);
  // The quote is visible, so its insured's address may be printed on it.
  const account = await findVisibleAccount(
    deps.db,
    { organisationId: row.quote.accountId, accountType: 'COWBELL' },
    row.quote.accountId,
  );
  const p = account?.profile;
  const cityLine = [
    p?.mailingCity ?? p?.city,
    p?.mailingState ?? p?.state,
    p?.mailingZipCode ?? p?.zipCode,
  ]
    .filter(Boolean)
    .join(', ');
  const address = [
    p?.mailingAddress1 ?? p?.address1,
    p?.mailingAddress2,
    cityLine,
    p?.mailingCountry ?? p?.country,
  ].filter((l): l is string => !!l);
  const rating = RatingResultSchema.safeParse(row.quote.ratingResult);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const bytes = await renderProposal(
    row,
    rating.success ? rating.data : null,
    { address, state: p?.state ?? null },
    today,
  );
  return { fileName: proposalFileName(row.companyName, row.quote.quoteNumber), bytes };
}
