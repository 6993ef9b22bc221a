import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_UI_SETTINGS,
  IncidentBannerPayloadSchema,
  TokenClaimsSchema,
  UiSettingsSchema,
  migrateUiSettings,
  readIncidentPayload,
  readTokenClaims,
  type UiSettings,
} from '../src/index.ts';

/*
 * What every page of the web app checks before it shows anything (the session's token claims,
 * the stored interface settings, the incident banner's settings) is written without zod, so that
 * zod is not on the sign-in page's first download (docs/performance.md). These rules must give
 * the answers of the schemas the server and the forms use.
 */

const parsedOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const claims = {
  sub: 'user-1',
  accountId: 'account-1',
  accountType: 'AGENCY',
  subscriberType: 'PROVIDER',
  realm: 'ACCOUNT',
  scopes: ['role:admin', 'quote:write'],
  tokenType: 'ACCESS',
  exp: 1_900_000_000,
};

describe('readTokenClaims answers as TokenClaimsSchema', () => {
  const cases: [string, unknown][] = [
    ['valid claims', claims],
    ['valid, with other claims (dropped)', { ...claims, sid: 's', iat: 1, extra: { a: 1 } }],
    ['no scopes at all', { ...claims, scopes: [] }],
    ['not an object', 'token'],
    ['null', null],
    ['an array', [claims]],
    ...Object.keys(claims).map((key): [string, unknown] => {
      const { [key as keyof typeof claims]: _dropped, ...rest } = claims;
      return [`without ${key}`, rest];
    }),
    ['an unknown account type', { ...claims, accountType: 'MARTIAN' }],
    ['an unknown subscriber type', { ...claims, subscriberType: 'agency' }],
    ['an unknown realm', { ...claims, realm: 'WORLD' }],
    ['an unknown token type', { ...claims, tokenType: 'REFRESH' }],
    ['a scope that is not text', { ...claims, scopes: ['a', 1] }],
    ['scopes that are not a list', { ...claims, scopes: 'role:admin' }],
    ['an expiry as text', { ...claims, exp: '1900000000' }],
    ['an endless expiry', { ...claims, exp: Infinity }],
    ['an expiry that is not a number', { ...claims, exp: NaN }],
    ['a number as subject', { ...claims, sub: 1 }],
    ['a null account', { ...claims, accountId: null }],
  ];
  it.each(cases)('%s', (_name, value) => {
    expect(readTokenClaims(value)).toEqual(parsedOrNull(TokenClaimsSchema, value));
  });
});

describe('migrateUiSettings answers as UiSettingsSchema', () => {
  const table = { columns: [{ name: 'name', show: true, width: 120 }], filter: { q: 'a' } };
  const settings = { ...DEFAULT_UI_SETTINGS, theme: 'dark', tables: { accounts: table } };
  const cases: [string, unknown][] = [
    ['the defaults', DEFAULT_UI_SETTINGS],
    [
      'dark, comfortable, en-GB, one table',
      { ...settings, layout: 'comfortable', language: 'en-GB' },
    ],
    ['unknown fields (dropped)', { ...settings, old: 1, tables: { a: { ...table, more: true } } }],
    [
      'a column with unknown fields',
      { ...settings, tables: { a: { columns: [{ name: 'a', show: false, x: 1 }] } } },
    ],
    ['a table with a page size', { ...settings, tables: { a: { columns: [], pageSize: 50 } } }],
    ['an unknown theme', { ...settings, theme: 'blue' }],
    ['an unknown layout', { ...settings, layout: 'dense' }],
    ['an unknown language', { ...settings, language: 'fr-FR' }],
    ['tables as a list', { ...settings, tables: [] }],
    ['a table without columns', { ...settings, tables: { a: {} } }],
    ['a column without a name', { ...settings, tables: { a: { columns: [{ show: true }] } } }],
    [
      'a column width as text',
      { ...settings, tables: { a: { columns: [{ name: 'a', show: true, width: '9' }] } } },
    ],
    ['a filter as text', { ...settings, tables: { a: { columns: [], filter: 'q' } } }],
    ['a page size as text', { ...settings, tables: { a: { columns: [], pageSize: '50' } } }],
    ['a null page size', { ...settings, tables: { a: { columns: [], pageSize: null } } }],
  ];
  it.each(cases)('%s', (_name, value) => {
    const expected = parsedOrNull(UiSettingsSchema, {
      ...DEFAULT_UI_SETTINGS,
      ...(value as object),
    });
    expect(migrateUiSettings(value)).toEqual(expected ?? DEFAULT_UI_SETTINGS);
  });

  it('states the same type', () => {
    expectTypeOf<z.infer<typeof UiSettingsSchema>>().toEqualTypeOf<UiSettings>();
  });
});

describe('readIncidentPayload answers as IncidentBannerPayloadSchema', () => {
  const payload = { message: 'Quotes are slow.', statusUrl: 'https://status.example.com/x' };
  const cases: [string, unknown][] = [
    ['a message and a status page', payload],
    [
      'spaces around both (trimmed)',
      { message: '  Slow  ', statusUrl: ' https://status.example.com ' },
    ],
    ['unknown fields (dropped)', { ...payload, colour: 'red' }],
    ['a port and a query', { ...payload, statusUrl: 'https://status.example.com:8443/a?b=c#d' }],
    ['the longest message', { ...payload, message: 'm'.repeat(500) }],
    ['a message too long', { ...payload, message: 'm'.repeat(501) }],
    ['a blank message', { ...payload, message: '   ' }],
    ['no message', { statusUrl: payload.statusUrl }],
    ['no status page', { message: payload.message }],
    ['an http:// status page', { ...payload, statusUrl: 'http://status.example.com' }],
    ['a javascript: status page', { ...payload, statusUrl: 'javascript:alert(1)' }],
    ['a status page with a space', { ...payload, statusUrl: 'https://status.example.com/a b' }],
    [
      'a status page too long',
      { ...payload, statusUrl: `https://s.example.com/${'a'.repeat(2030)}` },
    ],
    [
      'the longest status page',
      { ...payload, statusUrl: `https://s.example.com/${'a'.repeat(2026)}` },
    ],
    ['a number as message', { ...payload, message: 5 }],
    ['not an object', 'Quotes are slow.'],
    ['null', null],
    ['undefined', undefined],
  ];
  it.each(cases)('%s', (_name, value) => {
    expect(readIncidentPayload(value)).toEqual(parsedOrNull(IncidentBannerPayloadSchema, value));
  });
});
