import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the server can send compressed; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else if (entry.isFile()) yield file;
  }
}

export type PrecompressResult = { files: number; bytes: number; gzip: number; brotli: number };

/**
 * Write a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file of
 * `dir`, once, at build time; the server sends the copy the browser accepts as it is. A copy that
 * would not be smaller than its file is not written (the file is sent as it is).
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const work: Promise<void>[] = [];
  for await (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    work.push(
      (async () => {
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        result.files += 1;
        result.bytes += content.length;
        result.brotli += Math.min(br.length, content.length);
        result.gzip += Math.min(gzipped.length, content.length);
        // A copy from an earlier build must not outlive its file's new content.
        for (const [copy, bytes] of [
          [`${file}.br`, br],
          [`${file}.gz`, gzipped],
        ] as const) {
          if (bytes.length < content.length) await writeFile(copy, bytes);
          else await rm(copy, { force: true });
        }
      })(),
    );
  }
  await Promise.all(work);
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

/** The Vite plugin: pre-compress the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cyber:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))?.isDirectory()) return;
      const started = performance.now();
      const { files, bytes, gzip, brotli } = await precompressDirectory(outDir);
      this.info(
        `pre-compressed ${files} files, ${kb(bytes)} → gzip ${kb(gzip)}, brotli ${kb(brotli)} ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
