import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What a signature page prints: the signer, when, from where, and the hash of what was signed. */
export type SignatureBlock = {
  title: string;
  statement: string[];
  signerName: string;
  signerEmail: string | null;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  documentSha256: string;
};

const PAGE = { width: 612, height: 792, margin: 50 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);

/** The standard fonts speak WinAnsi only: anything else prints as '?'. */
const winAnsi = (s: string) =>
  [...s]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
    })
    .join('');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A cursor writing wrapped paragraphs down one page. */
function writer(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  return {
    text(s: string, opts: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}) {
      const size = opts.size ?? 10;
      const font = opts.bold ? fonts.bold : fonts.regular;
      for (const line of wrap(s, font, size, width)) {
        y -= size + 3;
        page.drawText(line, {
          x: PAGE.margin,
          y,
          size,
          font,
          color: opts.muted ? MUTED : INK,
        });
      }
      y -= opts.gap ?? 6;
    },
  };
}

function signatureLines(b: SignatureBlock): string[] {
  return [
    `Signed electronically by ${b.signerName}${b.signerEmail ? ` <${b.signerEmail}>` : ''}`,
    `Signed at ${b.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    `IP address: ${b.ipAddress ?? 'not recorded'}`,
    `User agent: ${b.userAgent ?? 'not recorded'}`,
    `SHA-256 of the document signed: ${b.documentSha256}`,
  ];
}

function drawBlock(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, b: SignatureBlock) {
  const w = writer(page, fonts);
  w.text(b.title, { size: 16, bold: true, gap: 12 });
  for (const p of b.statement) w.text(p, { gap: 10 });
  w.text('Electronic signature', { size: 12, bold: true, gap: 4 });
  for (const line of signatureLines(b)) w.text(line, { size: 9, gap: 2 });
  w.text(
    'The hash identifies the exact document signed: the pages before this one, as they were when the signer accepted them.',
    { size: 8, muted: true },
  );
}

async function fontsOf(doc: PDFDocument) {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** The signed copy of a document: its pages, then a page with the signature. */
export async function appendSignaturePage(
  document: Uint8Array,
  block: SignatureBlock,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(document);
  drawBlock(doc.addPage([PAGE.width, PAGE.height]), await fontsOf(doc), block);
  return doc.save();
}

/** A one-page notice (the surplus lines notice) to be signed: title and paragraphs. */
export async function noticePdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // Fixed dates keep the bytes (and so the SHA-256) of the same notice the same.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const w = writer(doc.addPage([PAGE.width, PAGE.height]), await fontsOf(doc));
  w.text(title, { size: 16, bold: true, gap: 12 });
  for (const p of paragraphs) w.text(p, { gap: 10 });
  return doc.save();
}
