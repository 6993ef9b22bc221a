import type { QuoteView, Submission, SubmissionDetail } from '@cyber/domain';
import { quote } from './quotes-fixtures.ts';

export const SUBMISSION_ID = '5d6c1e2a-7b3f-4a51-9c0e-1f2a3b4c5d01';
export const SUBMISSIONS_PATH = '/api/quote/v1/submissions';
export const SUBMISSION_PATH = `${SUBMISSIONS_PATH}/${SUBMISSION_ID}`;
export const DECLINE_SUBMISSION_PATH = `${SUBMISSIONS_PATH}/decline/${SUBMISSION_ID}`;

/** One submission row (an agency's US request of two variations, one referred); override per test. */
export const submission = (over: Partial<Submission> = {}): Submission => ({
  id: SUBMISSION_ID,
  accountId: '3479c2cb-437d-4443-aadc-2fd33143d201',
  companyName: 'Beacon Hill Pediatrics',
  agencyId: '33333333-3333-4333-8333-333333333333',
  agencyName: 'Harbor Risk Partners',
  agentName: 'Jordan Reyes',
  source: 'CART',
  status: 'REFERRED',
  products: ['P100', 'P250'],
  quoteCount: 2,
  needByDate: '2026-12-01',
  currency: 'USD',
  lowestPremium: 123_456,
  declinationReason: null,
  declinationReasonDescription: null,
  fillInDeclinationReason: null,
  declinedAt: null,
  created: '2026-11-20T10:00:00.000Z',
  modified: '2026-11-21T10:00:00.000Z',
  ...over,
});

/** The submission's two quotes: a referred Prime 100 and a ready Prime 250. */
export const submissionQuotes = (): QuoteView[] => [
  quote({
    id: '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11',
    quoteNumber: 'Q-2026-0000201',
    companyName: 'Beacon Hill Pediatrics',
    product: 'P100',
    status: 'REFERRED',
    totalPremium: 456_789,
  }),
  quote({
    id: '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a12',
    quoteNumber: 'Q-2026-0000202',
    companyName: 'Beacon Hill Pediatrics',
    product: 'P250',
    status: 'READY',
    totalPremium: 123_456,
  }),
];

export const submissionDetail = (over: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  submission: submission(),
  quotes: submissionQuotes(),
  canDecline: true,
  canAddQuotes: false,
  ...over,
});
