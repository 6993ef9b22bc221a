import {
  NEUTRAL_IRPM,
  RatingInputSchema,
  irpmFor,
  ratePremium,
  type InboxRow,
  type UnderwritingDetail,
} from '@cyber/domain';
import {
  providerAdminMe,
  shellHandlers,
  signIn,
  signInProviderAdmin,
  buildMe,
  type Handler,
} from './helpers.tsx';
import { quote } from './quotes-fixtures.ts';

export const UW_QUOTE_ID = '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11';
export const UW_PRODUCT = 'P100';
export const DETAIL_PATH = `/api/quote/v1/${UW_PRODUCT}/details/${UW_QUOTE_ID}`;
export const WORKBENCH_URL = (persona = 'admin') =>
  `/${persona}/inbox/${UW_PRODUCT}/${UW_QUOTE_ID}`;

/** The underwriter's permissions (provider staff). */
/** A provider admin's (super admin): manages users and underwriters' authority. */
export const PROVIDER_ADMIN = [
  'dashboard:view',
  'quote:view',
  'quote:manage',
  'quote:underwrite',
  'user:view',
  'user:manage',
];
export const UNDERWRITER = ['dashboard:view', 'quote:view', 'quote:manage', 'quote:underwrite'];
/** An agency user's. */
export const AGENT = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage'];

/** One inbox row (a referred US quote); override per test. */
export const inboxRow = (over: Partial<InboxRow> = {}): InboxRow => ({
  id: UW_QUOTE_ID,
  quoteNumber: 'Q-2026-0000201',
  accountId: '3479c2cb-437d-4443-aadc-2fd33143d201',
  companyName: 'Beacon Hill Pediatrics',
  product: 'P100',
  status: 'REFERRED',
  state: 'MA',
  limit: 3_000_000,
  totalPremium: 456_789,
  currency: 'USD',
  agencyId: '33333333-3333-4333-8333-333333333333',
  agencyName: 'Harbor Risk Partners',
  needByDate: '2026-12-01',
  urgencyIndex: 3,
  assigneeId: null,
  assigneeName: null,
  requiresSenior: false,
  reason: 'Limit above authority',
  modified: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The workbench's view of a referred Massachusetts quote, rated by the real engine. */
export function underwritingDetail(over: Partial<UnderwritingDetail> = {}): UnderwritingDetail {
  const rating = ratePremium(
    RatingInputSchema.parse({
      product: 'P100',
      state: 'MA',
      industryCode: '541511',
      revenue: 5_000_000,
      employees: 40,
      limit: 2_000_000,
      deductible: 25_000,
      effectiveDate: '2026-12-05',
    }),
  );
  const irpm = irpmFor({
    state: 'MA',
    product: 'P100',
    isSurplus: false,
    characteristics: NEUTRAL_IRPM,
  });
  return {
    quote: quote({
      id: UW_QUOTE_ID,
      quoteNumber: 'Q-2026-0000201',
      companyName: 'Beacon Hill Pediatrics',
      status: 'REFERRED',
      state: 'MA',
      limit: 2_000_000,
      aggLimit: 2_000_000,
      premium: rating.premium,
      totalPremium: rating.total,
      rating,
    }),
    account: {
      industryCode: '541511',
      revenue: 5_000_000,
      employees: 40,
      riskFactors: [{ key: 'patchingCadence', label: 'Patching cadence', value: 72 }],
      securityAnswers: [
        { key: 'mfaEmail', label: 'MFA for e-mail', answer: true },
        { key: 'pendingLitigation', label: 'Pending litigation', answer: null },
      ],
    },
    referralReasons: [
      {
        code: rating.referralReasons[0]?.code ?? 'LIMIT_CAP_REVENUE',
        message: 'Limit above authority',
        declineReason: null,
      },
    ],
    manualReferralReason: null,
    assignee: null,
    irpm: { ...irpm, note: null },
    exclusions: [],
    subjectivities: [],
    declineReasonSummary: null,
    declineReason: null,
    history: [
      {
        action: 'referred',
        at: '2026-11-20T10:00:00.000Z',
        byName: 'Rating engine',
        fromStatus: null,
        toStatus: 'REFERRED',
        detail: null,
      },
    ],
    submissionId: null,
    allowedActions: ['underwrite', 'assign', 'update', 'irpm', 'exclusions', 'decline', 'release'],
    authority: null,
    ...over,
  };
}

/** Sign an underwriter in and answer the shell, the quote's view and its notes. */
export function underwriterHandlers(
  detail: UnderwritingDetail = underwritingDetail(),
): Record<string, Handler> {
  signInProviderAdmin(UNDERWRITER);
  return {
    ...shellHandlers(providerAdminMe(UNDERWRITER)),
    [`GET ${DETAIL_PATH}`]: () => ({ body: detail }),
    [`GET /api/quote/v1/${UW_QUOTE_ID}/notes`]: () => ({
      body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 },
    }),
    'GET /api/quote/v1/underwriters': () => ({
      body: {
        content: [
          {
            id: '8d1f0b8e-5a55-4f0e-9c62-0f3c3c1f5b01',
            name: 'Uma Underwriter',
            email: 'uma@example.com',
            isSenior: false,
            maxLimit: 3_000_000,
            maxPremium: null,
            products: null,
          },
        ],
      },
    }),
  };
}

/** Sign an agent in (the agency persona) and answer the shell and the quote's view. */
export function agentHandlers(detail: UnderwritingDetail): Record<string, Handler> {
  signIn({ scopes: AGENT });
  return {
    ...shellHandlers(buildMe({ permissions: AGENT })),
    [`GET ${DETAIL_PATH}`]: () => ({ body: detail }),
    [`GET /api/quote/v1/${UW_QUOTE_ID}/notes`]: () => ({
      body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 },
    }),
  };
}

/** An action's answer: the message and the quote's new view. */
export const result = (message: string, detail: UnderwritingDetail) => ({
  body: { message, detail },
});
