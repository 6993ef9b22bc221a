import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Webhook } from '@cyber/domain';
import type { TestApp } from '../../helper.ts';

export type Session = Awaited<ReturnType<TestApp['signIn']>>;

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on 127.0.0.1. `answers` maps a path to the statuses it returns in turn
 * (the last one repeats); other paths answer 204.
 */
export async function startReceiver(answers: Record<string, number[]> = {}) {
  const received: Received[] = [];
  const served = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const list = answers[path] ?? [204];
      const n = served.get(path) ?? 0;
      served.set(path, n + 1);
      res.statusCode = list[Math.min(n, list.length - 1)]!;
      res.end(res.statusCode >= 300 ? 'receiver says no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;
export const credential = (prefix: string) =>
  `${prefix}${String(++counter).padStart(4, '0')}`.padEnd(32, 'x').slice(0, 32);

export async function createHook(s: Session, body: Record<string, unknown>): Promise<Webhook> {
  const res = await s.inject({ method: 'POST', url: '/api/webhook/v1/createHook', payload: body });
  if (res.statusCode !== 201) throw new Error(`createHook ${res.statusCode} ${res.body}`);
  return res.json<{ webhook: Webhook }>().webhook;
}

export async function configureHook(
  s: Session,
  id: string,
  body: { clientId: string; clientSecret?: string; webhookUrl: string; active?: boolean },
): Promise<Webhook> {
  const res = await s.inject({ method: 'PUT', url: '/api/webhook/v1', payload: { id, ...body } });
  if (res.statusCode !== 200) throw new Error(`update ${res.statusCode} ${res.body}`);
  return res.json<{ webhook: Webhook }>().webhook;
}
