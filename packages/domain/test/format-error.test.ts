import { describe, expect, it } from 'vitest';
import { formatErrorMessage, formatRequestError } from '../src/index.ts';

describe('formatErrorMessage (spec 1 §8)', () => {
  it.each([500, 502, 503, 504])('%i gives the server-trouble message', (status) => {
    expect(formatErrorMessage({ status, data: { detail: 'internal' } })).toBe(
      'Our servers seem to be having trouble. Please try again later.',
    );
  });
  it('prefers detail, then errors joined by commas, then message, then a string body', () => {
    expect(
      formatErrorMessage({ status: 400, data: { detail: 'D', errors: ['a'], message: 'M' } }),
    ).toBe('D');
    expect(formatErrorMessage({ status: 400, data: { errors: ['a', 'b'], message: 'M' } })).toBe(
      'a, b',
    );
    expect(formatErrorMessage({ status: 400, data: { message: 'M' } })).toBe('M');
    expect(formatErrorMessage({ status: 400, data: 'plain text' })).toBe('plain text');
  });
  it('falls back to the generic message', () => {
    expect(formatErrorMessage({ status: 400, data: {} })).toBe(
      'An error has occurred. Please try again later.',
    );
    expect(formatErrorMessage(undefined)).toBe('An error has occurred. Please try again later.');
  });
  it('the request-error wrapper falls back to its own message', () => {
    expect(formatRequestError({})).toBe('An issue occurred with this request');
    expect(formatRequestError(new Error('x'))).toBe('x');
  });
});
