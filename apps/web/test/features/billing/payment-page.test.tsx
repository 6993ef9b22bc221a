import {
  AGENCY_BILL_MESSAGES,
  BILLING_PATHS,
  BILLING_PAYMENT_PATHS,
  PAYMENT_MESSAGES,
  SANDBOX_MESSAGES,
  type Invoice,
  type SavedPaymentMethod,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
  type ApiCall,
} from '../../support/helpers.tsx';
import { POLICY_ID, policy } from '../../support/policies-fixtures.ts';
import { policyDrawerHandlers } from '../../support/policy-personas.ts';

import {
  AGENCY,
  KEY,
  NUMBER,
  PAGE,
  payApi,
  payment,
  plan,
  signedAgreement,
  view,
} from './support.ts';

const payCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === BILLING_PAYMENT_PATHS.paid);

/** Type a card into the card form (the default option) and press Pay. */
async function payByCard(
  user: ReturnType<typeof renderApp>['user'],
  number: string,
  submit = 'Pay $1,200.00',
) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('the payment page', () => {
  it('thanks the payer once the policy is paid', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() => view({ status: 'Paid', isPaid: true, paid: 120_000, amountDue: 0 }));
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(
      await screen.findByText(`Thank you for making payment for Policy# ${NUMBER}`),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.payment)[0]!.query).toEqual({
      policyId: POLICY_ID,
    });
    expect(screen.queryByRole('table', { name: 'Installment schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('shows the installment schedule of a premium-financed policy that is paid', async () => {
    signIn({ scopes: AGENCY });
    payApi(() =>
      view({
        status: 'Paid',
        isPaid: true,
        paid: 24_000,
        amountDue: 0,
        isPremiumFinanced: true,
        installmentPlan: plan('ACTIVE'),
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(PAYMENT_MESSAGES.thankYou(NUMBER))).toBeInTheDocument();
    const schedule = screen.getByRole('table', { name: 'Installment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(11);
    expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent('$100.41');
    expect(screen.getByText('$240.00')).toBeInTheDocument();
    expect(screen.getByText('$960.00')).toBeInTheDocument();
    expect(screen.getByText('APR').nextSibling).toHaveTextContent('9.90 %');
  });

  it('says a payment is being processed and when the bank confirms it', async () => {
    signIn({ scopes: AGENCY });
    payApi(() =>
      view({
        status: 'Processed',
        inProcess: 120_000,
        payable: false,
        payments: [payment({ status: 'IN_PROCESS', paymentMethod: 'BANK_ACCOUNT' })],
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(PAYMENT_MESSAGES.processing)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.bankConfirmation)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows why the last payment failed, and Make Payment goes back to the options', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() =>
      view({
        status: 'Failed',
        payments: [
          payment({
            status: 'FAILED',
            amountPaid: 50_000,
            failureMessage: 'Your card was declined.',
          }),
        ],
      }),
    );
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    const reads = api.callsTo('GET', BILLING_PAYMENT_PATHS.payment).length;

    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    // Client state only: nothing asked of the server.
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.payment)).toHaveLength(reads);
  });

  it('falls back to the generic failure when the failed payment has no message', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view({ status: 'Failed', payments: [payment({ status: 'FAILED' })] }));
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failed);
  });

  it('offers card, e-check and ACH/wire on an unpaid policy, with the sandbox note', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() => view());
    const { user } = renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Pay in full by credit card',
      'Pay in full by e-check',
      'Pay by ACH or wire transfer',
      'Pay by check',
    ]);
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    expect(
      screen.getByText(/Sandbox — no money moves; use test card 4242 4242 4242 4242/),
    ).toBeInTheDocument();
    // Agencies have no saved methods to ask for.
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.savedMethods)).toHaveLength(0);
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.ach(NUMBER))).toHaveLength(0);

    await user.click(within(options).getByRole('radio', { name: 'Pay in full by e-check' }));
    expect(screen.getByRole('textbox', { name: 'Name on account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Routing number' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();

    await user.click(within(options).getByRole('radio', { name: 'Pay by ACH or wire transfer' }));
    const wire = await screen.findByRole('region', { name: 'Bank transfer details' });
    expect(await within(wire).findByText('021000021')).toBeInTheDocument();
    expect(within(wire).getByText('4410029387')).toBeInTheDocument();
    expect(within(wire).getByText('FRTBUS33')).toBeInTheDocument();
    expect(within(wire).getByText('Reference')).toBeInTheDocument();
    expect(within(wire).getByText(NUMBER)).toBeInTheDocument();
  });

  it('shows a card the sandbox does not take under the field, and sends nothing', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() => view());
    const { user } = renderApp(PAGE);
    await payByCard(user, '4111 1111 1111 1111');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(SANDBOX_MESSAGES.notTestCard);
    await user.type(number, '2');
    // Editing the field clears its error; a bad number is refused again.
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    expect(number).toHaveAccessibleDescription(SANDBOX_MESSAGES.cardNumber);
    expect(payCalls(api.calls)).toHaveLength(0);
  });

  it('pays by card with a token and an Idempotency-Key, then shows the thank-you', async () => {
    signIn({ scopes: AGENCY });
    let paid = false;
    const api = payApi(
      () => (paid ? view({ status: 'Paid', isPaid: true, paid: 120_000, amountDue: 0 }) : view()),
      {
        [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => {
          paid = true;
          return { status: 201, body: payment() };
        },
      },
    );
    const { user } = renderApp(PAGE);
    await payByCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText(PAYMENT_MESSAGES.thankYou(NUMBER))).toBeInTheDocument();

    const [call, ...more] = payCalls(api.calls);
    expect(more).toHaveLength(0);
    expect(call!.headers['idempotency-key']).toMatch(KEY);
    expect(call!.body).toEqual({
      policyId: POLICY_ID,
      amount: 120_000,
      paymentMethod: 'CREDIT_CARD',
      isDownPayment: false,
      token: expect.stringMatching(/^sbx_card_SUCCEEDS_Visa_4242_1234_[a-z0-9]{10}$/),
    });
    expect(JSON.stringify(call!.body)).not.toContain('4242424242424242');
    // The status was fetched again after the payment.
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.payment).length).toBeGreaterThanOrEqual(2);
  });

  it('retries an unanswered payment under the same key; a new attempt gets a new key', async () => {
    signIn({ scopes: AGENCY });
    let posts = 0;
    const api = payApi(() => view({ status: 'Partially Paid', paid: 20_000, amountDue: 100_000 }), {
      [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => {
        posts += 1;
        if (posts <= 3) throw new TypeError('Failed to fetch');
        return {
          status: 201,
          body: payment({ status: 'FAILED', failureMessage: 'Your card was declined.' }),
        };
      },
    });
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('$200.00')).toBeInTheDocument();
    await payByCard(user, '4242424242424242', 'Pay $1,000.00');
    // Sent three times (the first and two retries), then the error.
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.genericError);
    const [first, ...retries] = payCalls(api.calls);
    expect(retries).toHaveLength(2);
    for (const retry of retries) {
      expect(retry.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      expect(retry.body).toEqual(first!.body);
    }

    // Pressing Pay again is the same attempt: same key, same token.
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    const fourth = payCalls(api.calls)[3]!;
    expect(fourth.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(fourth.body).toEqual(first!.body);

    // After an answer (declined) the next attempt is new: a new token under a new key.
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(5));
    const fifth = payCalls(api.calls)[4]!;
    expect(fifth.headers['idempotency-key']).toMatch(KEY);
    expect(fifth.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    expect((fifth.body as { token: string }).token).not.toBe(
      (first!.body as { token: string }).token,
    );
  });

  it('shows the server’s refusal', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view(), {
      [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => ({
        status: 409,
        body: { message: PAYMENT_MESSAGES.inProcess },
      }),
    });
    const { user } = renderApp(PAGE);
    await payByCard(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.inProcess);
  });

  it('hides the installment plan when none is offered', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view({ financingOffered: false, installmentPlan: null }));
    renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(within(options).queryByRole('radio', { name: /installment/i })).toBeNull();
  });

  it('hides the installment plan once the policy is financed', async () => {
    signIn({ scopes: AGENCY });
    payApi(() =>
      view({
        status: 'Partially Paid',
        paid: 24_000,
        amountDue: 10_000,
        financingOffered: true,
        isPremiumFinanced: true,
        installmentPlan: plan('ACTIVE'),
      }),
    );
    renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(within(options).queryByRole('radio', { name: /installment/i })).toBeNull();
  });

  it('offers the installment plan and, its agreement signed, pays its down payment by card', async () => {
    signIn({ scopes: AGENCY });
    const signed = signedAgreement();
    const api = payApi(
      () => view({ financingOffered: true, installmentPlan: plan(), financeAgreement: signed }),
      {
        [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => ({
          status: 201,
          body: payment({ amountPaid: signed.downPayment, isDownPayment: true }),
        }),
      },
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Pay with an installment plan' }));
    expect(screen.getByRole('heading', { name: 'Installment plan' })).toBeInTheDocument();
    const schedule = screen.getByRole('table', { name: 'Installment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Number of installments').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Down payment').nextSibling).toHaveTextContent('$240.00');
    expect(screen.getByText('Amount financed').nextSibling).toHaveTextContent('$960.00');
    expect(screen.getByText('Installment amount').nextSibling).toHaveTextContent('$100.41');
    expect(screen.getByText('First installment due').nextSibling).toHaveTextContent('2026');

    await payByCard(user, '4242424242424242', 'Pay down payment of $240.00');
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(1));
    expect(payCalls(api.calls)[0]!.body).toMatchObject({
      amount: 24_000,
      paymentMethod: 'CREDIT_CARD',
      isDownPayment: true,
    });
  });

  it('offers only ACH/wire and a check when no processor is configured', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view(), {
      [`GET ${BILLING_PAYMENT_PATHS.paymentProcessor}`]: () => ({
        body: { processor: 'none', key: null, url: null, sandbox: false },
      }),
    });
    renderApp(PAGE);
    expect(await screen.findByText(PAYMENT_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(await screen.findByText('021000021')).toBeInTheDocument();
    const options = screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Pay by ACH or wire transfer', 'Pay by check']);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByText(/Sandbox/)).toBeNull();
  });

  it('reads in pounds with a sort code for a UK brokerage', async () => {
    signIn({ scopes: AGENCY });
    const me = buildMe({ permissions: AGENCY });
    const api = payApi(
      () => view({ currency: 'GBP', policyNumber: NUMBER }),
      {},
      { ...me, account: { ...me.account, region: 'UK' } },
    );
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('£1,200.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Pay by bank (Direct Debit)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name on account' }), 'Acme Dental Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Sort code' }), '12-34');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '00012345');
    expect(screen.getByRole('radio', { name: 'Current account' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay £1,200.00' }));
    expect(screen.getByRole('textbox', { name: 'Sort code' })).toHaveAccessibleDescription(
      SANDBOX_MESSAGES.sortCode,
    );
    expect(payCalls(api.calls)).toHaveLength(0);
  });

  it('offers no way to pay an agency-billed policy: the insured pays the agency', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() =>
      view({
        payable: false,
        payments: [payment({ status: 'FAILED', failureMessage: 'Card declined' })],
        agencyBill: { agencyName: 'Harbor Risk Partners' },
      }),
    );
    renderApp(PAGE);
    expect(
      await screen.findByText(AGENCY_BILL_MESSAGES.agencyBilledPolicy('Harbor Risk Partners')),
    ).toBeInTheDocument();
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$1,200.00');
    expect(screen.queryByRole('radiogroup', { name: 'How would you like to pay?' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('button', { name: PAYMENT_MESSAGES.makePayment })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByText(PAYMENT_MESSAGES.notPayable)).toBeNull();
    // No reminders go to the insured; the payment activity stays.
    expect(screen.queryByRole('button', { name: 'Send payment reminder' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Invoice reminders' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Payment transactions' })).toHaveTextContent(
      'Card declined',
    );
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.paymentProcessor)).toHaveLength(0);
  });

  it('lets a policyholder save the card, and pay with a saved one next time', async () => {
    signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    const me = buildMe({
      permissions: ['dashboard:view', 'policy:view', 'billing:view'],
      subscriberType: 'CUSTOMER',
      account: { ...buildMe().account, id: 'account-9', accountType: 'CUSTOMER', npn: null },
    });
    let saved: SavedPaymentMethod[] = [];
    const api = payApi(
      () => view(),
      {
        [`GET ${BILLING_PAYMENT_PATHS.savedMethods}`]: () => ({ body: saved }),
        [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => ({ status: 201, body: payment() }),
      },
      me,
    );
    const { user, unmount } = renderApp(`/customer/policy/${POLICY_ID}/accountant-payment`);
    await user.click(await screen.findByRole('checkbox', { name: 'Save this card' }));
    await payByCard(user, '4242424242424242');
    // A title is needed to save it.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title for this payment method.',
    );
    expect(payCalls(api.calls)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Office card');
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(1));
    expect(payCalls(api.calls)[0]!.body).toMatchObject({ saveAs: 'Office card' });
    unmount();

    saved = [
      {
        id: '0b6a7e2c-5d4f-4c3b-9a8e-1f2d3c4b5a69',
        title: 'Office card',
        type: 'Credit Card',
        tokenId: 'sbx_card_SUCCEEDS_Visa_4242_1234_abcdefghij',
        last4Digits: '4242',
        brand: 'Visa',
        expirationMonth: 12,
        expirationYear: 2034,
        created: '2026-12-01T10:00:00.000Z',
      },
    ];
    const again = renderApp(`/customer/policy/${POLICY_ID}/accountant-payment`);
    await again.user.click(
      await screen.findByRole('radio', { name: 'Office card — Visa ending 4242' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await again.user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(2));
    const body = payCalls(api.calls)[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ savedMethodId: saved[0]!.id, paymentMethod: 'CREDIT_CARD' });
    expect(body).not.toHaveProperty('token');
  });

  it('opens from an open invoice’s Pay, and from the policy’s own address', async () => {
    signIn({ scopes: AGENCY });
    const invoice = {
      id: 'invoice-1',
      invoiceNumber: `${NUMBER}-01`,
      policyId: POLICY_ID,
      policyNumber: NUMBER,
      accountId: 'account-1',
      companyName: 'Acme Dental Group',
      agencyId: 'agency-1',
      agencyName: 'Harbor Risk Partners',
      product: 'P100',
      currency: 'USD',
      kind: 'NEW_BUSINESS',
      revision: null,
      premium: 120_000,
      brokerFee: 0,
      mgaFee: 0,
      surplusLinesTax: 0,
      stampingFee: 0,
      premiumTax: 0,
      total: 120_000,
      balance: 120_000,
      status: 'OPEN',
      dueDate: '2026-12-27',
      created: '2026-11-27T10:00:00.000Z',
    } satisfies Invoice;
    payApi(() => view(), {
      [`GET ${BILLING_PATHS.search}`]: () => ({
        body: onePage(
          [invoice, { ...invoice, id: 'invoice-2', invoiceNumber: `${NUMBER}-02`, status: 'PAID' }],
          20,
        ),
      }),
    });
    const { user, router } = renderApp('/agency/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText(`${NUMBER}-02`);
    expect(within(table).queryByRole('link', { name: `Pay ${NUMBER}-02` })).toBeNull();
    await user.click(within(table).getByRole('link', { name: `Pay ${NUMBER}-01` }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);

    await router.navigate(`/policy/${POLICY_ID}/accountant-payment`);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });

  it('opens from the policy’s drawer for those who see billing', async () => {
    const scopes = [...AGENCY, 'binder:view'];
    signIn({ scopes });
    const shown = policy({ id: POLICY_ID, status: 'ISSUED' });
    mockApi({
      ...shellHandlers(buildMe({ permissions: scopes })),
      ...policyDrawerHandlers(shown),
    });
    const { user, router } = renderApp(`/agency/policies?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: `Policy ${NUMBER}` });
    await user.click(within(drawer).getByRole('link', { name: 'Make payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });

  it('is not offered in the drawer without billing', async () => {
    const scopes = ['dashboard:view', 'policy:view', 'binder:view'];
    signIn({ scopes });
    const shown = policy({ id: POLICY_ID, status: 'ISSUED' });
    mockApi({ ...shellHandlers(buildMe({ permissions: scopes })), ...policyDrawerHandlers(shown) });
    renderApp(`/agency/policies?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: `Policy ${NUMBER}` });
    expect(within(drawer).queryByRole('link', { name: /payment/i })).toBeNull();
  });
});
