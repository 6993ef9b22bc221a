import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const JITLESS = pathToFileURL(
  path.resolve(import.meta.dirname, '../../src/lib/zod-jitless.ts'),
).href;

/**
 * A fresh Node process (zod loads once per process, and this test runner keeps it loaded):
 * main.tsx's first import or not, then zod, one schema built and used, and how often zod called
 * `new Function` (what the CSP forbids and the browser reports).
 */
function run(withSetting: boolean): { jitless: boolean; probes: number } {
  const script = `
    ${withSetting ? `await import(${JSON.stringify(JITLESS)});` : ''}
    let probes = 0;
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) { probes += 1; return Reflect.construct(target, args); },
    });
    const { z, config } = await import('zod');
    z.object({ name: z.string(), tags: z.array(z.string()) }).parse({ name: 'a', tags: ['b'] });
    console.log(JSON.stringify({ jitless: config().jitless === true, probes }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as { jitless: boolean; probes: number };
}

describe('zod without eval (the CSP allows none)', () => {
  it('takes the setting main.tsx makes before zod loads, and never calls `new Function`', () => {
    expect(run(true)).toEqual({ jitless: true, probes: 0 });
  });

  it('calls it without the setting (what the setting prevents)', () => {
    const { jitless, probes } = run(false);
    expect(jitless).toBe(false);
    expect(probes).toBeGreaterThan(0);
  });
});
