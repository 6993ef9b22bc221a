import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

/*
 * The web app's files leave the server compressed at build time (brotli or gzip, as the browser
 * accepts) and API answers are compressed on the fly; binary downloads are sent as they are.
 */

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const PAGE = '<!doctype html><title>platform</title><div id="root"></div>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  // As the build leaves them: each text file with a .br and a .gz copy beside it. The copies are
  // marked so a test can tell the stored copy from one compressed per request.
  const withCopies = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(`${text}/* br */`));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(`${text}/* gz */`));
  };
  withCopies('index.html', PAGE);
  withCopies('assets/app-abc123.js', SCRIPT);
  // A file the build left without copies.
  writeFileSync(path.join(dist, 'assets', 'plain-def456.js'), SCRIPT);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app’s files', () => {
  it('come as the stored brotli copy when the browser accepts brotli', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}/* br */`);
  });

  it('come as the stored gzip copy when the browser accepts gzip only', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${SCRIPT}/* gz */`);
  });

  it('come as they are when the client accepts no compression', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'] ?? 'identity').toBe('identity');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('the app page of a client route comes compressed and still revalidated', async () => {
    const res = await get('/agency/dashboard', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${PAGE}/* br */`);
  });

  it('a file without a stored copy is compressed as it is sent', async () => {
    const res = await get('/assets/plain-def456.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a missing asset is still a 404', async () => {
    const res = await get('/assets/missing-000000.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
  });
});

describe('API answers', () => {
  it('JSON over 1 KB comes compressed when accepted, and is still never stored', async () => {
    const agent = await t.signIn('agent@example.com');
    const url = '/api/account/v1/accounts?size=50&sort=name,asc';
    const plain = await agent.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await agent.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await agent.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer is sent as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('a workbook download, compressed already, is sent as it is', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/bulk-upload/template',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    // A workbook is a ZIP archive.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
