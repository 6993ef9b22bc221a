import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { DEMO_PASSWORD } from '../../helper.ts';
import { buildCustomApp } from './custom-app.ts';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** The JSON lines the app logs, as they are written. */
const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    }
    done();
  },
});
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await buildCustomApp({ logger: stream }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signIn = async (username: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
};

describe('request ids', () => {
  it('takes a sane x-request-id from the caller, echoes it and logs with it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-01.abc_DEF-9' },
    });
    expect(res.headers['x-request-id']).toBe('edge-01.abc_DEF-9');
    const logged = linesOf('edge-01.abc_DEF-9');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a UUID when there is none, or when it is not a short token of safe characters', async () => {
    for (const presented of [undefined, 'x'.repeat(65), 'a b', 'id\u00e9', '<script>', '']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: presented === undefined ? {} : { 'x-request-id': presented },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, String(presented)).toMatch(UUID);
      expect(linesOf(id)).toHaveLength(2);
    }
    const longest = 'y'.repeat(64);
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': longest },
    });
    expect(res.headers['x-request-id']).toBe(longest);
  });

  it('echoes the id on errors and unknown addresses too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'x-request-id': 'lost-1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('lost-1');
  });
});

describe('who is calling, in the log', () => {
  it('the lines of a signed-in request name the user and the organisation acted in', async () => {
    const token = await signIn('admin@example.com');
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'me-1' },
    });
    expect(res.statusCode).toBe(200);
    const me = res.json<{ id: string; account: { id: string } }>();
    const completed = linesOf('me-1').find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      reqId: 'me-1',
      userId: me.id,
      organisationId: me.account.id,
      res: { statusCode: 200 },
    });
    // JSON lines with the usual pino fields.
    expect(completed).toMatchObject({ level: 30, time: expect.any(Number) });
  });

  it('a refused request (403) still names the caller', async () => {
    const token = await signIn('agent@example.com');
    const res = await app.inject({
      method: 'GET',
      url: '/api/account/v1/agency/search',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'refused-1' },
    });
    expect(res.statusCode).toBe(403);
    const completed = linesOf('refused-1').find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      userId: expect.any(String),
      organisationId: expect.any(String),
    });
  });

  it('an anonymous request names no one', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { 'x-request-id': 'anonymous-1' },
    });
    const logged = linesOf('anonymous-1');
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).not.toHaveProperty('userId');
      expect(line).not.toHaveProperty('organisationId');
    }
  });

  it('never logs the bearer token', async () => {
    const token = await signIn('admin@example.com');
    await app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'secret-1' },
    });
    expect(JSON.stringify(linesOf('secret-1'))).not.toContain(token);
  });
});
