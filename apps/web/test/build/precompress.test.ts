import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../vite-plugin-precompress.ts';

describe('pre-compressing the build', () => {
  it('writes a brotli and a gzip copy beside each text file, and none beside images', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`)}];`;
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>platform</p>'.repeat(50)}`);
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(2048, 1));
    // Too small to shrink: sent as it is.
    writeFileSync(path.join(dir, 'tiny.js'), 'x');
    // A copy left by an earlier build of different content must not survive.
    writeFileSync(path.join(dir, 'tiny.js.gz'), 'stale');

    const result = await precompressDirectory(dir);

    const file = path.join(dir, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
    expect(result.files).toBe(3);
    expect(result.brotli).toBeLessThan(result.bytes);
    expect(result.gzip).toBeLessThan(result.bytes);
  });
});
