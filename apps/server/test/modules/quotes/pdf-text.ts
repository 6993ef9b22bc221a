import { PDFDocument } from 'pdf-lib';
import { inflateSync } from 'node:zlib';

/**
 * The text drawn on the pages: pdf-lib writes Flate-compressed content streams of hex strings.
 * `text` is every shown string, one a line; `pageChunks` the shown strings of each page in the
 * order they were drawn.
 */
export async function pdfText(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const pageChunks: string[][] = [];
  for (const page of doc.getPages()) {
    const chunks: string[] = [];
    pageChunks.push(chunks);
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never) as { contents?: Uint8Array } | undefined;
      if (!stream?.contents) continue;
      const raw = inflateSync(Buffer.from(stream.contents)).toString('latin1');
      for (const m of raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        chunks.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
      }
    }
  }
  return {
    pages: doc.getPageCount(),
    text: pageChunks.flat().join('\n'),
    pageChunks,
    title: doc.getTitle(),
  };
}
