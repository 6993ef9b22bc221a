import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>platform</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => t.close());

describe('the built web app', () => {
  it('client routes fall back to index.html, revalidated every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/agency/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>platform</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
  it('the root serves the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>platform</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
  it('a directory is never listed', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/assets/' })).statusCode).toBeLessThan(500);
  });
  it('hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
  it('a missing asset is a 404, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
  it('files added after start are served (no restart after a rebuild)', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(
      200,
    );
  });
  it('the request budget counts the API only', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(
        200,
      );
    }
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push((await t.app.inject({ method: 'GET', url: '/api/auth/v1/env' })).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
    const limited = await t.app.inject({ method: 'GET', url: '/api/auth/v1/env' });
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
    });
  });
});
