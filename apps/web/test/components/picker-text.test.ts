import { describe, expect, it } from 'vitest';
import { noOptionsText } from '../../src/components/picker-text.ts';

describe('noOptionsText: a failed search never reads as "no results"', () => {
  it('says why the search failed', () => {
    const failed = { isError: true, error: new Error('Too many requests, try again in 5 s') };
    expect(noOptionsText(failed, 'No results')).toBe('Too many requests, try again in 5 s');
  });

  it('says nothing matched when the search worked, or before it ran', () => {
    expect(noOptionsText({ isError: false, error: null }, 'No results')).toBe('No results');
    expect(noOptionsText(undefined, 'No results')).toBe('No results');
    expect(noOptionsText({ isError: true, error: new Error('') }, 'No results')).toBe('No results');
  });
});
