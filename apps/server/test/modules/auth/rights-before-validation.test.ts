import { matchPermissions } from '@cyber/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

type Operation = { method: string; path: string; permission: string };

/** Every operation of the OpenAPI document, with who may call it (`x-permission`). */
function operationsOf(t: TestApp): Operation[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      permission: op['x-permission'] ?? 'missing',
    })),
  );
}

/** A request that is wrong in every way it can be: bad ids, bad query, a body that is not JSON. */
const malformed = ({ method, path }: Operation): InjectOptions => ({
  method: method as InjectOptions['method'],
  url: `${path.replace(/\{[^}]+\}/g, 'not-an-id%00')}?page=-1&size=oops&search=%00`,
  ...(['POST', 'PUT', 'PATCH'].includes(method)
    ? { headers: { 'content-type': 'application/json' }, payload: '{"broken": ' }
    : {}),
});

const scopesOf = (accessToken: string): string[] =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      scopes?: string[];
    }
  ).scopes ?? [];

describe('rights before validation', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp();
    operations = operationsOf(t);
  });
  afterAll(() => t.close());

  it('documents who may call every operation', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => o.permission === 'missing')).toEqual([]);
  });

  it('answers an anonymous caller 401 on every non-public operation, whatever it sends', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.permission !== 'public')) {
      const res = await t.app.inject(malformed(operation));
      if (res.statusCode !== 401)
        wrong.push(`${operation.method} ${operation.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an agent 403 on every operation it lacks the permission for, whatever it sends', async () => {
    const agent = await t.signIn('agent@example.com');
    const scopes = scopesOf(agent.accessToken);
    const forbidden = operations.filter(
      (o) =>
        o.permission !== 'public' &&
        o.permission !== 'authenticated' &&
        !matchPermissions(scopes, o.permission),
    );
    expect(forbidden.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const operation of forbidden) {
      const res = await agent.inject(malformed(operation));
      if (res.statusCode !== 403)
        wrong.push(`${operation.method} ${operation.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
