import {
  AGENCY_BILL_PATHS,
  agencyBillDueOn,
  COMMISSION_PATHS,
  type AgencyBillLine,
  type AgencyBillStatement,
  type AgencyBillStats,
  type AgencyBillTerms,
  type CommissionLine,
  type CommissionPayout,
  type CommissionStatement,
  type Me,
  type OutstandingCommission,
  type PayoutAccount,
} from '@cyber/domain';
import {
  buildMe,
  mockApi,
  providerAdminMe,
  shellHandlers,
  signIn,
  signInProviderAdmin,
  type Handler,
} from '../../support/helpers.tsx';
import { AGENCY_ID } from '../../support/agencies-fixtures.ts';

/** Commission fixtures: Harbor Risk Partners (US) earning 15 % on a $1,200 policy. */
export { AGENCY_ID };
export const POLICY_ID = '7a9e6c1d-0000-4000-8000-000000000123';
export const PAGE = '/agency/commissions';
export const STAFF_PAGE = '/admin/commissions';
export const AGENCY_ADMIN = ['dashboard:view', 'billing:view', 'commission:view'];
export const STAFF = [
  'billing:view',
  'billing:manage',
  'commission:view',
  'commission:manage',
  'agency:view',
];

export const statement = (over: Partial<CommissionStatement> = {}): CommissionStatement => ({
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  year: 2026,
  month: 3,
  currency: 'USD',
  invoices: 4,
  premium: 480_000,
  commission: 72_000,
  paid: 50_000,
  ...over,
});

export const line = (over: Partial<CommissionLine> = {}): CommissionLine => ({
  id: 'invoice-1',
  invoiceNumber: 'CYB-US-2026-0000123-01',
  policyId: POLICY_ID,
  policyNumber: 'CYB-US-2026-0000123',
  companyName: 'Acme Dental Group',
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  product: 'P100',
  kind: 'NEW_BUSINESS',
  agencyBilled: false,
  currency: 'USD',
  premium: 120_000,
  rateBps: 1500,
  commission: 18_000,
  held: false,
  created: '2026-03-02T10:00:00.000Z',
  ...over,
});

export const outstanding = (over: Partial<OutstandingCommission> = {}): OutstandingCommission => ({
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  currency: 'USD',
  earned: 72_000,
  paid: 50_000,
  outstanding: 22_000,
  held: 2_000,
  payable: 20_000,
  paymentsPaused: false,
  payoutAccount: { title: 'Operating account', last4: '6789' },
  lastPaidAt: '2026-03-31T10:00:00.000Z',
  ...over,
});

export const payout = (over: Partial<CommissionPayout> = {}): CommissionPayout => ({
  id: 'payout-1',
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  amount: 12_550,
  currency: 'USD',
  description: 'March commission',
  status: 'PAID',
  reference: 'sbx_po_1',
  failureMessage: null,
  last4: '6789',
  created: '2026-04-01T10:00:00.000Z',
  createdBy: 'admin@example.com',
  ...over,
});

export const payoutAccount = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  id: 'payout-account-1',
  agencyId: AGENCY_ID,
  title: 'Operating account',
  accountType: 'Checking',
  last4: '6789',
  created: '2026-02-01T10:00:00.000Z',
  ...over,
});

/** An agency admin of Harbor Risk Partners (or an agent, without `admin`), in `region`. */
export function agencyApi(
  handlers: Record<string, Handler>,
  { admin = true, region = 'US' }: { admin?: boolean; region?: 'US' | 'UK' } = {},
) {
  signIn({
    accountId: AGENCY_ID,
    scopes: [admin ? 'role:admin' : 'role:operator', ...AGENCY_ADMIN],
  });
  const base = buildMe();
  const me: Me = buildMe({
    role: admin ? { id: 'role-admin', name: 'Agency Admin' } : base.role,
    account: { ...base.account, id: AGENCY_ID, name: 'Harbor Risk Partners', region },
    scopes: [admin ? 'role:admin' : 'role:operator'],
    permissions: AGENCY_ADMIN,
  });
  return mockApi({ ...shellHandlers(me), ...handlers });
}

/** A provider admin who manages billing (pays commission, holds it, sets rates). */
export function staffApi(handlers: Record<string, Handler>, permissions = STAFF) {
  signInProviderAdmin(permissions);
  return mockApi({ ...shellHandlers(providerAdminMe(permissions)), ...handlers });
}

export const P = COMMISSION_PATHS;
export const AB = AGENCY_BILL_PATHS;

/** The month before today's: the agency bill tab's first statement. */
export const PREVIOUS_MONTH = (() => {
  const now = new Date();
  return now.getUTCMonth() === 0
    ? { year: now.getUTCFullYear() - 1, month: 12 }
    : { year: now.getUTCFullYear(), month: now.getUTCMonth() };
})();

export const agencyBillLine = (over: Partial<AgencyBillLine> = {}): AgencyBillLine => ({
  invoiceId: 'invoice-1',
  invoiceNumber: 'CYB-US-2026-0000123-01',
  policyId: POLICY_ID,
  policyNumber: 'CYB-US-2026-0000123',
  companyName: 'Acme Dental Group',
  kind: 'NEW_BUSINESS',
  created: '2026-03-02T10:00:00.000Z',
  total: 120_000,
  commission: 18_000,
  net: 102_000,
  settled: false,
  ...over,
});

/**
 * Harbor Risk Partners' agency bill statement of the previous month (DUE unless told): two
 * invoices, $1,800 in all, $270 commission kept, $1,530 to remit.
 */
export const agencyBillStatement = (
  over: Partial<AgencyBillStatement> = {},
): AgencyBillStatement => {
  const { year, month } = { ...PREVIOUS_MONTH, ...over };
  return {
    agencyId: AGENCY_ID,
    agencyName: 'Harbor Risk Partners',
    year,
    month,
    currency: 'USD',
    dueOn: agencyBillDueOn(year, month),
    status: 'DUE',
    total: 180_000,
    commission: 27_000,
    net: 153_000,
    netOutstanding: 153_000,
    lines: [
      agencyBillLine(),
      agencyBillLine({
        invoiceId: 'invoice-2',
        invoiceNumber: 'CYB-US-2026-0000124-01',
        policyNumber: 'CYB-US-2026-0000124',
        companyName: 'Birch Dental Labs',
        total: 60_000,
        commission: 9_000,
        net: 51_000,
      }),
    ],
    remittance: null,
    ...over,
  };
};

type CurrencyStats = AgencyBillStats['stats'][number];
export const agencyBillStats = (
  agencyBilling: boolean | null = true,
  over: Partial<CurrencyStats> = {},
): AgencyBillStats => ({
  agencyBilling,
  stats: [
    {
      currency: 'USD',
      openInvoices: 3,
      total: 240_000,
      commission: 36_000,
      net: 204_000,
      overdueStatements: 1,
      overdueNet: 51_000,
      nextDue: null,
      remittedThisYear: 612_000,
      ...over,
    },
  ],
});

export const agencyBillTerms = (enabled = false): AgencyBillTerms => ({
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  enabled,
  since: null,
});
