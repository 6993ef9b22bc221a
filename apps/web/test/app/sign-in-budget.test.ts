import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The sign-in page's JavaScript budget (docs/performance.md): at most 250 kB gzipped on the wire.
 * Counted from a build, without a browser: the files of the app's entry and of the sign-in route,
 * following their static imports in Vite's manifest (what index.html preloads and what the route's
 * lazy import fetches with it), each as its pre-compressed `.gz` copy weighs (the file itself
 * when the build wrote none). `bench/web-vitals.ts` measures the same in Chromium.
 *
 * SIGN_IN_BUDGET_DIST names the build to check: the suite sets it after its build step
 * (scripts/test-all.sh). Without it only the counting is tested, on a small made-up build.
 */

/** kB as Vite prints them: 1,000 bytes. */
const SIGN_IN_BUDGET_BYTES = 250_000;
/** The sign-in route's module (router.tsx loads it lazily for /login). */
const SIGN_IN_ROUTE = 'src/app/routes/public/login.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type RouteScripts = { files: string[]; raw: number; gzip: number; brotli: number };

const sizeOf = (file: string, fallback: number): number => {
  try {
    return statSync(file).size;
  } catch {
    return fallback;
  }
};

/** The JavaScript a cold load of `routes` (manifest keys) downloads from the build in `dist`. */
function routeScripts(dist: string, routes: string[]): RouteScripts {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const keys = new Set<string>();
  const follow = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (keys.has(key)) return;
    keys.add(key);
    chunk.imports?.forEach(follow);
  };
  [...entries, ...routes].forEach(follow);
  const result: RouteScripts = { files: [], raw: 0, gzip: 0, brotli: 0 };
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const raw = statSync(path.join(dist, file)).size;
    result.files.push(file);
    result.raw += raw;
    result.gzip += sizeOf(path.join(dist, `${file}.gz`), raw);
    result.brotli += sizeOf(path.join(dist, `${file}.br`), raw);
  }
  return result;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('counting a route’s JavaScript from a build', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sign-in-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const write = (file: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), 'x'.repeat(bytes));
  };
  write('assets/index.js', 1000);
  write('assets/index.js.gz', 300);
  write('assets/index.js.br', 250);
  write('assets/vendor.js', 2000);
  write('assets/vendor.js.gz', 600);
  write('assets/vendor.js.br', 500);
  write('assets/login.js', 400);
  write('assets/login.js.gz', 150);
  write('assets/login.js.br', 120);
  write('assets/form.js', 100); // too small to be worth a compressed copy
  write('assets/workspace.js', 5000);
  write('assets/workspace.js.gz', 1500);
  write('assets/index.css', 700);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js', '_style.css'],
        dynamicImports: ['src/login.tsx', 'src/workspace.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_style.css': { file: 'assets/index.css' },
      '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
      'src/login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_vendor.js'] },
      'src/workspace.tsx': { file: 'assets/workspace.js', imports: ['_vendor.js'] },
    }),
  );

  it('adds up the entry and the route with their static imports, once each, as compressed', () => {
    const scripts = routeScripts(dist, ['src/login.tsx']);
    expect(scripts.files.sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/login.js',
      'assets/vendor.js',
    ]);
    expect(scripts).toMatchObject({ raw: 3500, gzip: 1150, brotli: 970 });
  });

  it('fails for a route the build does not have', () => {
    expect(() => routeScripts(dist, ['src/gone.tsx'])).toThrow(/not in the build's manifest/);
  });
});

const built = process.env.SIGN_IN_BUDGET_DIST;

describe.skipIf(!built)('the sign-in page’s JavaScript budget', () => {
  it(`is at most ${kB(SIGN_IN_BUDGET_BYTES)} gzipped`, () => {
    const scripts = routeScripts(path.resolve(built!), [SIGN_IN_ROUTE]);
    console.info(
      `sign-in JavaScript: ${scripts.files.length} files, ${kB(scripts.raw)}, gzip ` +
        `${kB(scripts.gzip)}, brotli ${kB(scripts.brotli)} (budget ${kB(SIGN_IN_BUDGET_BYTES)} gzip)`,
    );
    expect(scripts.gzip).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
  });
});
