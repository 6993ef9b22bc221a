import {
  BILLING_PAYMENT_PATHS,
  FINANCER_CALCULATION_DEBOUNCE_MS,
  PREMIUM_FINANCER_PATHS as P,
  PREMIUM_FINANCER_MESSAGES as M,
  type PolicyPaymentView,
  type PremiumFinancer,
} from '@cyber/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, renderApp, signIn } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import { AGENCY, PAGE, payApi, payment, view } from './support.ts';

const STAFF = ['dashboard:view', 'policy:view', 'billing:view', 'billing:manage'];
const ADMIN_PAGE = `/admin/policy/${POLICY_ID}/accountant-payment`;
const KEYSTONE = 'Keystone Premium Finance';

function signInStaff(region: 'US' | 'UK' = 'US') {
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: STAFF,
  });
  return buildMe({
    email: 'admin@example.com',
    subscriberType: 'COWBELL',
    account: {
      ...buildMe().account,
      id: 'provider-1',
      accountType: 'COWBELL',
      npn: null,
      region,
    },
    permissions: STAFF,
  });
}

/** Keystone finances $1,000 of $1,200 at 9.9 % over ten installments of $104.59. */
const financer = (over: Partial<PremiumFinancer> = {}): PremiumFinancer => ({
  id: 'financer-1',
  policyId: POLICY_ID,
  financerName: KEYSTONE,
  apr: 990,
  numberOfInstallments: 10,
  totalPremium: 120_000,
  downPayment: 20_000,
  amountFinanced: 100_000,
  installmentAmount: 10_459,
  financeCharge: 4_590,
  totalPaymentAmount: 124_590,
  currency: 'USD',
  status: 'RECORDED',
  fundedAt: null,
  created: '2026-12-08T10:00:00.000Z',
  ...over,
});

const financed = (over: Partial<PremiumFinancer> = {}) =>
  view({ isPremiumFinanced: true, premiumFinancer: financer(over) });

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

async function openAddDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add premium financer' }));
  return screen.findByRole('dialog', { name: 'Add premium financer' });
}

describe('add premium financer (provider staff)', () => {
  it('waits 1 s after the inputs stop changing for the installment amount, then posts cents and basis points', async () => {
    const me = signInStaff();
    let current: PolicyPaymentView = view();
    const api = payApi(
      () => current,
      {
        [`POST ${P.create}`]: ({ body }) => {
          current = financed({ numberOfInstallments: 12, installmentAmount: 8_787 });
          return {
            status: 201,
            body: {
              message: M.added((body as { financerName: string }).financerName),
              financer: current.premiumFinancer,
            },
          };
        },
      },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    const dialog = await openAddDialog(user);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(field(dialog, 'Total premium')).toHaveValue('$1,200.00');
    expect(add).toBeDisabled();

    // Spec 3 §8: the four inputs are required.
    await user.click(field(dialog, 'Financer Name'));
    for (let i = 0; i < 4; i += 1) await user.tab();
    for (const message of [
      M.nameRequired,
      M.downPaymentRequired,
      M.aprRequired,
      M.installmentsRequired,
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.change(field(dialog, 'Financer Name'), { target: { value: KEYSTONE } });
    fireEvent.change(field(dialog, 'Down Payment'), { target: { value: '200' } });
    fireEvent.change(field(dialog, 'APR (%)'), { target: { value: '9.9' } });
    fireEvent.change(field(dialog, 'Number of Installments'), { target: { value: '10' } });
    const installment = field(dialog, 'Installment amount');
    expect(installment).toHaveValue('');
    expect(installment).toHaveAccessibleDescription('Calculating…');
    expect(add).toBeDisabled();
    advance(FINANCER_CALCULATION_DEBOUNCE_MS - 1);
    expect(installment).toHaveValue('');
    expect(add).toBeDisabled();
    advance(1);
    expect(installment).toHaveValue('$104.59');
    expect(field(dialog, 'Amount financed')).toHaveValue('$1,000.00');
    expect(add).toBeEnabled();

    // A change voids the amount until the inputs settle again.
    fireEvent.change(field(dialog, 'Number of Installments'), { target: { value: '12' } });
    expect(installment).toHaveValue('');
    expect(add).toBeDisabled();
    advance(FINANCER_CALCULATION_DEBOUNCE_MS);
    expect(installment).toHaveValue('$87.87');
    expect(add).toBeEnabled();
    act(() => vi.runOnlyPendingTimers());
    vi.useRealTimers();

    await user.click(add);
    expect(await screen.findByText(M.added(KEYSTONE))).toBeInTheDocument();
    expect(api.callsTo('POST', P.create)).toHaveLength(1);
    expect(api.callsTo('POST', P.create)[0]!.body).toEqual({
      policyId: POLICY_ID,
      financerName: KEYSTONE,
      apr: 990,
      numberOfInstallments: 12,
      downPayment: 20_000,
      amountFinanced: 100_000,
      installmentAmount: 8_787,
      totalPremium: 120_000,
    });
    // The payment view was fetched again: the financer shows, and cannot be added twice.
    const section = await screen.findByRole('region', { name: 'Premium financer' });
    expect(within(section).getByText('12 × $87.87')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add premium financer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
  });

  it('keeps Add off while the down payment leaves nothing to finance, and shows the server’s refusal or the generic error', async () => {
    const me = signInStaff();
    let answer = { status: 409, body: { message: M.alreadyFinanced } as object };
    const api = payApi(() => view(), { [`POST ${P.create}`]: () => answer }, me);
    const { user } = renderApp(ADMIN_PAGE);
    const dialog = await openAddDialog(user);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.type(field(dialog, 'Financer Name'), KEYSTONE);
    await user.type(field(dialog, 'Down Payment'), '1,200.00');
    await user.type(field(dialog, 'APR (%)'), '9.9');
    await user.type(field(dialog, 'Number of Installments'), '10');
    await waitFor(() =>
      expect(field(dialog, 'Installment amount')).toHaveAccessibleDescription(
        M.downPaymentTooLarge,
      ),
    );
    expect(add).toBeDisabled();

    await user.clear(field(dialog, 'Down Payment'));
    await user.type(field(dialog, 'Down Payment'), '200');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await within(dialog).findByText(M.alreadyFinanced)).toBeInTheDocument();

    answer = { status: 500, body: {} };
    await user.click(add);
    expect(await within(dialog).findByText(M.genericError)).toBeInTheDocument();
    expect(api.callsTo('POST', P.create)).toHaveLength(2);
  });

  it('offers no financer once the policy is on the installment plan or nothing is due', async () => {
    const me = signInStaff();
    let current = view({ isPremiumFinanced: true, installmentPlan: null });
    payApi(() => current, {}, me);
    const { unmount } = renderApp(ADMIN_PAGE);
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
    unmount();

    current = view({ status: 'Paid', isPaid: true, paid: 120_000, amountDue: 0 });
    renderApp(ADMIN_PAGE);
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
  });

  it('reads in pounds with UK wording', async () => {
    const me = signInStaff('UK');
    payApi(() => view({ currency: 'GBP' }), {}, me);
    const { user } = renderApp(ADMIN_PAGE);
    const dialog = await openAddDialog(user);
    expect(field(dialog, 'Total premium')).toHaveValue('£1,200.00');
    await user.type(field(dialog, 'Financer Name'), KEYSTONE);
    await user.type(field(dialog, 'Down Payment'), '200');
    await user.type(field(dialog, 'APR (%)'), '9.9');
    await user.type(field(dialog, 'Number of Instalments'), '10');
    await waitFor(() => expect(field(dialog, 'Instalment amount')).toHaveValue('£104.59'));
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});

describe('the premium financer section', () => {
  it('shows the terms, and staff record the financer’s payment with its reference', async () => {
    const me = signInStaff();
    let current = financed();
    const api = payApi(
      () => current,
      {
        [`PUT ${P.pay}`]: () => {
          current = view({
            status: 'Partially Paid',
            paid: 100_000,
            amountDue: 20_000,
            isPremiumFinanced: true,
            premiumFinancer: financer({
              status: 'FUNDED',
              fundedAt: '2026-12-10T10:00:00.000Z',
            }),
            payments: [
              payment({
                paymentMethod: 'WIRE',
                processorName: 'manual',
                transactionId: 'WIRE-881',
                amountPaid: 100_000,
                lastFourDigits: null,
              }),
            ],
          });
          return { body: { message: M.funded(KEYSTONE), financer: current.premiumFinancer } };
        },
      },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    const section = await screen.findByRole('region', { name: 'Premium financer' });
    for (const text of [KEYSTONE, '9.9%', '10 × $104.59', '$1,000.00', '$45.90', 'Recorded'])
      expect(within(section).getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Record financer payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Record the payment from ${KEYSTONE}`,
    });
    expect(dialog).toHaveTextContent('paid the amount financed, $1,000.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'WIRE-881');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(await screen.findByText(M.funded(KEYSTONE))).toBeInTheDocument();
    expect(api.callsTo('PUT', P.pay).map((c) => c.body)).toEqual([
      { policyId: POLICY_ID, reference: 'WIRE-881' },
    ]);
    expect(await within(section).findByText('Funded')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Record financer payment' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Payment transactions' });
    expect(within(table).getByText('WIRE-881')).toBeInTheDocument();
  });

  it('sends no reference when none is given, and shows the server’s refusal', async () => {
    const me = signInStaff();
    const api = payApi(
      () => financed(),
      { [`PUT ${P.pay}`]: () => ({ status: 409, body: { message: M.alreadyFunded } }) },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record financer payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(M.alreadyFunded)).toBeInTheDocument();
    expect(api.callsTo('PUT', P.pay)[0]!.body).toEqual({ policyId: POLICY_ID });
  });
});

describe('premium financer for those who are not provider staff', () => {
  it('the agency sees the financer but cannot add one or record its payment', async () => {
    signIn({ scopes: AGENCY });
    let current = view();
    payApi(() => current);
    const { unmount } = renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Send payment reminder' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
    unmount();

    current = financed();
    renderApp(PAGE);
    const section = await screen.findByRole('region', { name: 'Premium financer' });
    expect(within(section).getByText(KEYSTONE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record financer payment' })).toBeNull();
  });

  it('the policyholder cannot add a financer', async () => {
    signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    const me = buildMe({
      permissions: ['dashboard:view', 'policy:view', 'billing:view'],
      subscriberType: 'CUSTOMER',
      account: { ...buildMe().account, id: 'account-9', accountType: 'CUSTOMER', npn: null },
    });
    payApi(
      () => view(),
      { [`GET ${BILLING_PAYMENT_PATHS.savedMethods}`]: () => ({ body: [] }) },
      me,
    );
    renderApp(`/customer/policy/${POLICY_ID}/accountant-payment`);
    expect(await screen.findByRole('button', { name: 'Send to accounting' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
  });
});
