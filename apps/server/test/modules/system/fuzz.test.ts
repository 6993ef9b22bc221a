import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { matchPermissions } from '@cyber/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, scopesOf, type TestApp } from '../../helper.ts';
import {
  hostile,
  toJsonText,
  toQueryValues,
  valid,
  type Context,
  type JsonSchema,
} from '../../json-schema-arbitrary.ts';

/**
 * Schema-driven fuzzing of the whole OpenAPI document (the security issue: "bad input is a 400,
 * never a 500"): for every operation, requests generated from its own parameter and body
 * schemas — valid ones, ones at the schemas' edges and hostile ones — sent by a caller who holds
 * its permission. No answer may be a 5xx. Every 5xx is collected with its operation, seed and
 * input before the test fails, so one run lists them all.
 *
 * Reproduce or widen a run with FUZZ_SEED=<seed> and FUZZ_RUNS=<samples per operation>. Each
 * operation's samples follow from FUZZ_SEED and its method and path alone (plain dates count
 * from today, so those change by the day; a failure prints its whole input).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_401);
/** Samples per operation: a sixth plain, a sixth well-formed (at least one each), the rest hostile. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OperationDoc = {
  'x-permission'?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
type FuzzOperation = { method: HTTPMethods; path: string; permission: string; doc: OperationDoc };
type Input = { params: Record<string, string>; query: Record<string, unknown>; body?: unknown };

/**
 * Operations that end the caller's session or its second factor: they run last, and a session
 * lost to any operation is signed in again (after a 401, when /me says so too).
 */
const SESSION_ENDERS = new Set(['POST /api/auth/v1/logout', 'POST /api/auth/v1/mfa/disable']);

/** Real ids of seeded records a path parameter can name, so requests reach past the 404. */
const POOLS: Record<string, string> = {
  customer: `select id::text from organisations where account_type = 'CUSTOMER' order by name limit 3`,
  agency: `select id::text from organisations where account_type = 'AGENCY' order by name limit 3`,
  organisation: `select distinct on (account_type) id::text from organisations where account_type not in ('COWBELL', 'CUSTOMER') order by account_type, name`,
  user: `select id::text from users where email not in ('admin@example.com', 'agencyadmin@example.com') order by email limit 3`,
  team: `select id::text from teams order by name limit 3`,
  invitation: `select id::text from invitations limit 3`,
  industry: `select id::text from industry_codes order by code limit 3`,
  state: `select id::text from states limit 3`,
  domain: `select id::text from blacklisted_domains limit 3`,
  profile: `select id::text from carrier_profiles limit 3`,
  surplus: `select id::text from surplus_licenses limit 3`,
  tag: `select id::text from tags limit 3`,
  bulkUpload: `select id::text from bulk_uploads limit 3`,
  preset: `select id::text from rater_presets limit 3`,
  quote: `select id::text from quotes order by created_at limit 3`,
  claim: `select id::text from claims limit 3`,
  webhook: `select id::text from webhooks limit 3`,
  form: `select id::text from forms limit 3`,
  formType: `select id::text from form_types limit 3`,
  connection: `select id::text from connector_connections limit 3`,
  document: `select id::text from documents limit 3`,
  accountNote: `select id::text from account_notes limit 3`,
  level: `select id::text from agency_levels limit 3`,
  program: `select id::text from agency_programs limit 3`,
  apiKey: `select id::text from api_keys limit 3`,
  license: `select id::text from agency_licenses union all (select id::text from agent_licenses limit 2)`,
  contact: `select id::text from security_contacts limit 3`,
  flag: `select key from feature_flags order by key limit 3`,
};

/** Which pool a path parameter draws from: by its name, else by the segment before it. */
const POOL_BY_PARAM: Record<string, string> = {
  accountId: 'customer',
  agencyId: 'agency',
  userId: 'user',
  noteId: 'accountNote',
  levelId: 'level',
  programId: 'program',
  keyId: 'apiKey',
  licenseId: 'license',
  contactId: 'contact',
  connectorId: 'connection',
  quoteId: 'quote',
  claimsFileId: 'document',
  key: 'flag',
};
const POOL_BY_SEGMENT: Record<string, string> = {
  invitations: 'invitation',
  users: 'user',
  avatar: 'user',
  teams: 'team',
  migrate: 'team',
  naics: 'industry',
  states: 'state',
  domains: 'domain',
  profiles: 'profile',
  surplus: 'surplus',
  tags: 'tag',
  'bulk-upload': 'bulkUpload',
  presets: 'preset',
  quote: 'quote',
  lost: 'quote',
  renew: 'quote',
  claims: 'claim',
  webhook: 'webhook',
  forms: 'form',
  formtype: 'formType',
  connections: 'connection',
  accounts: 'customer',
  agency: 'agency',
  initial: 'agency',
  s: 'agency',
  m: 'agency',
  agencies: 'agency',
  da: 'organisation',
  cluster: 'organisation',
  carrier: 'organisation',
  reinsurer: 'organisation',
  premiumprocessor: 'organisation',
  mssp: 'organisation',
  vendor: 'organisation',
};

/** Which pool a uuid field of a body or query draws from, by its name. */
const POOL_BY_FIELD: Record<string, string> = {
  accountId: 'customer',
  accountIds: 'customer',
  agencyId: 'agency',
  parentId: 'agency',
  organisationId: 'organisation',
  groupId: 'organisation',
  requestGroupId: 'organisation',
  carrierId: 'organisation',
  vendorId: 'organisation',
  excludeId: 'organisation',
  id: 'organisation',
  userId: 'user',
  agentId: 'user',
  agentUserId: 'user',
  reporterUserId: 'user',
  teamId: 'team',
  team: 'team',
  fromTeamIds: 'team',
  toTeamIds: 'team',
  quoteId: 'quote',
  quoteIds: 'quote',
  docId: 'document',
  claimId: 'claim',
  formTypeId: 'formType',
  levelId: 'level',
  presetId: 'preset',
  addTagIds: 'tag',
  removeTagIds: 'tag',
  ids: 'tag',
};

/**
 * Plain values for text fields whose rules JSON Schema cannot state (a US state, a phone, a
 * calendar day), by field name, so the plain sample reaches the service more often.
 */
function hintFor(name: string): string[] | undefined {
  const day = (days: number) =>
    new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000).toISOString().slice(0, 10);
  if (/email$|^username$/i.test(name)) return ['fuzz.tester@example.com'];
  if (/phone/i.test(name)) return ['4155550132'];
  if (/state$/i.test(name)) return ['CA'];
  if (/^city$/i.test(name)) return ['Austin'];
  if (/zip/i.test(name)) return ['78701'];
  if (/^product$/.test(name)) return ['P100'];
  if (/^fein$/.test(name)) return ['12-3456789'];
  if (/^(effectiveTo|before)$/.test(name)) return [day(400)];
  if (/date$|^after$|^effectiveFrom$|^needBy$/i.test(name)) return [day(30)];
  return undefined;
}

function poolOf(path: string, name: string): string | undefined {
  if (POOL_BY_PARAM[name]) return POOL_BY_PARAM[name];
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  const before = segments[at - 1] ?? '';
  // `/api/quote/v1/{id}`: the module names it.
  return (
    POOL_BY_SEGMENT[before === 'v1' ? (segments[2] ?? '') : before] ??
    POOL_BY_SEGMENT[segments[2] ?? '']
  );
}

/** Operations of the document, in a safe order: reads, writes, deletes, then session enders. */
function fuzzOperations(t: TestApp): FuzzOperation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OperationDoc>> };
  const rank = (o: FuzzOperation) =>
    SESSION_ENDERS.has(`${o.method} ${o.path}`)
      ? 3
      : o.method === 'DELETE'
        ? 2
        : o.method === 'GET'
          ? 0
          : 1;
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as HTTPMethods,
        path,
        permission: op['x-permission'] ?? 'missing',
        doc: op,
      })),
    )
    .map((o, index) => ({ o, index }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.index - b.index)
    .map(({ o }) => o);
}

/**
 * The request arbitrary of one operation: the simplest well-formed one (`plain`), well-formed
 * ones at the schemas' edges (`valid`) or `hostile` ones.
 */
function requestArbitrary(
  op: FuzzOperation,
  mode: 'plain' | 'valid' | 'hostile',
  ids: (pool: string | undefined) => string[],
): fc.Arbitrary<Input> {
  const parameters = op.doc.parameters ?? [];
  const ctx: Context = {
    idsFor: (name) => ids(POOL_BY_FIELD[name]),
    plain: mode === 'plain',
    hintFor,
  };
  const of = (schema: JsonSchema | undefined, hostileWeight: number, name = '') =>
    mode !== 'hostile'
      ? valid(schema ?? {}, ctx, name)
      : fc.oneof(
          { arbitrary: valid(schema ?? {}, ctx, name), weight: 2 },
          { arbitrary: hostile(schema ?? {}, ctx, name), weight: hostileWeight },
        );
  const params = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'path')
        .map((p) => {
          const real = ids(poolOf(op.path, p.name));
          const generated = of(p.schema, 4).map((v) => String(v ?? ''));
          return [
            p.name,
            real.length
              ? fc.oneof(
                  { arbitrary: fc.constantFrom(...real), weight: mode === 'hostile' ? 1 : 3 },
                  { arbitrary: generated, weight: 1 },
                )
              : generated,
          ];
        }),
    ),
  );
  const queryParams = parameters.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, of(p.schema, 1, p.name)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  // Hostile queries may also carry keys no operation declares.
  const extraQuery =
    mode !== 'hostile'
      ? fc.constant({})
      : fc.option(
          fc.dictionary(
            fc.constantFrom('__proto__', 'constructor', 'constructor[prototype][x]', 'page[]', 'x'),
            fc.constantFrom('1', '', '%', '[]'),
            { maxKeys: 2 },
          ),
          { nil: {} },
        );
  const bodySchema = op.doc.requestBody?.content?.['application/json']?.schema;
  const body: fc.Arbitrary<unknown> = bodySchema
    ? mode === 'hostile'
      ? hostile(bodySchema, ctx)
      : valid(bodySchema, ctx)
    : ['POST', 'PUT', 'PATCH'].includes(op.method) && mode === 'hostile'
      ? // No JSON body in the document (none, or a multipart upload): send one anyway.
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined })
      : fc.constant(undefined);
  return fc
    .record({ params, query, extraQuery, body })
    .map(({ params, query, extraQuery, body }) => ({
      params: params as Record<string, string>,
      query: { ...extraQuery, ...(query as Record<string, unknown>) },
      ...(body === undefined ? {} : { body }),
    }));
}

/** Percent-encoding that also writes lone surrogates (as the bytes a careless client sends). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
};

function injectOptions(op: FuzzOperation, input: Input): InjectOptions {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encode(input.params[name] ?? ''),
  );
  const query = Object.entries(input.query)
    .flatMap(([key, value]) =>
      toQueryValues(value)
        .slice(0, 20)
        .map((v) => `${encode(key)}=${encode(v)}`),
    )
    .join('&');
  return {
    method: op.method,
    url: query ? `${path}?${query}` : path,
    ...(input.body !== undefined
      ? { payload: toJsonText(input.body), headers: { 'content-type': 'application/json' } }
      : {}),
  };
}

/** An input short enough to read in a failure report: long strings and arrays abbreviated. */
function describeInput(input: Input): string {
  return toJsonText(input).replace(
    /(.)\1{40,}/gu,
    (run, c: string) => `${c}…(×${run.length / c.length})`,
  );
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers every generated request below 500', { timeout: 180_000 }, async () => {
    const pools = new Map<string, string[]>();
    for (const [name, query] of Object.entries(POOLS)) {
      const result = (await t.database.db.execute(sql.raw(query))) as unknown as {
        rows: Record<string, string>[];
      };
      pools.set(name, result.rows.map((row) => Object.values(row)[0] ?? '').filter(Boolean));
    }
    const ids = (pool: string | undefined) => (pool ? (pools.get(pool) ?? []) : []);

    const callers = new Map<string, Awaited<ReturnType<TestApp['signIn']>>>();
    const signIn = async (name: string) => {
      const session = await t.signIn(name);
      callers.set(name, session);
      return session;
    };
    // The provider super admin holds nearly every permission; the agency admin the agency's.
    const names = ['admin@example.com', 'agencyadmin@example.com'];
    for (const name of names) await signIn(name);
    const callerFor = (permission: string) =>
      names.find((name) => {
        if (permission === 'public' || permission === 'authenticated') return true;
        return matchPermissions(scopesOf(callers.get(name)?.accessToken ?? ''), permission);
      }) ?? names[0]!;

    const operations = fuzzOperations(t);
    expect(operations.length).toBeGreaterThan(300);
    const faults: string[] = [];
    const answered = new Map<number, number>();
    let samples = 0;
    let resignIns = 0;
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      // One seed per operation, so a new route leaves the others' samples as they were.
      let seed = SEED;
      for (const c of key) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
      const wellFormed = Math.max(1, Math.round(RUNS / 6));
      const inputs = [
        ...fc.sample(requestArbitrary(op, 'plain', ids), { seed, numRuns: wellFormed }),
        ...fc.sample(requestArbitrary(op, 'valid', ids), { seed: seed + 1, numRuns: wellFormed }),
        ...fc.sample(requestArbitrary(op, 'hostile', ids), {
          seed: seed + 2,
          numRuns: Math.max(0, RUNS - 2 * wellFormed),
        }),
      ];
      const name = callerFor(op.permission);
      for (const [index, input] of inputs.entries()) {
        samples++;
        const options = injectOptions(op, input);
        const caller = callers.get(name)!;
        const res = await (op.permission === 'public'
          ? t.app.inject(options)
          : caller.inject(options));
        answered.set(res.statusCode, (answered.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) {
          faults.push(
            `${key} as ${name} (FUZZ_SEED=${SEED}, seed ${seed}, sample ${index}): ${res.statusCode} ${res.body.slice(0, 200)}\n    input: ${describeInput(input).slice(0, 1_500)}`,
          );
        }
        // A session the operation ended (logout, a second factor removed…): sign in again.
        if (res.statusCode === 401 && op.permission !== 'public') {
          const me = await caller.inject({ method: 'GET', url: '/api/auth/v1/me' });
          if (me.statusCode === 401) {
            resignIns++;
            await signIn(name);
          }
        }
      }
    }
    console.info(
      `fuzz: ${operations.length} operations, ${samples} requests, FUZZ_SEED=${SEED}, ` +
        `statuses ${JSON.stringify(Object.fromEntries([...answered].sort(([a], [b]) => a - b)))}, ` +
        `sessions renewed ${resignIns}`,
    );
    expect(faults, faults.join('\n')).toEqual([]);
  });
});
