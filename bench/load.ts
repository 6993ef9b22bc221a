/**
 * Load benchmark (the operations issue): signed-in users doing the real mix against one or two
 * API nodes, on the embedded database or on PostgreSQL. Not a test.
 *   npx tsx bench/load.ts                                  # embedded database, one node
 *   BENCH_DB=postgres npx tsx bench/load.ts                # PostgreSQL, one node
 *   BENCH_DB=postgres BENCH_NODES=2 npx tsx bench/load.ts  # PostgreSQL, two nodes
 *   BENCH_DB=postgres BENCH_ROUNDS=1,2,1,2 npx tsx bench/load.ts  # one and two nodes, alternating
 * BENCH_USERS (default 200) virtual users sign in as the demo personas (agents and agency admins
 * of the US agencies, the UK broker, provider staff, the policyholder), then for BENCH_SECONDS
 * (default 60) each waits a think time of 0.2–1 s and does one action of the mix: me, account
 * search, quote search, the calculator, a new quote, the policies tab, billing search, and now and
 * then a fresh sign-in. The nodes are real server processes (`apps/server/src/main.ts`, as an
 * operator starts them: NODE_ENV=development, LOG_LEVEL=warn, behind a "load balancer": each
 * user has its own forwarded address, and the generator spreads the users over the nodes). On
 * PostgreSQL the database is `bench_load` on the local server (or DATABASE_URL), recreated and
 * seeded each run; the request budget is counted in it as several nodes need (decision 064).
 * Prints throughput, p50/p95/p99 and errors, overall and per action; the generator runs on the
 * same machine and takes its share of the cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DB = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
/**
 * The rounds, by the nodes serving each: BENCH_ROUNDS=1,2,1,2 alternates one and two nodes in one
 * run (both started; the users move between rounds), so the ratio is not a machine's mood.
 */
const ROUNDS = (process.env.BENCH_ROUNDS ?? process.env.BENCH_NODES ?? '1')
  .split(',')
  .map((n) => Number(n.trim()));
if (ROUNDS.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_ROUNDS lists node counts: 1,2,1,2');
}
const NODES = Math.max(...ROUNDS);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS: [number, number] = [200, 1000];
const PASSWORD = 'CyberDemo!2026';
const ROOT = path.resolve(import.meta.dirname, '..');

if (DB === 'pglite' && NODES > 1) {
  throw new Error(
    'The embedded database serves one process: BENCH_NODES=2 needs BENCH_DB=postgres',
  );
}

/** Who the virtual users are, by share. */
const PERSONAS: { email: string; share: number; region: 'US' | 'UK'; agency: boolean }[] = [
  { email: 'agent@example.com', share: 0.35, region: 'US', agency: true },
  { email: 'agencyadmin@example.com', share: 0.1, region: 'US', agency: true },
  { email: 'wholesale@example.com', share: 0.15, region: 'US', agency: true },
  { email: 'broker@example.com', share: 0.2, region: 'UK', agency: true },
  { email: 'admin@example.com', share: 0.1, region: 'US', agency: false },
  { email: 'underwriter@example.com', share: 0.05, region: 'US', agency: false },
  { email: 'customer@example.com', share: 0.05, region: 'US', agency: false },
];

const CALCULATOR = {
  US: {
    product: 'P100',
    state: 'TX',
    industryCode: '541511',
    revenue: 5_000_000,
    employees: 40,
    limit: 1_000_000,
    deductible: 25_000,
    coverages: [{ key: 'DATA_RESTORATION' }, { key: 'BUSINESS_INTERRUPTION', subLimit: 500_000 }],
    securityAnswers: { mfaEmail: 'YES', incidentResponsePlan: 'NO', isSecurityTraining: 'YES' },
  },
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Node = { url: string; process: ChildProcess; output: string[] };

function startNode(port: number, env: Record<string, string>): Node {
  const output: string[] = [];
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Many users share each demo persona's account here, where 200 people would be 200
      // accounts: sign-ins in flight count against the account's throttle until they succeed.
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
      // Passed on as an operator would set them: where the budget is counted, the pool's size.
      ...Object.fromEntries(
        ['RATE_LIMIT_STORE', 'REDIS_URL', 'DB_POOL_MAX'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name]!]] : [],
        ),
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

async function ready(node: Node) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${node.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (node.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`a node did not start:\n${node.output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(node: Node) {
  if (node.process.exitCode !== null) return;
  const exited = new Promise((resolve) => node.process.once('exit', resolve));
  node.process.kill('SIGTERM');
  const timer = setTimeout(() => node.process.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Latencies (ms) and failures per action. */
const samples = new Map<string, number[]>();
const failures = new Map<string, Map<number, number>>();
let measuring = false;

function record(action: string, ms: number, status: number) {
  if (!measuring && action !== 'sign-in (start)') return;
  if (status >= 200 && status < 300) {
    if (!samples.has(action)) samples.set(action, []);
    samples.get(action)!.push(ms);
  } else {
    if (!failures.has(action)) failures.set(action, new Map());
    const byStatus = failures.get(action)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
}

type User = {
  index: number;
  persona: (typeof PERSONAS)[number];
  node: Node;
  ip: string;
  token: string;
  accountId: string | null;
};

/** One keep-alive connection pool per node (node:http: lighter on the shared cores than fetch). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function request(
  user: User,
  action: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  let status = 0;
  let json: unknown = null;
  try {
    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    const res = await send(
      new URL(url, user.node.url),
      method,
      {
        'x-forwarded-for': user.ip,
        ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
        ...(payload !== undefined
          ? {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
            }
          : {}),
        ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
      },
      payload,
    );
    status = res.status;
    json = res.text && res.contentType.includes('json') ? JSON.parse(res.text) : null;
  } catch {
    status = 599;
  }
  record(action, performance.now() - started, status);
  return { status, json };
}

async function signIn(user: User, action: string) {
  const saved = user.token;
  user.token = '';
  const res = await request(user, action, 'POST', '/api/auth/v1/login', {
    username: user.persona.email,
    password: PASSWORD,
  });
  user.token = res.status === 200 ? (res.json as { accessToken: string }).accessToken : saved;
}

/** The actions of the mix, by weight; each for the personas it makes sense for. */
const MIX: { name: string; weight: number; run: (u: User) => Promise<unknown> | null }[] = [
  { name: 'me', weight: 15, run: (u) => request(u, 'me', 'GET', '/api/auth/v1/me') },
  {
    name: 'account search',
    weight: 15,
    run: (u) =>
      u.persona.email === 'customer@example.com'
        ? null
        : request(u, 'account search', 'GET', '/api/account/v1/accounts?page=0&size=20&search=a'),
  },
  {
    name: 'quote search',
    weight: 15,
    run: (u) => request(u, 'quote search', 'GET', '/api/quote/v1/search?page=0&size=20'),
  },
  {
    name: 'calculator',
    weight: 15,
    run: (u) =>
      u.persona.agency && u.persona.region === 'US'
        ? request(u, 'calculator', 'POST', '/api/rater/v1/calculator', {
            ...CALCULATOR.US,
            effectiveDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
          })
        : null,
  },
  {
    name: 'quote creation',
    weight: 5,
    run: (u) =>
      u.accountId
        ? request(u, 'quote creation', 'POST', `/api/quote/v1/${productOf(u)}`, {
            accountId: u.accountId,
          })
        : null,
  },
  {
    name: 'policies tab',
    weight: 15,
    run: (u) =>
      request(u, 'policies tab', 'GET', '/api/policy/v1/search?kind=POLICIES&page=0&size=20'),
  },
  {
    name: 'billing search',
    weight: 10,
    run: (u) =>
      u.persona.email === 'underwriter@example.com'
        ? null
        : request(u, 'billing search', 'GET', '/api/billing/v1/search?page=0&size=20'),
  },
  // A user signs in once a session, not every minute: about every four minutes here.
  { name: 'sign-in', weight: 0.25, run: (u) => signIn(u, 'sign-in') },
];
const TOTAL_WEIGHT = MIX.reduce((s, a) => s + a.weight, 0);

const productOf = (u: User) => (u.persona.region === 'UK' ? 'P_ONE_PLUS' : 'P100');

/** An account of the user's agency a quote can be made on (tried once at set-up), or null. */
async function quotableAccount(user: User): Promise<string | null> {
  if (!user.persona.agency) return null;
  const list = await request(user, 'setup', 'GET', '/api/account/v1/accounts?page=0&size=20');
  const accounts = (list.json as { content?: { id: string; region?: string }[] } | null)?.content;
  for (const account of accounts ?? []) {
    const quoted = await request(user, 'setup', 'POST', `/api/quote/v1/${productOf(user)}`, {
      accountId: account.id,
    });
    if (quoted.status === 201) return account.id;
  }
  return null;
}

async function runUser(user: User, until: number) {
  while (performance.now() < until) {
    await new Promise((r) =>
      setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])),
    );
    if (performance.now() >= until) break;
    for (;;) {
      let pick = Math.random() * TOTAL_WEIGHT;
      const action = MIX.find((a) => (pick -= a.weight) < 0) ?? MIX[0]!;
      const run = action.run(user);
      if (run) {
        await run;
        break;
      }
    }
  }
}

/** CPU seconds (user + system) of the processes whose command line matches, from /proc (Linux). */
function cpuSeconds(match: (cmdline: string, pid: number) => boolean): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return NaN;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!match(cmdline, Number(pid))) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function summary(name: string, values: number[], failed: number, seconds: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  return `| ${name.padEnd(20)} | ${String(sorted.length).padStart(7)} | ${(sorted.length / seconds).toFixed(1).padStart(7)} | ${f(percentile(sorted, 0.5)).padStart(7)} | ${f(percentile(sorted, 0.95)).padStart(7)} | ${f(percentile(sorted, 0.99)).padStart(7)} | ${String(failed).padStart(6)} |`;
}

/** One measured round of SECONDS with the users on `serving`; prints its tables. */
async function measure(label: string, users: User[], serving: Node[]) {
  samples.clear();
  failures.clear();
  const nodePids = new Set(serving.map((n) => n.process.pid));
  const cpu = () => ({
    nodes: cpuSeconds((_, pid) => nodePids.has(pid)),
    database: DB === 'postgres' ? cpuSeconds((c) => c.startsWith('postgres')) : 0,
    generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  measuring = true;
  const cpuBefore = cpu();
  const started = performance.now();
  await Promise.all(users.map((u) => runUser(u, started + SECONDS * 1000)));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpu();

  const everything = [...samples.values()].flat();
  const failedOf = (name: string) =>
    [...(failures.get(name)?.values() ?? [])].reduce((s, n) => s + n, 0);
  const totalFailed = [...failures.keys()].reduce((s, n) => s + failedOf(n), 0);
  console.log(`\n${label}\n`);
  console.log(
    '| Action               |   Calls |   Req/s |  p50 ms |  p95 ms |  p99 ms | Errors |',
  );
  console.log(
    '| -------------------- | ------: | ------: | ------: | ------: | ------: | -----: |',
  );
  console.log(summary('all', everything, totalFailed, elapsed));
  for (const action of MIX.map((a) => a.name)) {
    console.log(summary(action, samples.get(action) ?? [], failedOf(action), elapsed));
  }
  const calls = everything.length + totalFailed;
  const perCall = (k: keyof typeof cpuAfter) =>
    `${(((cpuAfter[k] - cpuBefore[k]) * 1000) / calls).toFixed(2)} ms (${((cpuAfter[k] - cpuBefore[k]) / elapsed).toFixed(2)} cores)`;
  console.log('');
  console.log(
    `CPU per call: API node(s) ${perCall('nodes')}, ${DB === 'postgres' ? `PostgreSQL ${perCall('database')}, ` : ''}load generator ${perCall('generator')}`,
  );
  for (const [action, byStatus] of failures) {
    console.log(`errors in ${action}: ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  }
  const sorted = [...everything].sort((a, b) => a - b);
  return {
    label,
    callsPerSecond: everything.length / elapsed,
    p95: percentile(sorted, 0.95),
    errors: totalFailed,
  };
}

async function main() {
  const nodes: Node[] = [];
  let cleanup = async () => {};
  const env: Record<string, string> = {};
  if (DB === 'postgres') {
    const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const url = process.env.DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/bench_load');
    if (!process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('drop database if exists bench_load with (force)');
      await admin.query('create database bench_load');
      await admin.end();
    }
    env.DATABASE_URL = url;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    // The first node migrates and seeds; the others start on the prepared database.
    for (let i = 0; i < NODES; i += 1) {
      const node = startNode(await freePort(), env);
      nodes.push(node);
      await ready(node);
    }
    console.log(
      `${DB === 'postgres' ? 'PostgreSQL' : 'embedded database'}, ${NODES} node(s), rounds ${ROUNDS.join(',')}, ${USERS} users, ${SECONDS} s a round, think ${THINK_MS[0]}–${THINK_MS[1]} ms`,
    );

    const users: User[] = [];
    let assigned = 0;
    for (const persona of PERSONAS) {
      const count =
        persona === PERSONAS.at(-1) ? USERS - assigned : Math.round(USERS * persona.share);
      for (let i = 0; i < count; i += 1) {
        const index = users.length;
        users.push({
          index,
          persona,
          node: nodes[index % nodes.length]!,
          ip: `10.${Math.floor(index / 250) + 1}.${index % 250}.${(index % 7) + 1}`,
          token: '',
          accountId: null,
        });
      }
      assigned += count;
    }

    // Set-up: every user signs in (ten at a time), each agency persona finds a quotable account.
    const setupStarted = performance.now();
    for (let i = 0; i < users.length; i += 10) {
      await Promise.all(users.slice(i, i + 10).map((u) => signIn(u, 'sign-in (start)')));
    }
    const signedIn = users.filter((u) => u.token).length;
    const byPersona = new Map<string, string | null>();
    for (const u of users) {
      if (!byPersona.has(u.persona.email)) byPersona.set(u.persona.email, await quotableAccount(u));
      u.accountId = byPersona.get(u.persona.email) ?? null;
    }
    console.log(
      `set-up: ${signedIn}/${users.length} signed in, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; quotable accounts: ${[...byPersona].map(([e, a]) => `${e.split('@')[0]} ${a ? 'yes' : 'no'}`).join(', ')}`,
    );
    if (signedIn < users.length) {
      const why = [...(failures.get('sign-in (start)') ?? new Map<number, number>())];
      throw new Error(
        `not every user could sign in: ${users
          .filter((u) => !u.token)
          .map((u) => u.persona.email)
          .join(', ')} (${why.map(([s, n]) => `${s}×${n}`).join(', ')})`,
      );
    }

    const totals: { label: string; callsPerSecond: number; p95: number; errors: number }[] = [];
    for (const [round, active] of ROUNDS.entries()) {
      const serving = nodes.slice(0, active);
      users.forEach((u, i) => (u.node = serving[i % serving.length]!));
      totals.push(
        await measure(`round ${round + 1} of ${ROUNDS.length}: ${active} node(s)`, users, serving),
      );
    }
    if (ROUNDS.length > 1) {
      console.log('');
      console.log('| Round                         | Calls/s | p95 ms | Errors |');
      console.log('| ----------------------------- | ------: | -----: | -----: |');
      for (const t of totals) {
        console.log(
          `| ${t.label.padEnd(29)} | ${t.callsPerSecond.toFixed(1).padStart(7)} | ${t.p95.toFixed(0).padStart(6)} | ${String(t.errors).padStart(6)} |`,
        );
      }
      const mean = (n: number) => {
        const of = totals.filter((t) => t.label.endsWith(`${n} node(s)`));
        return of.reduce((sum, t) => sum + t.callsPerSecond, 0) / of.length;
      };
      if (ROUNDS.includes(1) && ROUNDS.includes(2)) {
        console.log(`\ntwo nodes / one node, calls per second: ${(mean(2) / mean(1)).toFixed(2)}`);
      }
    }
    if (totals.some((t) => t.errors > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(nodes.map(stop));
    await cleanup();
  }
}

await main();
