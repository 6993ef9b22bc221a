import { describe, expect, it } from 'vitest';
import {
  BINDER_VALID_DAYS,
  binderExpiryOf,
  BindQuoteParamsSchema,
  isBinderExpired,
  isOpenForRenewal,
  OPEN_FOR_RENEWAL_DAYS,
  POLICY_MESSAGES,
  POLICY_NUMBER_PATTERN,
  POLICY_PATHS,
  policyNumberFor,
  PolicyIdParamsSchema,
  PolicyPageSchema,
  PolicySchema,
  PolicySearchQuerySchema,
  type Policy,
} from '../src/index.ts';

const samplePolicy: Policy = {
  id: '6f1c3c1e-8a51-4b8e-9d7a-0d7d1c2b3a41',
  policyNumber: 'CYB-US-2026-0000123',
  quoteId: '0b6d6c1a-2f43-4a44-8a52-4d6b0a4f9c10',
  accountId: '8e0f3d5c-3b1a-4e4e-9d57-3c2a1b0f9e8d',
  companyName: 'Acme Robotics Inc.',
  agencyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  agencyName: 'Harbor Insurance Agency',
  carrierId: null,
  product: 'P250',
  status: 'BOUND',
  isPaid: false,
  paymentStatus: 'Unpaid',
  premium: 245_000,
  totalPremium: 262_150,
  brokerFee: 0,
  mgaFee: 15_000,
  surplusLinesTax: 0,
  stampingFee: 2_150,
  premiumTax: 0,
  limit: 1_000_000,
  deductible: 25_000,
  currency: 'USD',
  effectiveDate: '2026-03-01',
  endDate: '2027-03-01',
  boundOn: '2026-02-20T15:04:05.000Z',
  binderExpiresOn: '2026-03-22',
  issuedOn: null,
  revision: 0,
  cancellation: null,
  erp: null,
  programId: null,
  customerEmail: 'cfo@acme.example',
  created: '2026-02-20T15:04:05.000Z',
  modified: '2026-02-20T15:04:05.000Z',
};

describe('PolicySchema (spec 3 §3 Policy)', () => {
  it('parses a bound binder and an issued UK policy', () => {
    expect(PolicySchema.parse(samplePolicy)).toEqual(samplePolicy);
    const issued = {
      ...samplePolicy,
      policyNumber: 'CYB-UK-2026-0000007',
      product: 'P_ONE',
      currency: 'GBP',
      status: 'IN FORCE',
      isPaid: true,
      paymentStatus: 'Paid',
      binderExpiresOn: null,
      issuedOn: '2026-02-21T09:00:00+00:00',
      customerEmail: null,
    };
    expect(PolicySchema.parse(issued).status).toBe('IN FORCE');
    expect(
      PolicyPageSchema.parse({
        content: [samplePolicy, issued],
        totalElements: 2,
        totalPages: 1,
        page: 0,
        size: 20,
      }).content,
    ).toHaveLength(2);
  });

  it('refuses statuses not of a policy, fractional cents, and loose dates', () => {
    for (const patch of [
      { status: 'IN_FORCE' },
      { status: 'READY' },
      { paymentStatus: 'PAID' },
      { totalPremium: 2621.5 },
      { effectiveDate: '03/01/2026' },
      { endDate: '2027-02-30' },
      { boundOn: '2026-02-20' },
      { currency: 'EUR' },
      { product: 'P999' },
    ]) {
      expect(
        PolicySchema.safeParse({ ...samplePolicy, ...patch }).success,
        JSON.stringify(patch),
      ).toBe(false);
    }
  });
});

describe('PolicySearchQuerySchema (spec 3 §2 BINDERS and POLICIES tabs)', () => {
  it('defaults: page 0, 20 rows, the POLICIES tab by end date ascending', () => {
    expect(PolicySearchQuerySchema.parse({})).toEqual({
      page: 0,
      size: 20,
      kind: 'POLICIES',
      sort: 'endDate,asc',
    });
  });

  it('the BINDERS tab sorts by effective date ascending unless told', () => {
    expect(PolicySearchQuerySchema.parse({ kind: 'BINDERS' }).sort).toBe('effectiveDate,asc');
    expect(PolicySearchQuerySchema.parse({ kind: 'BINDERS', sort: 'companyName,desc' }).sort).toBe(
      'companyName,desc',
    );
  });

  it('reads query strings: numbers, filters and the renewal flag', () => {
    expect(
      PolicySearchQuerySchema.parse({
        page: '2',
        size: '50',
        kind: 'POLICIES',
        search: '  acme ',
        status: 'IN FORCE',
        openForRenewal: 'true',
        accountId: '8e0f3d5c-3b1a-4e4e-9d57-3c2a1b0f9e8d',
      }),
    ).toMatchObject({
      page: 2,
      size: 50,
      search: 'acme',
      status: 'IN FORCE',
      openForRenewal: true,
    });
    expect(
      PolicySearchQuerySchema.parse({ kind: 'BINDERS', payment: 'NEED_PAYMENT' }).payment,
    ).toBe('NEED_PAYMENT');
    expect(PolicySearchQuerySchema.parse({ openForRenewal: 'false' }).openForRenewal).toBe(false);
  });

  it('refuses sizes over 100, unknown tabs, sorts and filters', () => {
    for (const query of [
      { size: '101' },
      { size: '0' },
      { page: '-1' },
      { kind: 'QUOTES' },
      { sort: 'endDate' },
      { sort: 'password,asc' },
      { payment: 'paid' },
      { status: 'IN_FORCE' },
      { openForRenewal: 'yes' },
      { accountId: 'not-a-uuid' },
    ]) {
      expect(PolicySearchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('params: a bad id reads as not found', () => {
    const result = PolicyIdParamsSchema.safeParse({ id: '42' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(POLICY_MESSAGES.notFound);
    expect(
      BindQuoteParamsSchema.safeParse({ product: 'P100', quoteId: samplePolicy.quoteId }).success,
    ).toBe(true);
  });
});

describe('policy paths and messages', () => {
  it('builds the API paths', () => {
    expect(POLICY_PATHS.search).toBe('/api/policy/v1/search');
    expect(POLICY_PATHS.byId('p1')).toBe('/api/policy/v1/p1');
    expect(POLICY_PATHS.byProduct('P100', 'p1')).toBe('/api/policy/v1/P100/p1');
    expect(POLICY_PATHS.bind('P250', 'q1')).toBe('/api/quote/v1/P250/bind/q1');
    expect(POLICY_PATHS.issue('p1')).toBe('/api/policy/v1/issue/p1');
    expect(POLICY_PATHS.agentIssue('p1')).toBe('/api/policy/v1/agent-issue/p1');
  });

  it('fills the messages that take values', () => {
    expect(POLICY_MESSAGES.bound('CYB-US-2026-0000123')).toBe(
      'Quote bound. Binder CYB-US-2026-0000123 created.',
    );
    expect(POLICY_MESSAGES.issued('CYB-US-2026-0000123')).toBe('Policy CYB-US-2026-0000123 issued');
    expect(POLICY_MESSAGES.wrongStatus('issued', 'IN FORCE')).toBe(
      'A policy in status IN FORCE cannot be issued',
    );
  });
});

describe('policyNumberFor', () => {
  it('is CYB, the region, the year and a 7-digit sequence', () => {
    expect(policyNumberFor('US', 2026, 123)).toBe('CYB-US-2026-0000123');
    expect(policyNumberFor('UK', 2026, 123)).toBe('CYB-UK-2026-0000123');
    expect(policyNumberFor('US', 2027, 1)).toBe('CYB-US-2027-0000001');
    expect(policyNumberFor('UK', 2026, 9_999_999)).toBe('CYB-UK-2026-9999999');
    expect(POLICY_NUMBER_PATTERN.test(policyNumberFor('UK', 2030, 42))).toBe(true);
  });

  it('refuses numbers that would not fit the pattern', () => {
    for (const [year, sequence] of [
      [2026, 0],
      [2026, -1],
      [2026, 10_000_000],
      [2026, 1.5],
      [999, 1],
      [10_000, 1],
      [2026.5, 1],
      [Number.NaN, 1],
    ] as const) {
      expect(() => policyNumberFor('US', year, sequence), `${year} ${sequence}`).toThrow(
        RangeError,
      );
    }
  });
});

describe('binder validity and the renewal window (design)', () => {
  it('a binder can be issued through its bound day plus 30 days', () => {
    expect(BINDER_VALID_DAYS).toBe(30);
    expect(binderExpiryOf('2026-02-20')).toBe('2026-03-22');
    expect(binderExpiryOf('2026-02-20T23:59:00-05:00')).toBe('2026-03-22');
    expect(binderExpiryOf('2026-12-15')).toBe('2027-01-14');
    expect(isBinderExpired('2026-03-22', '2026-03-22')).toBe(false);
    expect(isBinderExpired('2026-03-22', '2026-03-23')).toBe(true);
  });

  it('a renewable policy is open for renewal from 90 days before its end date', () => {
    expect(OPEN_FOR_RENEWAL_DAYS).toBe(90);
    const policy = { status: 'IN FORCE', endDate: '2026-06-30' };
    expect(isOpenForRenewal(policy, '2026-04-01')).toBe(true); // 90 days before
    expect(isOpenForRenewal(policy, '2026-03-31')).toBe(false); // 91 days before
    expect(isOpenForRenewal(policy, '2026-06-30')).toBe(true); // its last day
    expect(isOpenForRenewal(policy, '2026-07-01')).toBe(false); // past its end
    expect(isOpenForRenewal({ ...policy, status: 'BOUND' }, '2026-06-01')).toBe(false);
    expect(isOpenForRenewal({ ...policy, status: 'CANCELLED' }, '2026-06-01')).toBe(false);
  });
});
