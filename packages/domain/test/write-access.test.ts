import { describe, expect, it } from 'vitest';
import {
  isActingAsProvider,
  isGhosting,
  isProviderHome,
  mayWriteField,
  refusedFields,
  WRITABLE_FIELDS,
} from '../src/index.ts';

describe('write allow-lists', () => {
  const before = { name: 'Harbor', npn: '123', region: 'US', description: null };

  it('lets provider staff change every field', () => {
    expect(refusedFields('agency', true, before, { name: 'X', npn: '9', region: 'UK' })).toEqual(
      [],
    );
  });

  it("refuses a member's change to a field off its list, and only when the value changes", () => {
    expect(refusedFields('agency', false, before, { ...before, name: 'Harbor Risk' })).toEqual([]);
    expect(refusedFields('agency', false, before, { ...before, npn: '9', region: 'UK' })).toEqual([
      'npn',
      'region',
    ]);
    // An empty value and no value are the same (the form sends '' for a cleared field).
    expect(refusedFields('agency', false, before, { ...before, description: '' })).toEqual([]);
  });

  it('treats a field no list names as provider staff’s', () => {
    expect(mayWriteField('agency', false, 'agencyKind')).toBe(false);
    expect(mayWriteField('agency', true, 'agencyKind')).toBe(true);
    expect(mayWriteField('user', false, 'slackHandle')).toBe(false);
    expect(WRITABLE_FIELDS.user.member).toContain('role');
  });
});

describe('caller predicates', () => {
  const provider = { accountType: 'COWBELL', subscriberType: 'COWBELL', scopes: [] } as const;
  const ghost = { accountType: 'AGENCY', subscriberType: 'COWBELL', scopes: [] } as const;
  const agent = { accountType: 'AGENCY', subscriberType: 'AGENCY', scopes: [] } as const;

  it('tell acting as the provider, a provider home and ghosting apart', () => {
    expect([provider, ghost, agent].map(isActingAsProvider)).toEqual([true, false, false]);
    expect([provider, ghost, agent].map(isProviderHome)).toEqual([true, true, false]);
    expect([provider, ghost, agent].map(isGhosting)).toEqual([false, true, false]);
  });
});
