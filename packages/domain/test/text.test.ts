import { describe, expect, it } from 'vitest';
import { loneSurrogatePath, nestedDeeperThan, nulCharacterPath } from '../src/index.ts';

describe('nulCharacterPath', () => {
  it('finds a NUL character in a string, an array item, a nested field or a key', () => {
    expect(nulCharacterPath('a\u0000b')).toBe('');
    expect(nulCharacterPath({ search: 'x\u0000' })).toBe('search');
    expect(nulCharacterPath({ a: { b: ['ok', 'no\u0000'] } })).toBe('a.b.1');
    expect(nulCharacterPath({ ['k\u0000']: 1 })).toBe('k\u0000');
  });

  it('passes clean data, numbers, nulls and non-plain objects', () => {
    expect(nulCharacterPath({ name: 'Harbor', n: 1, none: null, list: [true] })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
    expect(nulCharacterPath(new Uint8Array([97, 0, 98]))).toBeNull();
    expect(nulCharacterPath(new Date())).toBeNull();
  });
});

describe('loneSurrogatePath', () => {
  it('finds half a surrogate pair standing alone, and passes whole pairs', () => {
    expect(loneSurrogatePath({ name: 'Half\ud800Pair' })).toBe('name');
    expect(loneSurrogatePath({ list: ['ok', '\udfff'] })).toBe('list.1');
    expect(loneSurrogatePath({ name: '😀 Emoji 👩‍💻', n: 1 })).toBeNull();
  });
});

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, without recursion, however deep', () => {
    expect(nestedDeeperThan({ a: { b: [1] } }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(true);
    expect(nestedDeeperThan('text')).toBe(false);
  });
});
