import {
  LineCapStyle,
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import {
  EventExclusionSchema,
  coverageNameOf,
  formatRegionDate,
  isUkProduct,
  PLATFORM_MARK,
  PLATFORM_NAME,
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
import { findVisibleAccount } from '../../accounts/index.ts';
import { carriersWriting } from '../../organisations/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import type { QuoteViewRow } from '../quotes.repository.ts';
import { subjectivitiesOf } from '../underwriting.repository.ts';
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
/** Content stops here; below are the page numbers. */
const BOTTOM = PAGE.margin + 20;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const ACCENT = rgb(0.09, 0.33, 0.62);
const WARN = rgb(0.6, 0.25, 0.05);
const RULE = rgb(0.82, 0.85, 0.89);
const BAND = rgb(0.94, 0.95, 0.97);
const hex = (h: string) =>
  rgb(
    parseInt(h.slice(1, 3), 16) / 255,
    parseInt(h.slice(3, 5), 16) / 255,
    parseInt(h.slice(5, 7), 16) / 255,
  );

/** Cells, facts and group rows: 9 pt text on 11 pt lines. */
const CELL_SIZE = 9;
const LINE = 11;
const ROW_PAD = 3;
/** A heading: the gap above, the 13 pt line, the rule and the gap below. */
const HEADING_HEIGHT = 6 + 17 + 4;
const GROUP_HEIGHT = LINE + ROW_PAD + 2;

type Column = { title: string; width: number; align?: 'left' | 'right' };
/** A table row: cells, or the name of the group the rows below it belong to. */
type TableRow = { cells: string[] } | { group: string };

/**
 * A tiny flowing writer: lines, headings, wrapped paragraphs and tables that break pages. A
 * heading waits for what follows it and moves to the next page with it, so it never sits alone
 * at the bottom of a page; table rows wrap inside their columns and are never split.
 */
class Writer {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private pendingHeading: string | null = null;

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
    this.page.drawText(this.fit(this.header, CONTENT_WIDTH, 8), {
      x: PAGE.margin,
      y: PAGE.height - 30,
      size: 8,
      font: this.font,
      color: MUTED,
    });
  }

  /**
   * Room for a block of this height on the page, with the heading waiting for it: both move
   * to a new page together when they do not fit.
   */
  private reserve(height: number) {
    const heading = this.pendingHeading;
    this.pendingHeading = null;
    const needed = height + (heading === null ? 0 : HEADING_HEIGHT);
    if (this.y - needed < BOTTOM) this.newPage();
    if (heading !== null) this.drawHeading(heading);
  }

  private drawHeading(s: string) {
    this.y -= 6;
    this.page.drawText(pdfText(s), {
      x: PAGE.margin,
      y: this.y - 13,
      size: 13,
      font: this.bold,
      color: ACCENT,
    });
    this.y -= 17;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 1 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 1 },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= 4;
  }

  /** The platform's mark and name at the top of the first page. */
  brand(name: string) {
    const size = 26;
    const scale = size / PLATFORM_MARK.size;
    const top = this.y;
    const mark = { x: PAGE.margin, y: top, scale };
    const color = hex(PLATFORM_MARK.color);
    this.page.drawSvgPath(PLATFORM_MARK.square, { ...mark, color });
    this.page.drawSvgPath(PLATFORM_MARK.shield, { ...mark, color: rgb(1, 1, 1) });
    this.page.drawSvgPath(PLATFORM_MARK.tick, {
      ...mark,
      borderColor: color,
      borderWidth: 2.2 * scale,
      borderLineCap: LineCapStyle.Round,
    });
    this.page.drawText(pdfText(name), {
      x: PAGE.margin + size + 8,
      y: top - size / 2 - 5,
      size: 15,
      font: this.bold,
      color,
    });
    this.y = top - size - 10;
  }

  text(s: string, opts: { size?: number; bold?: boolean; color?: RGB } = {}) {
    const size = opts.size ?? 10;
    this.reserve(size + 4);
    this.page.drawText(this.fit(s, CONTENT_WIDTH, size, opts.bold ? this.bold : this.font), {
      x: PAGE.margin,
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

  /** A heading, drawn with the first line of what follows it. */
  heading(s: string) {
    if (this.pendingHeading !== null) this.reserve(HEADING_HEIGHT);
    this.pendingHeading = s;
  }

  /** The lines of a text wrapped to a width (a word wider than the width is cut). */
  private wrap(s: string, width: number, size: number, font = this.font): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(s).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line =
          font.widthOfTextAtSize(word, size) <= width ? word : this.fit(word, width, size, font);
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  /** Wrap a paragraph to the page width; a short one is kept on one page. */
  paragraph(s: string, size = 9, color = INK) {
    const lines = this.wrap(s, CONTENT_WIDTH, size);
    if (lines.length <= 6) this.reserve(lines.length * (size + 4));
    for (const line of lines) this.text(line, { size, color });
  }

  /** Label / value pairs in two columns; a long value wraps under itself. */
  facts(rows: [string, string][]) {
    const half = CONTENT_WIDTH / 2;
    const valueWidth = half - 110;
    for (let i = 0; i < rows.length; i += 2) {
      const pair = rows.slice(i, i + 2).map(([label, value]) => ({
        label,
        lines: this.wrap(value, valueWidth, CELL_SIZE, this.bold),
      }));
      const height = Math.max(...pair.map((p) => p.lines.length)) * LINE + ROW_PAD;
      this.reserve(height);
      pair.forEach(({ label, lines }, j) => {
        const x = PAGE.margin + j * half;
        this.page.drawText(this.fit(label, 100, 8), {
          x,
          y: this.y - 9,
          size: 8,
          font: this.font,
          color: MUTED,
        });
        lines.forEach((line, k) =>
          this.page.drawText(line, {
            x: x + 105,
            y: this.y - 9 - k * LINE,
            size: CELL_SIZE,
            font: this.bold,
            color: INK,
          }),
        );
      });
      this.y -= height;
    }
  }

  private fit(s: string, width: number, size: number, font = this.font) {
    let t = pdfText(s);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
    return `${t}...`;
  }

  /**
   * A table. Cells wrap inside their column and a row is never split; a page break repeats the
   * column titles, and inside a group the group's name ("… (continued)"). A group's name is
   * printed whole across the table and moves to the next page with its first row.
   */
  table(columns: Column[], rows: TableRow[], opts: { boldLast?: boolean } = {}) {
    const lastCells = rows.reduce((last, r, i) => ('cells' in r ? i : last), -1);
    type Laid =
      { group: string; height: number } | { cells: string[][]; font: PDFFont; height: number };
    const laidOut = rows.map((r, i): Laid => {
      if ('group' in r) return { group: r.group, height: GROUP_HEIGHT };
      const font = opts.boldLast && i === lastCells ? this.bold : this.font;
      const cells = r.cells.map((cell, c) =>
        this.wrap(cell, columns[c]!.width - 6, CELL_SIZE, font),
      );
      return { cells, font, height: Math.max(...cells.map((l) => l.length)) * LINE + ROW_PAD };
    });
    const titles = columns.map((c) => this.wrap(c.title, c.width - 6, CELL_SIZE, this.bold));
    const headHeight = Math.max(...titles.map((l) => l.length)) * LINE + ROW_PAD;

    const drawCells = (cells: string[][], font: PDFFont, color: RGB, height: number) => {
      let x = PAGE.margin;
      cells.forEach((lines, c) => {
        const col = columns[c]!;
        lines.forEach((line, k) => {
          const w = font.widthOfTextAtSize(line, CELL_SIZE);
          this.page.drawText(line, {
            x: col.align === 'right' ? x + col.width - 6 - w : x,
            y: this.y - 9 - k * LINE,
            size: CELL_SIZE,
            font,
            color,
          });
        });
        x += col.width;
      });
      this.y -= height;
    };
    const head = () => {
      drawCells(titles, this.bold, MUTED, headHeight);
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y + 1 },
        end: { x: PAGE.width - PAGE.margin, y: this.y + 1 },
        thickness: 0.5,
        color: RULE,
      });
    };
    const group = (name: string) => {
      this.page.drawRectangle({
        x: PAGE.margin,
        y: this.y - GROUP_HEIGHT + 1,
        width: CONTENT_WIDTH,
        height: GROUP_HEIGHT - 1,
        color: BAND,
      });
      this.page.drawText(this.fit(name, CONTENT_WIDTH - 8, CELL_SIZE, this.bold), {
        x: PAGE.margin + 3,
        y: this.y - 10,
        size: CELL_SIZE,
        font: this.bold,
        color: INK,
      });
      this.y -= GROUP_HEIGHT;
    };

    let currentGroup: string | null = null;
    laidOut.forEach((row, i) => {
      // a group's name goes with its first row
      const next = laidOut[i + 1];
      const keep = row.height + ('group' in row && next ? next.height : 0);
      if (i === 0) {
        this.reserve(headHeight + keep);
        head();
      } else if (this.y - keep < BOTTOM) {
        this.newPage();
        head();
        if (!('group' in row) && currentGroup !== null) group(`${currentGroup} (continued)`);
      }
      if ('group' in row) {
        currentGroup = row.group;
        group(row.group);
      } else drawCells(row.cells, row.font, INK, row.height);
    });
    if (laidOut.length === 0) {
      this.reserve(headHeight);
      head();
    }
  }

  /** "Page n of m" on every page, once the content is laid out. */
  number() {
    if (this.pendingHeading !== null) this.reserve(0);
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

type Carrier = { name: string; sharePercent: number };

/** The carrier, or the carriers with their shares (quota share), largest first. */
const carrierText = (carriers: Carrier[]) =>
  carriers.length === 0
    ? PROPOSAL_TEXT.carrierPending
    : carriers.length === 1
      ? carriers[0]!.name
      : carriers.map((c) => `${c.name} (${c.sharePercent}%)`).join(', ');

/** The coverages under their groups, each group once, in the order the quote lists them. */
function groupedCoverages(
  rating: RatingResult,
  uk: boolean,
  cells: (name: string, subLimit: number) => string[],
): TableRow[] {
  const groups = new Map<string, string[][]>();
  for (const c of rating.coverages) {
    const { name, group } = coverageNameOf(c.key, c.label, uk);
    const key = group || 'Other coverages';
    groups.set(key, [...(groups.get(key) ?? []), cells(name, c.subLimit)]);
  }
  return [...groups].flatMap(([group, rows]) => [{ group }, ...rows.map((r) => ({ cells: r }))]);
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
  const doc = await PDFDocument.create();
  doc.setTitle(`${PROPOSAL_TEXT.title} ${q.quoteNumber}`);
  doc.setSubject(`${row.companyName} - ${q.quoteNumber}`);
  doc.setCreator(PLATFORM_NAME);
  doc.setCreationDate(new Date(`${generatedOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const product = PRODUCT_NAMES[q.product as ProductCode] ?? q.product;
  const carrier = carrierText(options.carriers);
  const w = new Writer(
    doc,
    font,
    bold,
    [PROPOSAL_TEXT.title, q.quoteNumber, row.companyName, ...(broker ? ['Broker copy'] : [])].join(
      ' - ',
    ),
  );

  w.brand(PLATFORM_NAME);
  w.text(PROPOSAL_TEXT.title, { size: 20, bold: true, color: ACCENT });
  w.text(`${product} - Quote ${q.quoteNumber}`, { size: 12, bold: true });
  if (options.carriers.length > 0) w.text(PROPOSAL_TEXT.underwrittenBy(carrier), { size: 10 });
  w.text(`Prepared ${day(generatedOn)}`, { size: 9, color: MUTED });
  if (broker) {
    w.gap(2);
    w.text(PROPOSAL_TEXT.brokerCopy, { size: 9, bold: true, color: WARN });
  }

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
  const charges: [string, number][] = [['Premium', q.premium]];
  if (q.mgaFee) charges.push(['MGA fee', q.mgaFee]);
  if (q.brokerFee) charges.push(['Broker fee', q.brokerFee]);
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
    charges.map(([name, amount]) => ({ cells: [name, money(symbol, amount)] })),
    { boldLast: true },
  );

  // The underwriter's event exclusions and subjectivities are terms of the quote: every copy.
  const exclusions = (Array.isArray(q.eventExclusions) ? q.eventExclusions : []).flatMap((e) => {
    const parsed = EventExclusionSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
  if (exclusions.length > 0) {
    w.heading('Specified event exclusions');
    w.paragraph('No cover is given for loss arising from these known events:', 9);
    w.table(
      [
        { title: 'Claim', width: 90 },
        { title: 'Event', width: 150 },
        { title: 'Date', width: 80 },
        { title: 'Description', width: 192 },
      ],
      exclusions.map((e) => ({
        cells: [e.claimNumber, e.claimName, day(e.claimDate), e.claimDescription ?? ''],
      })),
    );
  }
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
  const carriers = await carriersWriting(deps.db, {
    product: row.quote.product,
    paper: row.quote.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: row.quote.state,
    on: row.quote.effectiveDate,
  });
  const bytes = await renderProposal(
    row,
    rating.success ? rating.data : null,
    { address, state: p?.state ?? null },
    today,
    {
      copy,
      carriers,
      subjectivities: (await subjectivitiesOf(deps.db, row.quote.id)).map(({ s }) => s),
    },
  );
  return { fileName: proposalFileName(row.companyName, row.quote.quoteNumber), bytes };
}
