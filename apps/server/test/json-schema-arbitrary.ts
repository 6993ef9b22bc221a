import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of an OpenAPI 3.0 document (what
 * fastify-type-provider-zod makes of the routes' zod schemas), for the schema-driven fuzz test.
 *
 * - `valid(schema)`: values the schema accepts, typical ones and ones at its edges (the longest
 *   string, the largest number, multi-byte text, far dates, full arrays): what gets past
 *   validation and so reaches the services and the database.
 * - `hostile(schema)`: values past the edges: wrong types, one length or one step too far, huge
 *   and negative numbers, impossible dates, NUL characters, prototype keys, deep nesting, extra
 *   properties and missing required ones, each mixed with valid values so a request usually
 *   carries one or two faults rather than all of them.
 *
 * JSON Schema cannot say everything zod checks (refinements, transforms), so "valid" is what the
 * document says; the server may still refuse it, which is the point.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * How to generate. `idsFor(name)` gives ids of seeded records for a uuid field or parameter of
 * that name (e.g. `accountId`), so valid requests get past the 404. `plain`: the simplest value
 * the schema accepts (required fields only, short words, small numbers, near dates, no edges),
 * which gets past the business rules JSON Schema cannot state more often than a random one.
 */
export type Context = {
  idsFor?: (name: string) => string[];
  plain?: boolean;
  /** Plain values for a text field of that name (`state`: 'CA'), past rules a schema hides. */
  hintFor?: (name: string) => string[] | undefined;
};
const NO_CONTEXT: Context = {};

/** A value nested `depth` times (`[[[…]]]`), serialised by `toJsonText` without recursion. */
export class DeepNesting {
  readonly depth: number;
  constructor(depth: number) {
    this.depth = depth;
  }
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Typical strings and arrays stay short; the edges cover the long ones. */
const TYPICAL_LENGTH = 24;
const TYPICAL_ITEMS = 3;
/** How long an edge string is when the schema sets no maximum (the body limit is 1 MB). */
const UNBOUNDED_LENGTH = 20_000;
/** How many items an edge array has when the schema sets no maximum. */
const UNBOUNDED_ITEMS = 2_000;

const weighted = <T>(...pairs: [fc.Arbitrary<T>, number][]) =>
  fc.oneof(...pairs.map(([arbitrary, weight]) => ({ arbitrary, weight })));

/** Text of exactly `length` UTF-16 units made of `unit` (which may be two units long). */
const fill = (unit: string, length: number) => {
  if (length <= 0) return '';
  const text = unit.repeat(Math.ceil(length / unit.length));
  return unit.length > 1 && length % unit.length ? text.slice(0, length - 1) + 'a' : text;
};

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** `allOf` flattened into one schema (shallow merge, which is all the document needs). */
const merged = (schema: JsonSchema): JsonSchema => {
  if (!schema.allOf?.length) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(merged).reduce<JsonSchema>(
    (a, b) => ({
      ...a,
      ...b,
      properties: { ...a.properties, ...b.properties },
      required: [...(a.required ?? []), ...(b.required ?? [])],
    }),
    rest,
  );
};

/** The inclusive bounds of a number schema (OpenAPI 3.0 booleans or 3.1 numbers). */
function boundsOf(schema: JsonSchema, integer: boolean) {
  const floor = integer ? -MAX_SAFE : -Number.MAX_VALUE;
  const ceiling = integer ? MAX_SAFE : Number.MAX_VALUE;
  let min = schema.minimum ?? floor;
  let max = schema.maximum ?? ceiling;
  let minExcluded = false;
  let maxExcluded = false;
  if (typeof schema.exclusiveMinimum === 'number') {
    min = schema.exclusiveMinimum;
    minExcluded = true;
  } else if (schema.exclusiveMinimum === true) minExcluded = true;
  if (typeof schema.exclusiveMaximum === 'number') {
    max = schema.exclusiveMaximum;
    maxExcluded = true;
  } else if (schema.exclusiveMaximum === true) maxExcluded = true;
  if (integer) {
    min = Math.max(Math.ceil(min) + (minExcluded && Number.isInteger(min) ? 1 : 0), floor);
    max = Math.min(Math.floor(max) - (maxExcluded && Number.isInteger(max) ? 1 : 0), ceiling);
    minExcluded = maxExcluded = false;
  }
  return { min, max, minExcluded, maxExcluded };
}

const inside = (value: number, b: ReturnType<typeof boundsOf>) =>
  (b.minExcluded ? value > b.min : value >= b.min) &&
  (b.maxExcluded ? value < b.max : value <= b.max);

function numberValid(schema: JsonSchema, integer: boolean, plain = false): fc.Arbitrary<number> {
  const b = boundsOf(schema, integer);
  if (plain) {
    const lo = Math.max(b.min, 0);
    const hi = Math.min(b.max, 100);
    if (lo <= hi && Math.ceil(lo) <= Math.floor(hi)) {
      return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }).filter((v) => inside(v, b));
    }
  }
  const edges = [
    b.min,
    b.max,
    0,
    1,
    -1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 - 1,
    1e15,
    ...(integer ? [] : [0.1, 1.5, -2.75, 1e-300, 5e-324, 1e300, -1e300, 1e21]),
  ].filter((v) => Number.isFinite(v) && inside(v, b));
  const lo = Math.max(b.min, -1_000);
  const hi = Math.min(b.max, 1_000_000);
  const typical =
    lo <= hi
      ? integer
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.double({
            min: lo,
            max: hi,
            minExcluded: b.minExcluded && lo === b.min,
            maxExcluded: b.maxExcluded && hi === b.max,
            noNaN: true,
          })
      : null;
  const edge = edges.length ? fc.constantFrom(...edges) : null;
  if (typical && edge) return weighted([typical, 3], [edge, 2]);
  return typical ?? edge ?? fc.constant(b.min);
}

/** Dates PostgreSQL and JavaScript both hold, plus a few far ones. */
const dateValid = (withTime: boolean, plain = false): fc.Arbitrary<string> => {
  // Plain dates lie ahead of today (a need-by date may not be past), from the start of the day
  // so a run's samples stay the same all day.
  const now = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const typical = fc
    .date(
      plain
        ? { min: new Date(now + 86_400_000), max: new Date(now + 300 * 86_400_000) }
        : { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') },
    )
    .filter((d) => !Number.isNaN(d.getTime()))
    .map((d) => (withTime ? d.toISOString() : d.toISOString().slice(0, 10)));
  if (plain) return typical;
  const edges = withTime
    ? [
        '0001-01-01T00:00:00Z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999Z',
        '9999-12-31T23:00:00-23:00',
        '2024-02-29T23:59:59+23:59',
        '1970-01-01T00:00:00.000000001Z',
      ]
    : ['0001-01-01', '0000-01-01', '9999-12-31', '2024-02-29', '1970-01-01', '2000-02-29'];
  return weighted([typical, 3], [fc.constantFrom(...edges), 2]);
};

const emailValid = (max: number, plain = false): fc.Arbitrary<string> =>
  weighted(
    [
      fc
        .tuple(
          fc.stringMatching(/^[a-z0-9]{1,12}$/),
          fc.stringMatching(/^[a-z0-9]{1,10}$/),
          fc.constantFrom('com', 'org', 'co.uk', 'example'),
        )
        .map(([local, host, tld]) => `${local}@${host}.${tld}`),
      4,
    ],
    [
      fc.constantFrom(
        `${fill('a', 64)}@example.com`,
        `O'Brien+tag@example.com`,
        'UPPER.Case@Example.COM',
        `a@${fill('b', Math.max(1, max - 6))}.com`,
      ),
      plain ? 0 : 1,
    ],
  ).map((e) => (e.length > max ? e.slice(e.length - max) : e));

/** Patterns fast-check cannot generate from (lookaheads) lose their assertions first. */
function patternValid(pattern: string): fc.Arbitrary<string> | null {
  for (const source of [pattern, pattern.replace(/\(\?[=!][^()]*\)/g, '')]) {
    try {
      const arbitrary = fc.stringMatching(new RegExp(source, 'u'));
      fc.sample(arbitrary, { numRuns: 1, seed: 1 });
      return arbitrary;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** Text a form could hold: quotes, LIKE and regex characters, several scripts, emoji. */
const TRICKY_TEXT = [
  "O'Brien & Sons",
  '100% _match_ \\ back',
  '"double" `tick`',
  '.*+?^${}()|[]\\',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'Ünïcödé façade',
  '漢字かなカナ',
  'مرحبا بالعالم',
  '👩‍💻🏳️‍🌈🇬🇧',
  'e\u0301\u0301\u0301',
  '\u200b\u200d\ufeff',
  '  padded  ',
  'NaN',
  '-0',
  '1e999',
  'null',
  'true',
  '../../etc/passwd',
  // Shaped like a uuid to a loose check (36 hex digits or dashes), but none.
  '-'.repeat(36),
  'abcdef01a2345a6789aabcdaef0123456789',
  '2024-02-30',
  '0000-01-01',
  '9999-12-31T23:59:59-23:59',
  '__proto__',
  'constructor',
];

function stringValid(schema: JsonSchema, ctx: Context, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) => s.length >= min && s.length <= max;
  const hinted = ctx.plain && schema.format !== 'uuid' ? ctx.hintFor?.(name)?.filter(fits) : [];
  if (hinted?.length) return fc.constantFrom(...hinted);
  if (schema.format === 'uuid') {
    const real = ctx.idsFor?.(name) ?? [];
    return real.length ? weighted([fc.constantFrom(...real), 3], [fc.uuid(), 1]) : fc.uuid();
  }
  if (schema.format === 'email') return emailValid(Math.min(max, 254), ctx.plain);
  if (schema.format === 'date') return dateValid(false, ctx.plain);
  if (schema.format === 'date-time') return dateValid(true, ctx.plain);
  if (schema.pattern) {
    const matching = patternValid(schema.pattern);
    if (matching) return matching;
  }
  if (ctx.plain && min <= 12 && max >= 3) {
    return fc.stringMatching(/^[A-Z][a-z]{2,11}$/).filter(fits);
  }
  const typicalMax = Math.max(min, Math.min(max, TYPICAL_LENGTH));
  const typical = fc
    .oneof(
      fc.string({ minLength: min, maxLength: typicalMax, unit: 'grapheme-ascii' }),
      fc.string({ minLength: min, maxLength: typicalMax, unit: 'grapheme' }),
    )
    .filter(fits);
  // The longest value the schema allows, in one-, two-, three- and four-byte characters.
  const longest = Number.isFinite(max) ? max : UNBOUNDED_LENGTH;
  const edges = [
    ...['a', 'é', '漢', '😀'].map((unit) => fill(unit, longest)),
    fill('a', min),
    ...TRICKY_TEXT,
  ].filter(fits);
  return edges.length ? weighted([typical, 3], [fc.constantFrom(...edges), 2]) : typical;
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** An object with an own `__proto__` (or other prototype-named) property, as JSON would have. */
const withOwn = (target: Record<string, unknown>, key: string, value: unknown) => {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

function arrayValid(schema: JsonSchema, ctx: Context, name: string): fc.Arbitrary<unknown[]> {
  const items = schema.items ? valid(schema.items, ctx, name) : anyJson;
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? UNBOUNDED_ITEMS;
  const typical = fc.array(items, {
    minLength: min,
    maxLength: Math.max(min, Math.min(max, ctx.plain ? 1 : TYPICAL_ITEMS)),
  });
  if (ctx.plain) return typical;
  // A full array: repeats of one item, so its size does not slow generation.
  const full = items.map((item) => Array.from({ length: max }, () => item));
  return weighted([typical, 4], [full, 1]);
}

function objectValid(schema: JsonSchema, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((k) => keys.includes(k));
  const chosen = ctx.plain ? required : keys;
  const record = chosen.length
    ? fc.record(
        Object.fromEntries(chosen.map((k) => [k, valid(properties[k] as JsonSchema, ctx, k)])),
        { requiredKeys: required },
      )
    : fc.constant({});
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false || ctx.plain) {
    return record as fc.Arbitrary<Record<string, unknown>>;
  }
  const values = extra === true ? anyJson : valid(extra, ctx);
  const additional = fc.dictionary(
    weighted([fc.string({ minLength: 1, maxLength: 12 }), 3], [fc.uuid(), 1]),
    values,
    { maxKeys: 3 },
  );
  return fc
    .tuple(record, additional)
    .map(([fixed, more]) => ({ ...more, ...fixed }) as Record<string, unknown>);
}

/** Values the schema accepts, typical and at its edges (`name`: the field's, for `ctx`). */
export function valid(
  input: JsonSchema,
  ctx: Context = NO_CONTEXT,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const base = validBase(schema, ctx, name);
  const nullable = !ctx.plain && (schema.nullable === true || typesOf(schema).includes('null'));
  return nullable ? weighted([base, 4], [fc.constant(null), 1]) : base;
}

function validBase(schema: JsonSchema, ctx: Context, name: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, ctx, name)));
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validBase({ ...schema, type }, ctx, name)));
  }
  switch (types[0]) {
    case 'string':
      return stringValid(schema, ctx, name);
    case 'integer':
      return numberValid(schema, true, ctx.plain);
    case 'number':
      return numberValid(schema, false, ctx.plain);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayValid(schema, ctx, name);
    case 'object':
      return objectValid(schema, ctx);
    default:
      return schema.properties ? objectValid(schema, ctx) : anyJson;
  }
}

/** Any-typed faults: what a confused or malicious client sends where a value belongs. */
const WRONG_TYPES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  '',
  ' ',
  'x',
  [],
  [null],
  {},
  { '': '' },
  1e308,
  -1e308,
  2 ** 64,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  fill('x', 100_000),
];

function stringFaults(schema: JsonSchema): unknown[] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const faults: unknown[] = ['', '   ', fill('a', 2_000), fill('😀', 50_000)];
  if (max !== undefined) faults.push(fill('a', max + 1), fill('😀', max + 2));
  if (min > 0) faults.push(fill('a', min - 1));
  switch (schema.format) {
    case 'uuid':
      faults.push(
        'not-a-uuid',
        '00000000-0000-0000-0000-00000000000g',
        '123e4567-e89b-12d3-a456-4266141740000',
        '{123e4567-e89b-12d3-a456-426614174000}',
        '123e4567e89b12d3a456426614174000',
        '%',
      );
      break;
    case 'email':
      faults.push('@', 'a@', '@b.com', 'a@b', 'a b@c.com', `${fill('a', 300)}@example.com`);
      break;
    case 'date':
    case 'date-time':
      faults.push(
        '2024-02-30',
        '2023-02-29',
        '2024-13-01',
        '0000-00-00',
        '+275760-09-13',
        '-000001-01-01',
        '99999-12-31',
        '2024-01-01T25:00:00Z',
        '2024-01-01T00:00:00+99:00',
        'yesterday',
        '1e20',
        'Invalid Date',
      );
      break;
  }
  return faults;
}

function numberFaults(schema: JsonSchema, integer: boolean): unknown[] {
  const b = boundsOf(schema, integer);
  return [
    b.min - 1,
    b.max + 1,
    b.min - 0.5,
    integer ? 1.5 : 1e308,
    MAX_SAFE + 2,
    -MAX_SAFE - 2,
    1e21,
    -1e21,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    5e-324,
    '12',
    '1e999',
    'NaN',
    'Infinity',
    '0x10',
    '',
  ].filter((v) => typeof v !== 'number' || Number.isFinite(v));
}

/** One fault for a schema: wrong type, past a bound, or malformed for its format. */
function fault(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const typed: unknown[] = [];
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    typed.push('NOT_A_VALUE', first.toLowerCase(), ` ${first} `, first.toUpperCase() + '_');
  }
  for (const type of types) {
    if (type === 'string') typed.push(...stringFaults(schema));
    if (type === 'integer') typed.push(...numberFaults(schema, true));
    if (type === 'number') typed.push(...numberFaults(schema, false));
    if (type === 'array')
      typed.push(
        [[[]]],
        Array.from({ length: 100_000 }, () => 0),
      );
    if (type === 'boolean') typed.push('true', 'yes', 1, 0);
  }
  const deep = fc.constantFrom(new DeepNesting(100), new DeepNesting(20_000));
  return weighted(
    [fc.constantFrom(...WRONG_TYPES), 2],
    ...(typed.length ? [[fc.constantFrom(...typed), 4] as [fc.Arbitrary<unknown>, number]] : []),
    [deep, 1],
  );
}

function objectHostile(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((k) => keys.includes(k));
  const base = objectValid(schema, ctx);
  const mutations: [fc.Arbitrary<unknown>, number][] = [
    // A fault in one property, however deep.
    ...(keys.length
      ? [
          [
            fc.tuple(base, fc.constantFrom(...keys)).chain(([object, key]) =>
              hostile(properties[key] as JsonSchema, ctx, key).map((value) => ({
                ...object,
                [key]: value,
              })),
            ),
            6,
          ] as [fc.Arbitrary<unknown>, number],
        ]
      : []),
    // A required property missing.
    ...(required.length
      ? [
          [
            fc.tuple(base, fc.constantFrom(...required)).map(([object, key]) => {
              const copy: Record<string, unknown> = { ...object };
              delete copy[key];
              return copy;
            }),
            1,
          ] as [fc.Arbitrary<unknown>, number],
        ]
      : []),
    // Extra properties: prototype names (own keys, as JSON.parse would make them) or others.
    [
      fc
        .tuple(base, fc.constantFrom(...PROTOTYPE_KEYS, 'extra', 'id', 'isAdmin', ''), anyJson)
        .map(([object, key, value]) =>
          withOwn(object, key, key === 'constructor' ? { prototype: { polluted: true } } : value),
        ),
      1,
    ],
    // The object is something else.
    [fault(schema), 1],
  ];
  return weighted(...mutations);
}

function arrayHostile(schema: JsonSchema, ctx: Context, name: string): fc.Arbitrary<unknown> {
  const items = schema.items ?? {};
  const base = arrayValid(schema, ctx, name);
  const tooMany =
    schema.maxItems !== undefined
      ? fc.constant(Array.from({ length: schema.maxItems + 1 }, () => null))
      : fc.constant([]);
  return weighted(
    [fc.tuple(base, hostile(items, ctx, name)).map(([array, item]) => [...array, item]), 4],
    [
      valid(items, ctx, name).map((item) =>
        Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => item),
      ),
      1,
    ],
    [tooMany, 1],
    [fault(schema), 1],
  );
}

/** Values past the schema's edges, mixed with valid ones (`name`: the field's, for `ctx`). */
export function hostile(
  input: JsonSchema,
  ctx: Context = NO_CONTEXT,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const types = typesOf(schema);
  const alternatives = schema.anyOf ?? schema.oneOf;
  const validOne = valid(schema, ctx, name);
  if (alternatives?.length) {
    const each = alternatives.map((a) => hostile(a, ctx, name));
    return weighted([fc.oneof(...each), 3], [fault(schema), 1]);
  }
  if (types.includes('object') || (!types.length && schema.properties)) {
    return weighted([objectHostile(schema, ctx), 5], [validOne, 1]);
  }
  if (types.includes('array')) {
    return weighted([arrayHostile(schema, ctx, name), 5], [validOne, 1]);
  }
  return weighted([fault(schema), 3], [validOne, 1]);
}

const DEEP_MARK = '\u0001deep:';

/**
 * JSON text of a generated value: own `__proto__` properties kept, `DeepNesting` written out
 * as brackets (JSON.stringify would recurse that deep).
 */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof DeepNesting ? `${DEEP_MARK}${v.depth}` : v,
  );
  return (text ?? 'null').replace(
    /"\\u0001deep:(\d+)"/g,
    (_match, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)),
  );
}

/** A generated value as query-string values: scalars as text, arrays as repeated keys. */
export function toQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return [''];
  if (Array.isArray(value)) return value.flatMap((v) => toQueryValues(v).slice(0, 1));
  if (value instanceof DeepNesting) return ['['.repeat(value.depth)];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}
