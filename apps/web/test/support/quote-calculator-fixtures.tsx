/** The quote calculator screen with its API mocked: shared by the calculator and cart tests. */
import { COVERAGE_CATALOGUE, emptySecurityAnswers } from '@cyber/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { cartStorageKey } from '../../src/features/quoting/calculator/lib/cart.ts';
import { account } from './accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type ApiCall, type Handler } from './helpers.tsx';

export const agent = buildMe({
  permissions: ['dashboard:view', 'account:view', 'account:manage', 'quote:view', 'quote:manage'],
});
export const eligible = account({
  accountStatus: 'OPEN',
  profileScore: 6,
  naicsCode: '541511',
  totalRevenue: 2_000_000,
  phone: '6175550100',
  noOfEmployees: 20,
  yearEstablished: 2010,
});
export const accountId = eligible.id;
export const accountPath = `/api/account/v1/accounts/${accountId}`;

export const answers = (overrides: Record<string, unknown> = {}) => ({
  ...emptySecurityAnswers(),
  accountId,
  lastSecurityAnswered: null,
  ...overrides,
});
export const passingAnswers = () => {
  const base = emptySecurityAnswers();
  return answers({
    isVerifyingBankAccounts: true,
    isAuthenticatingFundTransferRequests: true,
    isPreventingUnauthorizedWireTransfers: true,
    p250Details: {
      ...base.p250Details,
      thirdPartySecurityAgreement: true,
      testedFullFailover: true,
      dmzSeparation: true,
      backupFrequency: 'WEEKLY',
    },
  });
};

export const rules = () => ({
  product: 'P100',
  state: 'MA',
  naicsCode: '541511',
  boostVersion: null,
  socialEngineering: { socialEngineering: true, reasons: [] },
  coverages: COVERAGE_CATALOGUE.filter((c) => c.group <= 4).map((c) => ({
    key: c.key,
    id: c.id,
    label: c.label,
    group: c.group,
    mandatory: c.mandatory,
    locked: c.locked,
    disabled: c.disabled,
    endorsement: c.endorsement,
    available: true,
    message: null,
    fixedSubLimit: null,
  })),
});

/** A rater answer whose premium follows the limit, so a change of limit shows. */
export const rated = (call: ApiCall) => {
  const body = call.body as { limit: number; deductible: number; coverages: { key: string }[] };
  const premium = body.limit / 10;
  return {
    body: {
      product: 'P100',
      currency: 'USD',
      ratingPlanVersion: '2026.1',
      boostVersion: null,
      surplus: false,
      hazardClass: 2,
      securityScore: null,
      irpm: { requested: 1, applied: 1, min: 0.75, max: 1.25 },
      limit: body.limit,
      aggregateLimit: body.limit,
      deductible: body.deductible,
      waitingPeriod: 12,
      retroActivePeriod: -1,
      coverages: body.coverages.map((c) => ({
        key: c.key,
        label: c.key,
        mandatory: false,
        subLimit: body.limit,
        load: 0.01,
      })),
      breakdown: [
        {
          code: 'BASE',
          label: 'Base rate for the revenue band',
          kind: 'AMOUNT',
          value: 500_000,
          premium: 500_000,
          detail: '',
        },
        {
          code: 'LIMIT',
          label: 'Increased limit factor',
          kind: 'FACTOR',
          value: 1.25,
          premium,
          detail: '',
        },
      ],
      premium,
      minimumPremium: 50_000,
      fees: { mgaFee: 0, brokerFee: 15_000, additionalBrokerFee: 0, total: 15_000 },
      taxes: {
        surplusLinesTax: 0,
        stampingFee: 0,
        otherCharges: [],
        ipt: 0,
        total: 0,
        rates: { surplusLinesTax: 0, stampingFee: 0, ipt: 0 },
        authority: null,
      },
      total: premium + 15_000,
      referToUnderwriter: body.limit > 3_000_000,
      referralReasons:
        body.limit > 3_000_000
          ? [
              {
                code: 'LIMIT_CAP_REVENUE',
                message: 'Limit above authority',
                declineReason: null,
              },
            ]
          : [],
      eligibility: { eligible: true, reasons: [] },
      indicationReasons: [],
      statusHint: 'READY',
      accountId,
    },
  };
};

export const globals = () => ({
  aggLimits: [
    1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000,
    5_000_000,
  ],
  deductibles: [10_000, 25_000, 50_000],
  hrs: [6, 8, 12, 24],
  retroActivePeriods: [
    { value: 1, label: '1 Year' },
    { value: 2, label: '2 Years' },
    { value: -1, label: 'Full Prior Acts' },
  ],
  irpm: { min: 0.75, max: 1.25 },
  defaults: {
    preset: 2,
    limit: 1_000_000,
    deductible: 25_000,
    waitingPeriod: 12,
    retroActivePeriod: -1,
  },
});

export async function openCalculator(handlers: Record<string, Handler> = {}) {
  signIn();
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: agent }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    [`GET ${accountPath}`]: () => ({ body: eligible }),
    [`GET ${accountPath}/security-questions`]: () => ({ body: answers() }),
    'POST /api/rater/v1/rules/541511': () => ({ body: rules() }),
    'POST /api/rater/v1/rules/globals/MA': () => ({ body: globals() }),
    'POST /api/rater/v1/calculator': rated,
    ...handlers,
  });
  const utils = renderApp(`/agency/requestQuote/P100/${accountId}`);
  await screen.findByRole('heading', { name: 'Quote calculator' });
  await screen.findByTestId('calculator-premium');
  return { ...utils, api };
}

/**
 * Add the current variation: Add is disabled while a rating is in flight (and a new rating may
 * start at any moment), so click whenever it is enabled until the cart has grown.
 */
export const addToCart = async (expectedInCart?: number) => {
  const add = screen.getByRole('button', { name: 'Add to cart' });
  const before = inCart();
  const want = expectedInCart ?? before + 1;
  await waitFor(() => {
    if (inCart() < want && !(add as HTMLButtonElement).disabled) fireEvent.click(add);
    expect(inCart()).toBe(want);
  });
};

export const inCart = () =>
  (JSON.parse(sessionStorage.getItem(cartStorageKey(accountId)) ?? '[]') as unknown[]).length;

export const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
export const combobox = (name: string) => screen.getByRole('combobox', { name });
export const choose = async (
  user: Awaited<ReturnType<typeof openCalculator>>['user'],
  field: string,
  option: string,
) => {
  await user.click(combobox(field));
  await user.click(await screen.findByRole('option', { name: option }));
};
