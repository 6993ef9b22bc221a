/** The quote calculator screen with its API mocked: shared by the calculator and cart tests. */
import {
  COVERAGE_CATALOGUE,
  emptySecurityAnswers,
  PRODUCT_CODES,
  QUOTE_CART_LIMIT,
  QUOTE_CART_MESSAGES,
  type CartItemView,
  type ProductCode,
} from '@cyber/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { account } from './accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type ApiCall, type Handler } from './helpers.tsx';
import { quote } from './quotes-fixtures.ts';

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

/**
 * The server's quote cart in memory, behind its four calls: GET /api/quote/v1/cart, POST
 * /api/quote/v1/{product}/cart (priced with `price`, 409 with the spec's message when full),
 * DELETE /api/quote/v1/cart/{id} (404 when gone) and POST /api/quote/v1/cart/submit (all or
 * nothing: 409 when an item of `itemIds` is gone, `refuse` names an item's reason to fail the
 * whole submit; custom terms add one REFERRED quote; the cart empties on success).
 */
export function fakeCart({
  forAccount = accountId,
  limit = QUOTE_CART_LIMIT,
  price = rated,
  items = [],
}: {
  forAccount?: string;
  limit?: number;
  price?: (call: ApiCall) => { body: { total: number; referToUnderwriter: boolean } };
  /** What the cart already holds (another agent, another device). */
  items?: CartItemView[];
} = {}) {
  let next = 0;
  const cart = {
    items: [...items],
    /** Why an item cannot be requested; any reason refuses the whole submit. */
    refuse: (_item: CartItemView): string | null => null,
    handlers: {} as Record<string, Handler>,
  };
  const view = () => ({ accountId: forAccount, agencyId: 'account-1', limit, content: cart.items });
  const add =
    (product: ProductCode): Handler =>
    (call) => {
      if (cart.items.length >= limit) {
        return { status: 409, body: { message: QUOTE_CART_MESSAGES.limitReached } };
      }
      const {
        accountId: _a,
        agencyId: _g,
        presetName,
        ...fields
      } = call.body as Record<string, unknown>;
      const rating = price({ ...call, body: fields }).body;
      next += 1;
      const item: CartItemView = {
        id: `cart-item-${next}`,
        accountId: forAccount,
        agencyId: 'account-1',
        product,
        quoteNumber: null,
        presetName: typeof presetName === 'string' ? presetName : null,
        limit: fields.limit as number,
        deductible: fields.deductible as number,
        effectiveDate: fields.effectiveDate as string,
        totalPremium: rating.total,
        referToUnderwriter: rating.referToUnderwriter,
        calculatorGeneratedData: fields,
        addedBy: { id: 'user-1', name: 'Avery Agent' },
        created: new Date().toISOString(),
      };
      cart.items.push(item);
      return { status: 201, body: item };
    };
  cart.handlers = {
    'GET /api/quote/v1/cart': () => ({ body: view() }),
    ...Object.fromEntries(PRODUCT_CODES.map((p) => [`POST /api/quote/v1/${p}/cart`, add(p)])),
    'DELETE /api/quote/v1/cart/*': (call) => {
      const id = call.path.split('/').at(-1);
      const at = cart.items.findIndex((i) => i.id === id);
      if (at < 0) return { status: 404, body: { message: QUOTE_CART_MESSAGES.itemNotFound } };
      cart.items.splice(at, 1);
      return { status: 204 };
    },
    'POST /api/quote/v1/cart/submit': (call) => {
      const { itemIds, customQuote, customQuoteProduct } = call.body as {
        itemIds?: string[] | null;
        customQuote?: { requestedLimit: number } | null;
        customQuoteProduct?: ProductCode | null;
      };
      if (itemIds && itemIds.some((id) => !cart.items.some((i) => i.id === id))) {
        return { status: 409, body: { message: QUOTE_CART_MESSAGES.changedWhileSending } };
      }
      if (!cart.items.length && !customQuote) {
        return { status: 400, body: { message: QUOTE_CART_MESSAGES.empty } };
      }
      const reasons = cart.items.map((i) => cart.refuse(i)).filter((r): r is string => !!r);
      if (reasons.length) {
        return { status: 400, body: { message: QUOTE_CART_MESSAGES.sendFailed, errors: reasons } };
      }
      const quotes = cart.items.map((item, i) =>
        quote({
          id: `q-${item.id}`,
          quoteNumber: `Q-2026-000010${i + 1}`,
          accountId: forAccount,
          product: item.product,
          limit: item.limit,
          aggLimit: item.limit,
          deductible: item.deductible,
          presetName: item.presetName,
          totalPremium: item.totalPremium,
        }),
      );
      if (customQuote) {
        quotes.push(
          quote({
            id: 'q-custom',
            accountId: forAccount,
            product: customQuoteProduct ?? 'P100',
            limit: customQuote.requestedLimit,
            aggLimit: customQuote.requestedLimit,
            status: 'REFERRED',
          }),
        );
      }
      cart.items = [];
      return { status: 201, body: { requestGroupId: crypto.randomUUID(), quotes } };
    },
  };
  return cart;
}
export type FakeCart = ReturnType<typeof fakeCart>;

/** An item as the server keeps it: POPULAR's terms at $1,000,000 unless overridden. */
export const cartItem = (over: Partial<CartItemView> = {}): CartItemView => ({
  id: 'item-a',
  accountId,
  agencyId: 'account-1',
  product: 'P100',
  quoteNumber: null,
  presetName: 'POPULAR',
  limit: 1_000_000,
  deductible: 25_000,
  effectiveDate: '2026-12-01',
  totalPremium: 115_000,
  referToUnderwriter: false,
  calculatorGeneratedData: {
    product: 'P100',
    limit: over.limit ?? 1_000_000,
    deductible: over.deductible ?? 25_000,
    waitingPeriod: 12,
    retroActivePeriod: -1,
    effectiveDate: '2026-12-01',
    endDate: '2027-12-01',
    coverages: [],
  },
  addedBy: { id: 'user-2', name: 'Blake Broker' },
  created: '2026-11-01T00:00:00.000Z',
  ...over,
});

/** The cart of the calculator `openCalculator` opened last. */
let openedCart: FakeCart = fakeCart();

export async function openCalculator(
  handlers: Record<string, Handler> = {},
  { cartItems = [] }: { cartItems?: CartItemView[] } = {},
) {
  signIn();
  const cart = (openedCart = fakeCart({ items: cartItems }));
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: agent }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    [`GET ${accountPath}`]: () => ({ body: eligible }),
    [`GET ${accountPath}/security-questions`]: () => ({ body: answers() }),
    'POST /api/rater/v1/rules/541511': () => ({ body: rules() }),
    'POST /api/rater/v1/rules/globals/MA': () => ({ body: globals() }),
    'POST /api/rater/v1/calculator': rated,
    ...cart.handlers,
    ...handlers,
  });
  const utils = renderApp(`/agency/requestQuote/P100/${accountId}`);
  await screen.findByRole('heading', { name: 'Quote calculator' });
  await screen.findByTestId('calculator-premium');
  return { ...utils, api, cart };
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

/** How many variations the server's cart holds. */
export const inCart = () => openedCart.items.length;

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
