import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SESSION_CACHE_HEARD_TTL_MS } from '../../src/lib/session-cache.ts';
import { usAccount } from '../modules/accounts/support.ts';

/**
 * Two API nodes on one PostgreSQL (decision 064): two server processes started as an operator
 * would start them behind a load balancer. A logout on one is refused on the other as soon as its
 * notice arrives (decision 065); the request budget is one budget; a job runs once, whichever node
 * leases it. PostgreSQL only: the embedded database is one process by construction.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'CyberDemo!2026';
const BUDGET = 25;

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

type Node = { name: string; url: string; process: ChildProcess; output: string[] };

function startNode(name: string, port: number, databaseUrl: string): Node {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      // Behind a load balancer: the client's address is the forwarded one.
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(BUDGET),
      RATE_LIMIT_STORE: 'database',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  return { name, url: `http://127.0.0.1:${port}`, process: child, output };
}

/** Wait for a condition, polling; fails with what the nodes printed when it never comes. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, nodes: Node[] = []) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what} never happened\n${nodes.map((n) => n.output.join('')).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopNode(node: Node) {
  if (node.process.exitCode !== null) return;
  const exited = new Promise((resolve) => node.process.once('exit', resolve));
  node.process.kill('SIGTERM');
  const timer = setTimeout(() => node.process.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** A call from a client address (the load balancer's X-Forwarded-For). */
async function call(
  node: Node,
  method: string,
  url: string,
  opts: { ip: string; token?: string; body?: unknown },
) {
  const res = await fetch(`${node.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': opts.ip,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'idempotency-key': randomBytes(12).toString('hex') } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signIn(node: Node, username: string, ip: string) {
  const res = await call(node, 'POST', '/api/auth/v1/login', {
    ip,
    body: { username, password: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two API nodes on one PostgreSQL', () => {
  const name = `test_nodes_${randomBytes(6).toString('hex')}`;
  let a: Node;
  let b: Node;
  let receiver: http.Server;
  const received: { eventId: string; type: string }[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // A copy of the migrated, seeded template; both nodes start on it at the same time.
    await admin(`create database ${name} template ${inject('templatePostgresDatabase')}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const [portA, portB] = [await freePort(), await freePort()];
    a = startNode('A', portA, url.toString());
    b = startNode('B', portB, url.toString());
    for (const node of [a, b]) {
      await until(
        `node ${node.name} ready`,
        async () => ((await fetch(`${node.url}/api/health`)).ok ? true : undefined),
        [node],
      );
    }
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push({
          eventId: String(req.headers['x-event-id']),
          type: String(req.headers['x-event-type']),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopNode));
    await new Promise((resolve) => receiver?.close(resolve));
    await admin(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('the request budget is one budget: calls spread over both nodes get it once, then both refuse', async () => {
    const ip = '198.51.100.50';
    let served = 0;
    let refused = false;
    for (let i = 0; i < 4 * BUDGET && !refused; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, 'GET', '/api/auth/v1/env', { ip });
      if (res.status === 200) served += 1;
      else {
        expect(res.status).toBe(429);
        refused = true;
      }
    }
    expect(served).toBe(BUDGET);
    expect((await call(a, 'GET', '/api/auth/v1/env', { ip })).status).toBe(429);
    expect((await call(b, 'GET', '/api/auth/v1/env', { ip })).status).toBe(429);
    // another client is not affected
    expect((await call(b, 'GET', '/api/auth/v1/env', { ip: '198.51.100.51' })).status).toBe(200);
  });

  it('a logout on node A is refused on node B at its notice, though B remembers sessions for 30 s', async () => {
    const ip = '198.51.100.60';
    const { accessToken, refreshToken } = await signIn(a, 'agent@example.com', ip);
    // B has the session in its memory now (for SESSION_CACHE_HEARD_TTL_MS: it hears the channel)
    expect((await call(b, 'GET', '/api/auth/v1/me', { ip, token: accessToken })).status).toBe(200);
    const out = await call(a, 'POST', '/api/auth/v1/logout', {
      ip,
      token: accessToken,
      body: { refreshToken },
    });
    expect(out.status).toBe(204);
    // A refuses at once; B as soon as the notice reaches it (decision 065): well before its
    // memory of the session would lapse, and on an idle machine within milliseconds.
    expect((await call(a, 'GET', '/api/auth/v1/me', { ip, token: accessToken })).status).toBe(401);
    const loggedOut = Date.now();
    let status = 200;
    // (each poll from its own address, so the polls do not spend this address's request budget)
    for (let poll = 1; status === 200; poll += 1) {
      if (Date.now() - loggedOut > SESSION_CACHE_HEARD_TTL_MS / 3) break;
      await new Promise((r) => setTimeout(r, 20));
      const from = `192.0.2.${poll % 250}`;
      status = (await call(b, 'GET', '/api/auth/v1/me', { ip: from, token: accessToken })).status;
    }
    expect(status).toBe(401);
    // and the refresh token is dead on both
    const refreshed = await call(b, 'POST', '/api/auth/v1/access', { ip, body: { refreshToken } });
    expect(refreshed.status).toBe(401);
  });

  it('a job runs once: every event reaches the webhook exactly once, whichever node leased it', async () => {
    const ip = '198.51.100.70';
    const staff = await signIn(b, 'admin@example.com', ip);
    const created = await call(b, 'POST', '/api/webhook/v1/createHook', {
      ip,
      token: staff.accessToken,
      body: { companyName: 'Two nodes receiver', events: ['account.created'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hookId = (created.body.webhook as { id: string }).id;
    const { port } = receiver.address() as net.AddressInfo;
    const configured = await call(b, 'PUT', '/api/webhook/v1', {
      ip,
      token: staff.accessToken,
      body: {
        id: hookId,
        clientId: 'two-nodes-client'.padEnd(32, 'x'),
        clientSecret: 'two-nodes-secret'.padEnd(32, 'x'),
        webhookUrl: `http://127.0.0.1:${port}/hook`,
      },
    });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);

    // Accounts created through both nodes: each publishes one event, fanned out and delivered by
    // jobs that either node may lease.
    const agent = await signIn(a, 'agent@example.com', ip);
    const accounts = 8;
    for (let i = 0; i < accounts; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/account/v1/accounts', {
        ip,
        token: agent.accessToken,
        body: usAccount(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    await until(
      'every event delivered',
      async () =>
        new Set(received.filter((r) => r.type === 'account.created').map((r) => r.eventId)).size >=
        accounts
          ? true
          : undefined,
      [a, b],
    );
    // Every fan-out and delivery job is done: nothing can run again.
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      await until(
        'the queues drained',
        async () => {
          const { rows } = await db.query<{ n: string }>(
            `select count(*) as n from jobs where queue in ('events.fanout', 'webhook.deliver') and status <> 'DONE'`,
          );
          return rows[0]!.n === '0' ? true : undefined;
        },
        [a, b],
      );
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from webhook_deliveries where webhook_id = $1`,
        [hookId],
      );
      expect(Number(rows[0]!.n)).toBe(accounts);
    } finally {
      await db.end();
    }
    const events = received.filter((r) => r.type === 'account.created');
    expect(events).toHaveLength(accounts);
    expect(new Set(events.map((r) => r.eventId)).size).toBe(accounts);
  });
});
