import type { FastifyReply } from 'fastify';
import {
  LineCapStyle,
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { PLATFORM_MARK, PLATFORM_NAME, type EventExclusion } from '@cyber/domain';

/**
 * The platform's PDF kit (pdf-lib, the standard Helvetica fonts): text helpers, the page and its
 * colours, a flowing `Writer` (headings, facts, wrapped paragraphs, tables that break pages,
 * page numbers) and the sections the insurance documents share — the proposal (quotes), the
 * binder and the declarations page (policies). What one document alone prints stays with it.
 */

/** A document to download: its file name and bytes. */
export type PdfFile = { fileName: string; bytes: Uint8Array };

// --- text helpers ------------------------------------------------------------------------------

/** The standard fonts speak WinAnsi: anything else becomes '?' rather than failing the PDF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const pdfText = (s: string) =>
  [...s]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\n' || ch === '\t') return ' ';
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return ch;
      return WIN_ANSI_EXTRA.has(ch) ? ch : '?';
    })
    .join('');

export const grouped = (n: number, decimals: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Whole currency units (limits, deductibles). */
export const units = (symbol: string, n: number) => `${symbol}${grouped(n, 0)}`;
/** Minor units (premium, fees, taxes), two decimals (spec 3 §9). */
export const money = (symbol: string, minor: number) =>
  `${minor < 0 ? '-' : ''}${symbol}${grouped(Math.abs(minor) / 100, 2)}`;

// --- layout --------------------------------------------------------------------------------------

export const PAGE = { width: 612, height: 792, margin: 50 };
/** Content stops here; below are the page numbers. */
export const BOTTOM = PAGE.margin + 20;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);
export const ACCENT = rgb(0.09, 0.33, 0.62);
export const WARN = rgb(0.6, 0.25, 0.05);
export const RULE = rgb(0.82, 0.85, 0.89);
export const BAND = rgb(0.94, 0.95, 0.97);
export const hex = (h: string) =>
  rgb(
    parseInt(h.slice(1, 3), 16) / 255,
    parseInt(h.slice(3, 5), 16) / 255,
    parseInt(h.slice(5, 7), 16) / 255,
  );

/** Cells, facts and group rows: 9 pt text on 11 pt lines. */
export const CELL_SIZE = 9;
export const LINE = 11;
export const ROW_PAD = 3;
/** A heading: the gap above, the 13 pt line, the rule and the gap below. */
export const HEADING_HEIGHT = 6 + 17 + 4;
export const GROUP_HEIGHT = LINE + ROW_PAD + 2;

export type Column = { title: string; width: number; align?: 'left' | 'right' };
/** A table row: cells, or the name of the group the rows below it belong to. */
export type TableRow = { cells: string[] } | { group: string };

/**
 * A tiny flowing writer: lines, headings, wrapped paragraphs and tables that break pages. A
 * heading waits for what follows it and moves to the next page with it, so it never sits alone
 * at the bottom of a page; table rows wrap inside their columns and are never split.
 */
export class Writer {
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

// --- what the insurance documents share ----------------------------------------------------------

/**
 * A new document: its title and subject, created on a calendar day (YYYY-MM-DD, so the same
 * input gives the same bytes), the two fonts, and a writer whose pages carry `header`.
 */
export async function startPdf(meta: {
  title: string;
  subject: string;
  createdOn: string;
  header: string;
}): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setCreator(PLATFORM_NAME);
  doc.setCreationDate(new Date(`${meta.createdOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, w: new Writer(doc, font, bold, meta.header) };
}

/** Answer a download with a file: an attachment under its file name, never cached. */
export const sendFile = (
  typedReply: unknown,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
) =>
  // The body is the file itself, not one of the JSON shapes declared for errors.
  (typedReply as FastifyReply)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .type(file.contentType)
    .send(Buffer.from(file.bytes));

/** Answer a download with the PDF. */
export const sendPdf = (typedReply: unknown, file: PdfFile) =>
  sendFile(typedReply, { ...file, contentType: 'application/pdf' });

export type Carrier = { name: string; sharePercent: number };

/** The carrier, or the carriers with their shares (quota share) largest first; else `pending`. */
export const carrierText = (carriers: Carrier[], pending: string) =>
  carriers.length === 0
    ? pending
    : carriers.length === 1
      ? carriers[0]!.name
      : carriers.map((c) => `${c.name} (${c.sharePercent}%)`).join(', ');

/** Table rows under their groups, each group once, in the order the rows first name it. */
export function groupedRows(rows: { group: string; cells: string[] }[]): TableRow[] {
  const groups = new Map<string, string[][]>();
  for (const { group, cells } of rows) groups.set(group, [...(groups.get(group) ?? []), cells]);
  return [...groups].flatMap(([group, list]) => [{ group }, ...list.map((r) => ({ cells: r }))]);
}

/** The amounts of a quote or policy (minor units). */
export type ChargeAmounts = {
  premium: number;
  mgaFee: number;
  brokerFee: number;
  surplusLinesTax: number;
  stampingFee: number;
  totalPremium: number;
};
/** The rating result's other charges and insurance premium tax (minor units). */
export type OtherCharges = { otherCharges: { name: string; amount: number }[]; ipt: number };

/**
 * The charges table: the premium, each fee and tax that is not nil (surplus-lines tax and
 * stamping fee on surplus paper, other charges, insurance premium tax) and the total, in bold.
 */
export function chargesTable(
  w: Writer,
  symbol: string,
  amounts: ChargeAmounts,
  other: OtherCharges | null | undefined,
) {
  const charges: [string, number][] = [['Premium', amounts.premium]];
  if (amounts.mgaFee) charges.push(['MGA fee', amounts.mgaFee]);
  if (amounts.brokerFee) charges.push(['Broker fee', amounts.brokerFee]);
  if (amounts.surplusLinesTax) charges.push(['Surplus lines tax', amounts.surplusLinesTax]);
  if (amounts.stampingFee) charges.push(['Stamping fee', amounts.stampingFee]);
  for (const o of other?.otherCharges ?? []) charges.push([o.name, o.amount]);
  if (other?.ipt) charges.push(['Insurance premium tax', other.ipt]);
  charges.push(['Total', amounts.totalPremium]);
  w.table(
    [
      { title: 'Charge', width: 412 },
      { title: 'Amount', width: 100, align: 'right' },
    ],
    charges.map(([name, amount]) => ({ cells: [name, money(symbol, amount)] })),
    { boldLast: true },
  );
}

/**
 * The underwriter's specified event exclusions (decision 040): a heading and their table. With
 * none, nothing — or `none` under the heading, for a document that always lists them.
 */
export function eventExclusionsSection(
  w: Writer,
  exclusions: EventExclusion[],
  day: (iso: string) => string,
  none?: string,
) {
  if (exclusions.length === 0) {
    if (none === undefined) return;
    w.heading('Specified event exclusions');
    w.paragraph(none);
    return;
  }
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

/** The postal fields of an insured's profile (the mailing address, else the physical one). */
export type PostalFields = Partial<
  Record<
    | 'address1'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'country'
    | 'mailingAddress1'
    | 'mailingAddress2'
    | 'mailingCity'
    | 'mailingState'
    | 'mailingZipCode'
    | 'mailingCountry',
    string | null
  >
>;

/** The lines of an insured's postal address, as the documents print it (none when unknown). */
export function addressLines(p: PostalFields | null | undefined): string[] {
  const cityLine = [
    p?.mailingCity ?? p?.city,
    p?.mailingState ?? p?.state,
    p?.mailingZipCode ?? p?.zipCode,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    p?.mailingAddress1 ?? p?.address1,
    p?.mailingAddress2,
    cityLine,
    p?.mailingCountry ?? p?.country,
  ].filter((l): l is string => !!l);
}

/**
 * The first page's top: the platform's mark, the document's title and what it is of, the
 * carrier writing it (when known) and the line that dates it.
 */
export function titleBlock(
  w: Writer,
  t: { title: string; of: string; underwrittenBy: string | null; dated: string },
) {
  w.brand(PLATFORM_NAME);
  w.text(t.title, { size: 20, bold: true, color: ACCENT });
  w.text(t.of, { size: 12, bold: true });
  if (t.underwrittenBy) w.text(t.underwrittenBy, { size: 10 });
  w.text(t.dated, { size: 9, color: MUTED });
}

/**
 * The insured (name and postal address) and the agency — the brokerage and broker in the UK,
 * where cover is written for the whole UK (a territory, no state) — with its agent.
 */
export function partiesSection(
  w: Writer,
  uk: boolean,
  p: {
    insured: string;
    address: string[];
    agencyName: string | null;
    agent: { firstName: string | null; lastName: string | null; email: string | null };
    state: string | null;
  },
) {
  w.heading('Insured');
  w.text(p.insured, { size: 11, bold: true });
  for (const line of p.address) w.text(line, { size: 9 });

  w.heading(uk ? 'Broker' : 'Agency');
  const agent = [p.agent.firstName, p.agent.lastName].filter(Boolean).join(' ');
  w.facts([
    [uk ? 'Brokerage' : 'Agency', p.agencyName ?? 'Direct'],
    [uk ? 'Broker' : 'Agent', agent || '-'],
    ['E-mail', p.agent.email ?? '-'],
    uk ? ['Territory', 'United Kingdom'] : ['State', p.state ?? '-'],
  ]);
}

/** The closing line on amounts: their currency, and what limits and deductibles (excesses) mean. */
export function amountsNote(w: Writer, currency: string, uk: boolean) {
  w.paragraph(
    `Amounts in ${currency}. Limits and ${uk ? 'excesses' : 'deductibles'} are per claim unless stated; the aggregate limit is the most payable in the policy period.`,
    8,
    MUTED,
  );
}
