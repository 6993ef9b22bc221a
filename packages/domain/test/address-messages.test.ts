import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ADDRESS_FIELD_LABELS, addressIssues } from '../src/index.ts';

const messageOf = (issues: { field: string; message: string }[], field: string) =>
  issues.find((i) => i.field === field)?.message;

describe('address messages use the words of their labels', () => {
  it("US: 'ZIP Code' / 'ZIP Code is required', 'City' / 'City is required'", () => {
    const issues = addressIssues({}, 'US', { required: true });
    expect(messageOf(issues, 'zipCode')).toBe(`${ADDRESS_FIELD_LABELS.US.zipCode} is required`);
    expect(messageOf(issues, 'zipCode')).toBe('ZIP Code is required');
    expect(messageOf(issues, 'city')).toBe(`${ADDRESS_FIELD_LABELS.US.city} is required`);
    expect(messageOf(issues, 'state')).toBe(`${ADDRESS_FIELD_LABELS.US.state} is required`);
  });

  it("UK: 'Postcode' / 'Postcode is required', 'Town/City' / 'Town/City is required'", () => {
    const issues = addressIssues({}, 'UK', { required: true });
    expect(messageOf(issues, 'zipCode')).toBe('Postcode is required');
    expect(messageOf(issues, 'zipCode')).toBe(`${ADDRESS_FIELD_LABELS.UK.zipCode} is required`);
    expect(messageOf(issues, 'city')).toBe(`${ADDRESS_FIELD_LABELS.UK.city} is required`);
  });

  it("keeps the spec's verbatim messages (mailing address, invalid ZIP Code)", () => {
    const mailing = addressIssues({}, 'US', { required: true, mailing: true });
    expect(messageOf(mailing, 'zipCode')).toBe('Mailing zip code is required');
    expect(messageOf(mailing, 'city')).toBe('Mailing city is required');
    expect(messageOf(addressIssues({ zipCode: '00000' }, 'US'), 'zipCode')).toBe(
      ACCOUNT_MESSAGES.invalidZip,
    );
    const ukMailing = addressIssues({}, 'UK', { required: true, mailing: true });
    expect(messageOf(ukMailing, 'zipCode')).toBe('Mailing postcode is required');
  });

  it('no message spells the field differently from its label', () => {
    const all = Object.values(ACCOUNT_MESSAGES as Record<string, unknown>).filter(
      (m): m is string => typeof m === 'string',
    );
    expect(all.filter((m) => /\bZip code\b/.test(m))).toEqual([]);
  });
});
