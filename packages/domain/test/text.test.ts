import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from '../src/index.ts';

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
