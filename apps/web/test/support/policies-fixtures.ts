import type {
  BorRequestView,
  ErpStatus,
  Policy,
  PolicyActionResult,
  PolicyRenewal,
} from '@cyber/domain';

export const POLICY_ID = '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e01';
export const SEARCH_PATH = '/api/policy/v1/search';
export const POLICY_PATH = `/api/policy/v1/${POLICY_ID}`;
export const ISSUE_PATH = `/api/policy/v1/issue/${POLICY_ID}`;
export const AGENT_ISSUE_PATH = `/api/policy/v1/agent-issue/${POLICY_ID}`;

/** One binder as the policy API answers it (an agency's US Prime 100, bound, unpaid); override per test. */
export const policy = (over: Partial<Policy> = {}): Policy => ({
  id: POLICY_ID,
  policyNumber: 'CYB-US-2026-0000123',
  quoteId: '11111111-1111-4111-8111-111111111111',
  accountId: '22222222-2222-4222-8222-222222222222',
  companyName: 'Acme Dental Group',
  agencyId: '33333333-3333-4333-8333-333333333333',
  agencyName: 'Harbor Risk Partners',
  carrierId: null,
  product: 'P100',
  status: 'BOUND',
  isPaid: false,
  paymentStatus: 'Unpaid',
  premium: 120_000,
  totalPremium: 123_456,
  brokerFee: 1_500,
  mgaFee: 5_000,
  surplusLinesTax: 2_345,
  stampingFee: 678,
  premiumTax: 0,
  limit: 1_000_000,
  deductible: 25_000,
  currency: 'USD',
  effectiveDate: '2026-12-05',
  endDate: '2027-12-05',
  boundOn: '2026-11-20T10:00:00.000Z',
  binderExpiresOn: '2026-12-20',
  issuedOn: null,
  customerEmail: 'owner@acmedental.example',
  revision: 0,
  cancellation: null,
  erp: null,
  programId: null,
  created: '2026-11-20T10:00:00.000Z',
  modified: '2026-11-21T10:00:00.000Z',
  ...over,
});

/** A UK brokerage's issued policy (pounds). */
export const ukPolicy = (over: Partial<Policy> = {}): Policy =>
  policy({
    id: '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e02',
    policyNumber: 'CYB-UK-2026-0000045',
    companyName: 'Thames Widgets Ltd',
    agencyName: 'Albion Brokers',
    product: 'P_ONE',
    status: 'ISSUED',
    isPaid: true,
    paymentStatus: 'Paid',
    currency: 'GBP',
    totalPremium: 98_765,
    effectiveDate: '2026-10-01',
    endDate: '2027-01-15',
    binderExpiresOn: null,
    issuedOn: '2026-10-02T09:00:00.000Z',
    ...over,
  });

export const actionResult = (message: string, over: Partial<Policy> = {}): PolicyActionResult => ({
  message,
  policy: policy(over),
});

/**
 * The extended reporting period of `policy()` once expired on its end date: eligible, electable
 * for 60 days, its three options priced on the $1,200.00 annual premium; override per test.
 */
export const erpStatus = (over: Partial<ErpStatus> = {}): ErpStatus => ({
  eligible: true,
  reasons: [],
  coverEndedOn: '2027-12-05',
  electBy: '2028-02-03',
  options: [
    { years: 1, percent: 100, premium: 120_000 },
    { years: 2, percent: 150, premium: 180_000 },
    { years: 3, percent: 200, premium: 240_000 },
  ],
  erp: null,
  ...over,
});

export const BOR_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

/**
 * A pending broker of record request for `policy()`: Summit Insurance Agency (the agency of
 * `buildMe`) asks to take it over from Harbor Risk Partners; override per test.
 */
export const borRequest = (over: Partial<BorRequestView> = {}): BorRequestView => ({
  id: BOR_ID,
  policyId: POLICY_ID,
  policyNumber: 'CYB-US-2026-0000123',
  product: 'P100',
  namedInsured: 'Acme Dental Group',
  accountId: '22222222-2222-4222-8222-222222222222',
  fromAgencyName: 'Harbor Risk Partners',
  toAgencyName: 'Summit Insurance Agency',
  status: 'REQUESTED',
  letterSignedOn: '2026-11-30',
  notes: null,
  requestedBy: 'Avery Agent',
  decisionNote: null,
  decidedBy: null,
  decidedAt: null,
  created: '2026-12-01T10:00:00.000Z',
  ...over,
});

export const RENEWAL_QUOTE_ID = '44444444-4444-4444-8444-444444444444';

/**
 * The renewal of `policy()` once in force and open for renewal: its renewal quote Q-2027-000123
 * prepared (Ready, effective on the policy's end date) and the diff — the annual premium from
 * $1,200.00 to $1,320.00 (+10%), the limit and deductible alike, the ransomware sub-limit halved,
 * the revenue band and the security-controls credit moved; override per test.
 */
export const renewal = (over: Partial<PolicyRenewal> = {}): PolicyRenewal => ({
  policyId: POLICY_ID,
  openForRenewal: true,
  optOut: false,
  remindersMuted: false,
  quote: {
    id: RENEWAL_QUOTE_ID,
    quoteNumber: 'Q-2027-000123',
    status: 'READY',
    effectiveDate: '2027-12-05',
    premium: 132_000,
    totalPremium: 135_456,
  },
  diff: {
    premium: { before: 120_000, after: 132_000, percent: 10 },
    limit: { before: 1_000_000, after: 1_000_000 },
    deductible: { before: 25_000, after: 25_000 },
    coverages: [{ key: 'ransomware', label: 'Ransomware', before: 1_000_000, after: 500_000 }],
    factors: [
      {
        code: 'REVENUE',
        label: 'Revenue band',
        before: 1,
        after: 1.15,
        beforeDetail: '$1M–$5M',
        afterDetail: '$5M–$10M',
      },
      {
        code: 'CONTROLS',
        label: 'Security controls credit',
        before: 0.9,
        after: 0.95,
        beforeDetail: null,
        afterDetail: null,
      },
    ],
    reasons: [
      'Revenue band changed from $1M–$5M to $5M–$10M',
      'Security controls credit changed from 0.9 to 0.95',
    ],
  },
  renewedByPolicyId: null,
  offerDocumentId: null,
  ...over,
});
