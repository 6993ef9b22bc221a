/**
 * The authorization matrix: every registered route × every kind of caller, with the outcome each
 * one gets, compared with the reviewed expectations in `authorization-matrix.expected.json` (one
 * line per operation). A route missing from that file, an entry for a route that is gone, or an
 * outcome that changed fails the test with the operation, the caller, the expected and the
 * actual outcome.
 *
 * Callers (columns): anonymous; one demo user of each account type (ACCOUNT_TYPES, by persona);
 * `ghost`, the provider's super admin jumped into a demo agency; `apikey`, an API key of that
 * agency's admin. Every call replaces the path parameters with a well-formed id that exists
 * nowhere and sends no query and no body (an empty JSON object for POST, PUT and PATCH).
 * Outcomes: 401, 403, 404, or `allowed` (any other status below 500: the handler ran, e.g. 200,
 * 204, 400, 409). Any 5xx fails. Calls run one at a time in a fixed order; operations that end
 * the caller's session (SESSION_ENDING) run after all others.
 *
 * Whatever the file says, the test also checks the rules the matrix rests on: anonymous gets 401
 * on every route that is not public, a caller without a route's permission gets 403, the ghosting
 * admin and the API key never reach a provider-only permission, and the API key never reaches
 * credential or session management.
 *
 * The file's `_suspicious` notes flag outcomes a review found wrong but that are not fixed yet
 * ("METHOD path as caller": "should be <outcome>: why"); the operation's line keeps what the
 * server answers today, so the test passes until the fix, then asks for the note to go.
 *
 * After adding or changing a route, regenerate the file (the notes are kept) and review its diff
 * like a security reviewer — who is newly allowed, and should they be?
 *
 *   UPDATE_MATRIX=1 npx vitest run apps/server/test/modules/system/authorization-matrix.test.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  ACCOUNT_TYPE_BY_PERSONA,
  ACCOUNT_TYPES,
  API_KEY_HEADER,
  PERSONA_LABELS,
  PERSONAS,
  ROLE_CATALOGUE,
  matchPermissions,
  type AccountType,
} from '@cyber/domain';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operationsOf, scopesOf, type TestApp } from '../../helper.ts';

const EXPECTED_FILE = new URL('./authorization-matrix.expected.json', import.meta.url);
const UPDATE = process.env.UPDATE_MATRIX === '1';

/** Stands in for every path parameter: well formed where an id is expected, and found nowhere. */
const NONEXISTENT_ID = '00000000-0000-4000-8000-00000000a11c';

/**
 * The demo user standing for each account type (one seeded organisation per type). The agency's
 * column is its agent, the least-privileged role; the agency admin's permissions are the API
 * key's column (and the ghost acts with them too).
 */
const DEMO_USER_OF: Record<AccountType, string> = {
  COWBELL: 'admin@example.com',
  AGENCY: 'agent@example.com',
  CUSTOMER: 'customer@example.com',
  DIGITAL: 'da@example.com',
  MSSP: 'mssp@example.com',
  CARRIER: 'carrier@example.com',
  CLUSTER: 'cluster@example.com',
  VENDOR: 'vendor@example.com',
  RE_INSURER: 'reinsurer@example.com',
  PREMIUM_PROCESSOR: 'premiumprocessor@example.com',
};

/** The agency the ghosting admin jumps into, and whose admin owns the API key. */
const DEMO_AGENCY = 'Harbor Risk Partners';
const AGENCY_ADMIN = 'agencyadmin@example.com';

/** The columns, in the order each operation is called. */
const CALLERS: readonly string[] = ['anonymous', ...PERSONAS, 'ghost', 'apikey'];

const DESCRIPTIONS: Record<string, string> = {
  anonymous: 'no credentials',
  ...Object.fromEntries(
    PERSONAS.map((p) => {
      const type = ACCOUNT_TYPE_BY_PERSONA[p];
      return [p, `${PERSONA_LABELS[p]}: ${DEMO_USER_OF[type]} (${type})`];
    }),
  ),
  ghost: `${DEMO_USER_OF.COWBELL} jumped into ${DEMO_AGENCY} (acts as its agency admin)`,
  apikey: `an API key of ${AGENCY_ADMIN} in ${DEMO_AGENCY} (${API_KEY_HEADER} header)`,
};

/**
 * Operations that end the caller's session: called after every other operation, so they cannot
 * turn a later call into a 401.
 */
const SESSION_ENDING = new Set(['POST /api/auth/v1/logout']);

/** The API docs' own pages (swagger UI): the only routes the OpenAPI document does not list. */
const DOCS_PAGES = /^\/api\/docs(\/|\/(static\/.*|json|yaml|\*))?$/;

/**
 * Routes an API key must never call, whatever its permissions: key management, and session and
 * credential calls (the auth plugin's session-only routes).
 */
const CREDENTIAL_ROUTES = [
  /^\/api\/auth\/v1\/api(\/|$)/,
  /^\/api\/auth\/v1\/(login|logout|access)$/,
  /^\/api\/auth\/v1\/admin\/enter\//,
  /\/(jtoken|myToken)$/,
  /^\/api\/auth\/v1\/mfa\//,
  /^\/api\/auth\/v1\/passwords\//,
];

/** Permissions only provider staff hold: no role of another account type grants them. */
const PROVIDER_ONLY = new Set<string>(
  ROLE_CATALOGUE.COWBELL.flatMap((r) => r.permissions).filter((p) =>
    ACCOUNT_TYPES.every(
      (type) => type === 'COWBELL' || ROLE_CATALOGUE[type].every((r) => !r.permissions.includes(p)),
    ),
  ),
);

type Outcome = 'allowed' | '401' | '403' | '404';
const OUTCOMES: readonly string[] = ['allowed', '401', '403', '404'];
const outcomeOf = (status: number): Outcome =>
  status === 401 || status === 403 || status === 404 ? (String(status) as Outcome) : 'allowed';

type Row = { method: HTTPMethods; path: string; permission: string };
const keyOf = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const byPathThenMethod = (a: Row, b: Row) =>
  a.path < b.path
    ? -1
    : a.path > b.path
      ? 1
      : METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);

/** A route key with any path parameter, OpenAPI (`{id}`) or router style (`:id`, `:a|:b`). */
const anyParam = (key: string) =>
  key.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, '{}');

/**
 * Every route the router holds, read from `printRoutes` (a tree: each line adds its segment to
 * its parent's). The HEAD route Fastify adds beside each GET is left out.
 */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      found.push({ method, path: stack.join('') });
    }
  }
  return found;
}

/** The request an operation gets: the caller's credentials and address, no query, empty body. */
const requestFor = ({ method, path }: Row, caller: Caller): InjectOptions => ({
  method,
  url: path.replace(/\{[^}]+\}/g, NONEXISTENT_ID).replace(/\*$/, 'nonexistent'),
  headers: { ...caller.headers },
  remoteAddress: caller.ip,
  ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
});

/** `allowed: a b | 401: c | 403: d` — the callers of each outcome, in column order. */
function formatEntry(outcomes: Map<string, Outcome>): string {
  return OUTCOMES.flatMap((outcome) => {
    const callers = CALLERS.filter((c) => outcomes.get(c) === outcome);
    return callers.length ? [`${outcome}: ${callers.join(' ')}`] : [];
  }).join(' | ');
}

function parseEntry(key: string, entry: string): Map<string, Outcome> {
  const outcomes = new Map<string, Outcome>();
  for (const group of entry.split('|')) {
    const [outcome = '', callers = ''] = group.split(':').map((s) => s.trim());
    if (!OUTCOMES.includes(outcome)) throw new Error(`${key}: malformed "${group.trim()}"`);
    for (const caller of callers.split(/\s+/).filter(Boolean)) {
      if (!CALLERS.includes(caller) || outcomes.has(caller))
        throw new Error(`${key}: unknown or repeated caller "${caller}"`);
      outcomes.set(caller, outcome as Outcome);
    }
  }
  const missing = CALLERS.filter((c) => !outcomes.has(c));
  if (missing.length) throw new Error(`${key}: no outcome for ${missing.join(', ')}`);
  return outcomes;
}

type ExpectedFile = {
  _about: string;
  _callers: Record<string, string>;
  _suspicious: Record<string, string>;
  operations: Record<string, string>;
};

/** A column: its credentials, its permissions (null: none) and an address of its own. */
type Caller = { id: string; headers: Record<string, string>; scopes: string[] | null; ip: string };

let t: TestApp;
let rows: Row[];
let undocumented: { method: string; path: string }[];
let callers: Caller[];
/** Per operation key, the status each caller got. */
let observed: Map<string, Map<string, number>>;

/** Sign in the callers: one user per account type, the ghosting admin and the API key. */
async function signInCallers(): Promise<Caller[]> {
  const personas: Omit<Caller, 'ip'>[] = [];
  for (const persona of PERSONAS) {
    const type = ACCOUNT_TYPE_BY_PERSONA[persona];
    const session = await t.signIn(DEMO_USER_OF[type]);
    const me = await session.inject({ method: 'GET', url: '/api/auth/v1/me' });
    const actsIn = me.json<{ account: { accountType: string } }>().account.accountType;
    if (actsIn !== type) throw new Error(`${DEMO_USER_OF[type]} acts in ${actsIn}, not ${type}`);
    personas.push({
      id: persona,
      headers: { authorization: `Bearer ${session.accessToken}` },
      scopes: scopesOf(session.accessToken),
    });
  }

  // The ghosting admin: a session of its own for the provider admin, which jumps into the agency.
  const jumper = await t.signIn(DEMO_USER_OF.COWBELL);
  const search = await jumper.inject({
    method: 'GET',
    url: `/api/auth/v1/jump/search?accountType=AGENCY&search=${encodeURIComponent(DEMO_AGENCY)}`,
  });
  const agency = search
    .json<{ content: { id: string; name: string }[] }>()
    .content.find((o) => o.name === DEMO_AGENCY);
  if (!agency) throw new Error(`no ${DEMO_AGENCY} to jump into: ${search.statusCode}`);
  const jump = await jumper.inject({
    method: 'POST',
    url: `/api/auth/v1/admin/agencies/${agency.id}/jtoken`,
  });
  if (jump.statusCode !== 200) throw new Error(`jtoken: ${jump.statusCode} ${jump.body}`);
  const entered = await t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/admin/enter/${encodeURIComponent(jump.json<{ token: string }>().token)}`,
  });
  if (entered.statusCode !== 200) throw new Error(`enter: ${entered.statusCode} ${entered.body}`);
  const ghostToken = entered.json<{ accessToken: string }>().accessToken;
  const ghostHeaders = { authorization: `Bearer ${ghostToken}` };
  const ghostMe = await t.app.inject({
    method: 'GET',
    url: '/api/auth/v1/me',
    headers: ghostHeaders,
  });
  expect(ghostMe.json()).toMatchObject({
    email: DEMO_USER_OF.COWBELL,
    subscriberType: 'COWBELL',
    account: { id: agency.id, accountType: 'AGENCY' },
  });

  // The API key: created by the agency's admin, then used on its own.
  const agencyAdmin = await t.signIn(AGENCY_ADMIN);
  const created = await agencyAdmin.inject({
    method: 'POST',
    url: '/api/auth/v1/api',
    payload: { name: 'Authorization matrix' },
  });
  if (created.statusCode !== 201) throw new Error(`API key: ${created.statusCode} ${created.body}`);
  const keyHeaders = { [API_KEY_HEADER]: created.json<{ apiKey: string }>().apiKey };
  const keyMe = await t.app.inject({ method: 'GET', url: '/api/auth/v1/me', headers: keyHeaders });
  if (keyMe.statusCode !== 200) throw new Error(`API key me: ${keyMe.statusCode} ${keyMe.body}`);

  // Each caller calls from an address of its own: per-address throttles never couple two columns.
  return [
    { id: 'anonymous', headers: {}, scopes: null },
    ...personas,
    { id: 'ghost', headers: ghostHeaders, scopes: scopesOf(ghostToken) },
    {
      id: 'apikey',
      headers: keyHeaders,
      scopes: keyMe.json<{ permissions: string[] }>().permissions,
    },
  ].map((caller, i) => ({ ...caller, ip: `10.250.0.${i + 1}` }));
}

/** Call every operation as every caller, one call at a time, session-ending operations last. */
async function observe(): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>();
  const run = async (row: Row) => {
    const statuses = new Map<string, number>();
    for (const caller of callers) {
      const res = await t.app.inject(requestFor(row, caller));
      statuses.set(caller.id, res.statusCode);
    }
    result.set(keyOf(row), statuses);
  };
  for (const row of rows.filter((r) => !SESSION_ENDING.has(keyOf(r)))) await run(row);

  // Nothing so far may have ended a session: every later outcome would be a 401.
  for (const caller of callers.filter((c) => c.id !== 'anonymous')) {
    const me = await t.app.inject(
      requestFor({ method: 'GET', path: '/api/auth/v1/me', permission: 'authenticated' }, caller),
    );
    if (me.statusCode !== 200)
      throw new Error(
        `${caller.id} lost its session (${me.statusCode}) before the session-ending ` +
          'operations ran: find the operation that ended it and add it to SESSION_ENDING',
      );
  }
  for (const row of rows.filter((r) => SESSION_ENDING.has(keyOf(r)))) await run(row);
  return result;
}

const readExpected = (): ExpectedFile | null =>
  existsSync(EXPECTED_FILE)
    ? (JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as ExpectedFile)
    : null;

beforeAll(async () => {
  t = await buildTestApp();
  const operations: Row[] = operationsOf(t.app);
  const documented = new Set(operations.map((o) => anyParam(keyOf(o))));
  undocumented = registeredRoutes(t.app).filter((r) => !documented.has(anyParam(keyOf(r))));
  rows = [
    ...operations,
    ...undocumented.map((r) => ({
      method: r.method as HTTPMethods,
      path: r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
      permission: 'undocumented',
    })),
  ].sort(byPathThenMethod);
  callers = await signInCallers();
  observed = await observe();
}, 240_000);
afterAll(() => t?.close());

const statusOf = (row: Row, caller: string) => observed.get(keyOf(row))!.get(caller)!;

describe('authorization matrix', () => {
  it('walks every registered route, as anonymous and one caller of each persona type', () => {
    expect(rows.length).toBeGreaterThan(300);
    // The route tree was read whole: it holds every operation of the OpenAPI document.
    const registered = new Set(registeredRoutes(t.app).map((r) => anyParam(keyOf(r))));
    expect(rows.filter((r) => !registered.has(anyParam(keyOf(r))))).toEqual([]);
    // The OpenAPI document lists every route but the docs' own pages, each with who may call it.
    expect(undocumented.filter((r) => !DOCS_PAGES.test(r.path))).toEqual([]);
    expect(rows.filter((r) => r.permission === 'missing')).toEqual([]);
    expect(new Set(PERSONAS.map((p) => ACCOUNT_TYPE_BY_PERSONA[p]))).toEqual(
      new Set(ACCOUNT_TYPES),
    );
    expect(callers.map((c) => c.id)).toEqual(CALLERS);
  });

  it('never answers 5xx', () => {
    const failures = rows.flatMap((row) =>
      CALLERS.filter((c) => statusOf(row, c) >= 500).map(
        (c) => `${keyOf(row)} as ${c}: ${statusOf(row, c)}`,
      ),
    );
    expect(failures).toEqual([]);
  });

  it('answers an anonymous caller 401 on every route that is not public', () => {
    const wrong = rows
      .filter((r) => r.permission !== 'public' && r.permission !== 'undocumented')
      .filter((r) => statusOf(r, 'anonymous') !== 401)
      .map((r) => `${keyOf(r)}: ${statusOf(r, 'anonymous')}`);
    expect(wrong).toEqual([]);
  });

  it('answers 403 to every caller lacking the permission a route declares', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      if (['public', 'authenticated', 'undocumented'].includes(row.permission)) continue;
      for (const caller of callers) {
        if (!caller.scopes || matchPermissions(caller.scopes, row.permission)) continue;
        const status = statusOf(row, caller.id);
        if (status !== 403) wrong.push(`${keyOf(row)} as ${caller.id}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the ghosting admin and the API key out of provider-only permissions', () => {
    expect(PROVIDER_ONLY.size).toBeGreaterThan(3);
    const wrong = rows
      .filter((r) => PROVIDER_ONLY.has(r.permission))
      .flatMap((r) => ['ghost', 'apikey'].map((c) => [keyOf(r), c, statusOf(r, c)] as const))
      .filter(([, , status]) => status !== 403);
    expect(wrong).toEqual([]);
  });

  it('refuses the API key every credential and session call', () => {
    const credentialRows = rows.filter((r) => CREDENTIAL_ROUTES.some((p) => p.test(r.path)));
    expect(credentialRows.length).toBeGreaterThan(10);
    const wrong = credentialRows
      .filter((r) => statusOf(r, 'apikey') !== 403)
      .map((r) => `${keyOf(r)}: ${statusOf(r, 'apikey')}`);
    expect(wrong).toEqual([]);
  });

  it('matches the reviewed expectations', () => {
    const actual = Object.fromEntries(
      rows.map((row) => [
        keyOf(row),
        formatEntry(new Map(CALLERS.map((c) => [c, outcomeOf(statusOf(row, c))]))),
      ]),
    );
    const existing = readExpected();
    if (UPDATE) {
      const file: ExpectedFile = {
        _about:
          'Written by authorization-matrix.test.ts (UPDATE_MATRIX=1), reviewed by hand. Per ' +
          'operation, the callers of each outcome: allowed (the handler ran: any status below ' +
          '500 but 401, 403 and 404), 401, 403 or 404. _suspicious: outcomes found wrong and ' +
          'not fixed yet.',
        _callers: Object.fromEntries(CALLERS.map((c) => [c, DESCRIPTIONS[c]!])),
        _suspicious: existing?._suspicious ?? {},
        operations: actual,
      };
      writeFileSync(EXPECTED_FILE, `${JSON.stringify(file, null, 2)}\n`);
    }
    const expected = UPDATE ? actual : (existing?.operations ?? {});
    const differences: string[] = [];
    for (const row of rows) {
      const key = keyOf(row);
      if (expected[key] === undefined) {
        differences.push(`${key}: not in the matrix (actual: ${actual[key]})`);
        continue;
      }
      const want = parseEntry(key, expected[key]);
      for (const caller of CALLERS) {
        const status = statusOf(row, caller);
        if (want.get(caller) !== outcomeOf(status))
          differences.push(
            `${key} as ${caller}: expected ${want.get(caller)}, actual ${outcomeOf(status)} (${status})`,
          );
      }
    }
    for (const key of Object.keys(expected))
      if (!(key in actual)) differences.push(`${key}: in the matrix, but no such route`);
    expect(differences, 'review the change, then regenerate with UPDATE_MATRIX=1').toEqual([]);
  });

  it('flags only outcomes that are still wrong', () => {
    const notes = readExpected()?._suspicious ?? {};
    const stale: string[] = [];
    for (const [flagged, note] of Object.entries(notes)) {
      const [key = '', caller = ''] = flagged.split(' as ');
      const should = /^should be (allowed|401|403|404): ./.exec(note)?.[1];
      const row = rows.find((r) => keyOf(r) === key);
      if (!row || !CALLERS.includes(caller) || !should)
        stale.push(`${flagged}: not "METHOD path as caller": "should be <outcome>: why"`);
      else if (outcomeOf(statusOf(row, caller)) === should)
        stale.push(`${flagged}: now ${should} as it should be; remove the note`);
    }
    expect(stale).toEqual([]);
  });
});
