import { matchPermissions } from '@cyber/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  operationsOf,
  scopesOf,
  type Operation,
  type TestApp,
} from '../../helper.ts';

/** A request that is wrong in every way it can be: bad ids, bad query, a body that is not JSON. */
const malformed = ({ method, path }: Operation): InjectOptions => ({
  method,
  url: `${path.replace(/\{[^}]+\}/g, 'not-an-id%00')}?page=-1&size=oops&search=%00`,
  ...(['POST', 'PUT', 'PATCH'].includes(method)
    ? { headers: { 'content-type': 'application/json' }, payload: '{"broken": ' }
    : {}),
});

describe('rights before validation', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp();
    operations = operationsOf(t.app);
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
