/**
 * Front-end load benchmark (budget: the sign-in page at most 250 kB of JavaScript gzipped on the
 * wire; Lighthouse performance, accessibility and best practices at least 95 on sign-in, the
 * agency dashboard and the quote calculator). Not a test.
 *   npm run build && npx tsx bench/web-vitals.ts
 *   BENCH_URL=http://localhost:3000 npx tsx bench/web-vitals.ts    (a platform already running)
 *   BENCH_LIGHTHOUSE_RUNS=0 npx tsx bench/web-vitals.ts             (JavaScript sizes only)
 * Without BENCH_URL it starts the platform in this process (in-memory PGlite, migrated and seeded,
 * serving the built app from WEB_DIST, by default apps/web/dist) on 127.0.0.1. In headless
 * Chromium (CHROME_PATH, default /usr/bin/chromium), each page is opened cold (a fresh browser
 * context: empty cache and storage; signed in as the demo agent through the API for the agency
 * pages) three times — as Chromium asks (brotli), gzip only, and uncompressed — and the
 * JavaScript received until the network is quiet is added up: bytes on the wire (bodies, without
 * headers) and as executed. Then Lighthouse audits performance, accessibility and best practices
 * on each page BENCH_LIGHTHOUSE_RUNS times (default 3) and prints the median run (by performance),
 * its metrics and the audits that cost points: by default with its mobile settings (a mid-range
 * phone on slow 4G, simulated), with BENCH_LIGHTHOUSE_PRESET=desktop with its desktop ones.
 * BENCH_JSON=file writes everything as JSON too. Exits non-zero when the sign-in page is over
 * its budget.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type CDPSession } from 'puppeteer-core';
import { buildApp, prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** `mobile` (Lighthouse's default: a mid-range phone on slow 4G) or `desktop`. */
const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const AGENT = 'agent@example.com';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'CyberDemo!2026';
/** kB as Vite prints them: 1,000 bytes. */
const SIGN_IN_BUDGET_BYTES = 250_000;
const SCORE_BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

type Route = {
  name: string;
  /** The page's address. */
  path: string;
  signedIn: boolean;
  /** What shows once the page is usable. */
  ready: string;
};

type Script = { url: string; wire: number; decoded: number; encoding: string };
type Transfer = { scripts: Script[]; wire: number; decoded: number };

/** The platform under test: one already running, or this process's own. */
async function startPlatform(): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) {
    return { origin: new URL(process.env.BENCH_URL).origin, stop: async () => {} };
  }
  const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`no built web app in ${webDist}: run \`npm run build\` first`);
  }
  const database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DEMO_PASSWORD,
    WEB_DIST: webDist,
  });
  await prepareDatabase(database, config, systemClock);
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    logger: false,
    storage: createMemoryStorage(),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin: address,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A fresh session of the demo agent (each page gets its own: refresh tokens rotate on use). */
async function signInTokens(origin: string) {
  const res = await fetch(`${origin}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: AGENT, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${AGENT} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

type AccountSummary = {
  id: string;
  region: string;
  state: string | null;
  profileScore: number;
  accountStatus: string;
};

/** An account the agent can open the quote calculator on (US, quotable, with an industry). */
async function calculatorAccount(origin: string): Promise<string> {
  const { accessToken } = await signInTokens(origin);
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await fetch(`${origin}/api/account/v1/accounts?size=100&sort=name,asc`, {
    headers,
  });
  const { content } = (await list.json()) as { content: AccountSummary[] };
  for (const account of content) {
    if (account.region !== 'US' || !account.state || account.profileScore < 4) continue;
    if (!['OPEN', 'QUOTED', 'ACTIVE_POLICY'].includes(account.accountStatus)) continue;
    const detail = await fetch(`${origin}/api/account/v1/accounts/${account.id}`, { headers });
    if (((await detail.json()) as { naicsCode: string | null }).naicsCode) return account.id;
  }
  throw new Error('no account of the demo agent can open the quote calculator');
}

/**
 * A new tab in a fresh browser context; for a signed-in page, the agent's tokens are put where
 * the app keeps a session (this tab's session storage) from a same-origin page without scripts.
 */
async function openTab(browser: Browser, origin: string, signedIn: boolean) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (signedIn) {
    const { accessToken, refreshToken } = await signInTokens(origin);
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (access, refresh) => {
        sessionStorage.setItem('accessToken', access);
        sessionStorage.setItem('refreshToken', refresh);
      },
      accessToken,
      refreshToken,
    );
  }
  return { page, close: () => context.close() };
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`, or nothing has started
 * or ended for five times that (a request that stays open, such as an image Chromium keeps, does
 * not hold it up). Requests the page had started before are not counted, nor `data:` and `blob:`
 * addresses, which report no end.
 */
function networkQuiet(cdp: CDPSession, quietMs = 1_000, timeoutMs = 30_000): () => Promise<void> {
  const inFlight = new Set<string>();
  let lastChange = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    inFlight.add(event.requestId);
    lastChange = performance.now();
  });
  const ended = (event: { requestId: string }) => {
    if (inFlight.delete(event.requestId)) lastChange = performance.now();
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return async () => {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const still = performance.now() - lastChange;
      if ((inFlight.size === 0 && still >= quietMs) || still >= 5 * quietMs) return;
      if (performance.now() > until) throw new Error(`still loading after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** The JavaScript a cold load of the route receives, asking for one encoding. */
async function measureScripts(
  browser: Browser,
  origin: string,
  route: Route,
  encoding: Encoding,
): Promise<Transfer> {
  const { page, close } = await openTab(browser, origin, route.signedIn);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    if (encoding !== 'br') await page.setExtraHTTPHeaders({ 'accept-encoding': encoding });
    const scripts = new Map<string, Script & { headers: number }>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      scripts.set(event.requestId, {
        url: event.response.url,
        headers: event.response.encodedDataLength,
        wire: 0,
        decoded: 0,
        encoding: String(event.response.headers['content-encoding'] ?? 'identity'),
      });
    });
    cdp.on('Network.dataReceived', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.wire = event.encodedDataLength - script.headers;
    });
    const quiet = networkQuiet(cdp);
    await page.goto(`${origin}${route.path}`);
    await page.waitForSelector(route.ready, { visible: true, timeout: 30_000 }).catch(async () => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
      throw new Error(`${route.name}: ${route.ready} never showed at ${page.url()}: ${shown}`);
    });
    await quiet();
    const list = [...scripts.values()].map(({ url, wire, decoded, encoding: used }) => ({
      url: url.replace(origin, ''),
      wire,
      decoded,
      encoding: used,
    }));
    return {
      scripts: list,
      wire: list.reduce((sum, s) => sum + s.wire, 0),
      decoded: list.reduce((sum, s) => sum + s.decoded, 0),
    };
  } finally {
    await close();
  }
}

type AuditLoss = {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  shown?: string;
  /** The first few things the audit points at (a script, a console message, an issue). */
  items?: string[];
};
type LighthouseRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  losses: Record<(typeof CATEGORIES)[number], AuditLoss[]>;
  /** Performance diagnostics and opportunities, the largest estimated saving first. */
  diagnostics: AuditLoss[];
};

type LighthouseAudit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[]; overallSavingsMs?: number };
  metricSavings?: Record<string, number>;
};

/** One detail row in a few words: its address, message, element or phase. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
  if (item.type === 'table' && Array.isArray(item.items)) {
    return (item.items as Record<string, unknown>[]).map(describeItem).join('; ');
  }
  if (typeof item.phase === 'string') return `${item.phase} ${Math.round(Number(item.timing))} ms`;
  const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items;
  const what = [item.url, item.source, item.description, item.issueType, item.group, item.label]
    .concat(subItems?.[0] ? [JSON.stringify(subItems[0]).slice(0, 160)] : [])
    .filter((v) => typeof v === 'string' && v !== '')
    .join(' — ');
  return what || JSON.stringify(item);
}

/** What an audit's first few detail rows are about. */
function itemsOf(audit: LighthouseAudit): string[] | undefined {
  const items = audit.details?.items;
  if (!items?.length) return undefined;
  return items.slice(0, 3).map((item) => describeItem(item).slice(0, 240));
}

const lossOf = (id: string, audit: LighthouseAudit, weight: number): AuditLoss => {
  const items = itemsOf(audit);
  return {
    id,
    title: audit.title,
    score: audit.score,
    weight,
    ...(audit.displayValue ? { shown: audit.displayValue } : {}),
    ...(items ? { items } : {}),
  };
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * One Lighthouse navigation of the route in a fresh tab. Lighthouse now and then fails to record
 * its trace (NO_NAVSTART and the like); such a run is tried again, twice at most.
 */
async function audit(browser: Browser, origin: string, route: Route): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, origin, route);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Lighthouse:')) throw error;
      console.log(`    (${route.name}: ${String(error)}; trying again)`);
    }
  }
}

async function auditOnce(browser: Browser, origin: string, route: Route): Promise<LighthouseRun> {
  const { page, close } = await openTab(browser, origin, route.signedIn);
  try {
    const result = await lighthouse(
      `${origin}${route.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keep the session just put in session storage; the context is new, so the cache and the
        // rest of the storage are empty anyway.
        disableStorageReset: true,
      },
      PRESET === 'desktop' ? desktopConfig : undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '';
    if (!finalUrl.endsWith(route.path)) {
      throw new Error(`Lighthouse ended at ${finalUrl}, not ${route.path}`);
    }
    const scores = {} as LighthouseRun['scores'];
    const losses = {} as LighthouseRun['losses'];
    for (const id of CATEGORIES) {
      const category = lhr.categories[id]!;
      scores[id] = Math.round((category.score ?? 0) * 100);
      losses[id] = category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] as LighthouseAudit }))
        .filter(
          ({ ref, audit: a }) =>
            a.score !== null &&
            a.score < 1 &&
            (ref.weight > 0 || a.scoreDisplayMode === 'binary') &&
            !['informative', 'manual', 'notApplicable', 'metricSavings'].includes(
              a.scoreDisplayMode,
            ),
        )
        .sort((a, b) => b.ref.weight * (1 - b.audit.score!) - a.ref.weight * (1 - a.audit.score!))
        .map(({ ref, audit: a }) => lossOf(ref.id, a, ref.weight));
    }
    const saving = (a: LighthouseAudit) =>
      Math.max(a.details?.overallSavingsMs ?? 0, ...Object.values(a.metricSavings ?? {}));
    const diagnostics = lhr.categories
      .performance!.auditRefs.filter((ref) => ref.weight === 0)
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] as LighthouseAudit }))
      .filter(({ id, audit: a }) =>
        ['bootup-time', 'mainthread-work-breakdown'].includes(id)
          ? true
          : a.score !== null && a.score < 1 && saving(a) > 0,
      )
      .sort((a, b) => saving(b.audit) - saving(a.audit))
      .map(({ id, audit: a }) => lossOf(id, a, 0));
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
    );
    return { scores, metrics, losses, diagnostics };
  } finally {
    await close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const platform = await startPlatform();
  const { origin } = platform;
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    // As the journeys run it (apps/web/playwright.config.ts): no GPU process on a small machine.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-gpu-compositing',
      '--disable-software-rasterizer',
      '--in-process-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const report: Record<string, unknown> = { origin, at: new Date().toISOString() };
  try {
    const accountId = await calculatorAccount(origin);
    const routes: Route[] = [
      { name: 'sign-in', path: '/login', signedIn: false, ready: '#login-email' },
      {
        name: 'agency dashboard',
        path: '/agency/dashboard',
        signedIn: true,
        ready: '[data-testid="user-full-name"]',
      },
      {
        name: 'quote calculator',
        path: `/agency/requestQuote/P100/${accountId}`,
        signedIn: true,
        ready: '[data-testid="calculator-premium"]',
      },
    ];

    console.log(`${origin}, Chromium ${await browser.version()}, cold loads`);
    console.log('JavaScript per page (bodies on the wire, kB = 1,000 bytes):');
    const transfers: Record<string, Record<Encoding, Transfer>> = {};
    let signInGzip = Infinity;
    for (const route of routes) {
      const byEncoding = {} as Record<Encoding, Transfer>;
      for (const encoding of ENCODINGS) {
        byEncoding[encoding] = await measureScripts(browser, origin, route, encoding);
      }
      transfers[route.name] = byEncoding;
      if (route.name === 'sign-in') signInGzip = byEncoding.gzip.wire;
      const { br, gzip, identity } = byEncoding;
      console.log(
        `  ${route.name.padEnd(17)} ${String(identity.scripts.length).padStart(3)} files` +
          `  raw ${kB(identity.decoded).padStart(9)}  gzip ${kB(gzip.wire).padStart(8)}` +
          `  brotli ${kB(br.wire).padStart(8)}  (as Chromium asks: ${[...new Set(br.scripts.map((s) => s.encoding))].join(', ')})`,
      );
    }
    report.javascript = transfers;
    console.log(
      `sign-in JavaScript gzipped ${kB(signInGzip)} — budget ≤ ${kB(SIGN_IN_BUDGET_BYTES)}: ` +
        `${signInGzip <= SIGN_IN_BUDGET_BYTES ? 'PASS' : 'FAIL'}`,
    );

    if (LIGHTHOUSE_RUNS > 0) {
      console.log(
        `\nLighthouse ${PRESET === 'desktop' ? 'desktop preset' : 'mobile defaults'} (simulated ` +
          `throttling), median of ${LIGHTHOUSE_RUNS} run(s):`,
      );
      const audits: Record<string, { runs: LighthouseRun[]; median: LighthouseRun }> = {};
      for (const route of routes) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await audit(browser, origin, route));
        const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
        const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
        audits[route.name] = { runs, median };
        const verdict = CATEGORIES.every((c) => median.scores[c] >= SCORE_BUDGET) ? 'PASS' : 'FAIL';
        console.log(
          `  ${route.name.padEnd(17)} performance ${median.scores.performance}` +
            ` (runs ${runs.map((r) => r.scores.performance).join(', ')}), accessibility ` +
            `${median.scores.accessibility}, best practices ${median.scores['best-practices']}` +
            ` — budget ≥ ${SCORE_BUDGET} each: ${verdict}`,
        );
        console.log(
          `    ${METRICS.map((m) => `${m.replace(/-/g, ' ')} ${median.metrics[m]}`).join(', ')}`,
        );
        for (const category of CATEGORIES) {
          for (const loss of median.losses[category].slice(0, 6)) {
            console.log(
              `    ${category}: ${loss.title}${loss.shown ? ` (${loss.shown})` : ''}` +
                ` [${loss.id}, score ${loss.score}, weight ${loss.weight}]`,
            );
            if (category !== 'performance') {
              for (const item of loss.items ?? []) console.log(`      ${item}`);
            }
          }
        }
        for (const diagnostic of median.diagnostics.slice(0, 6)) {
          console.log(
            `    diagnostic: ${diagnostic.title}${diagnostic.shown ? ` (${diagnostic.shown})` : ''}`,
          );
          for (const item of diagnostic.items ?? []) console.log(`      ${item}`);
        }
      }
      report.lighthouse = audits;
    }
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report));
    if (signInGzip > SIGN_IN_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
