import {
  AGENCY_BILL_MESSAGES,
  BILLING_PATHS,
  BILLING_PAYMENT_PATHS,
  PAY_FOR_ACCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  payForPath,
  type AccountDue,
  type AccountPaymentResult,
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
  type Handler,
} from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import {
  AGENCY,
  CUSTOMER_ACCOUNT,
  KEY,
  NUMBER,
  SANDBOX,
  payment,
  signInCustomer,
} from './support.ts';

const PATH = payForPath(CUSTOMER_ACCOUNT);
const OTHER = 'CYB-US-2026-0000456';
const AGENCY_BILLED = 'CYB-US-2026-0000789';

/** $1,200 on one policy and $500 on another; a third, agency billed, is left out. */
const due = (over: Partial<AccountDue> = {}): AccountDue => ({
  accountId: CUSTOMER_ACCOUNT,
  currency: 'USD',
  amountDue: 170_000,
  policies: [
    {
      policyId: POLICY_ID,
      policyNumber: NUMBER,
      companyName: 'Acme Dental Group',
      amountDue: 120_000,
    },
    {
      policyId: 'policy-2',
      policyNumber: OTHER,
      companyName: 'Acme Dental Group',
      amountDue: 50_000,
    },
  ],
  excluded: [
    {
      policyId: 'policy-3',
      policyNumber: AGENCY_BILLED,
      reason: AGENCY_BILL_MESSAGES.agencyBilledPolicy('Harbor Risk Partners'),
    },
  ],
  ...over,
});

const NOTHING_DUE = due({ currency: null, amountDue: 0, policies: [], excluded: [] });

const result = (over: Partial<AccountPaymentResult> = {}): AccountPaymentResult => ({
  message: PAY_FOR_ACCOUNT_MESSAGES.paid('$1,700.00', 2),
  payments: [
    payment({ amountPaid: 120_000 }),
    payment({ id: 'payment-2', policyId: 'policy-2', policyNumber: OTHER, amountPaid: 50_000 }),
  ],
  ...over,
});

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === PATH);

/** A policyholder on Billing: no invoices listed, what its account owes, the sandbox. */
function billingApi(
  current: () => AccountDue,
  handlers: Record<string, Handler> = {},
  me = signInCustomer(),
) {
  return mockApi({
    ...shellHandlers(me),
    [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage([], 20) }),
    [`GET ${PATH}`]: () => ({ body: current() }),
    [`GET ${BILLING_PAYMENT_PATHS.paymentProcessor}`]: () => ({ body: SANDBOX }),
    ...handlers,
  });
}

type User = ReturnType<typeof renderApp>['user'];

/** Open "Pay all policies" and type a card into it (Pay is pressed by the test). */
async function openAndEnterCard(user: User, total = '$1,700.00', number = '4242 4242 4242 4242') {
  const section = await screen.findByRole('region', { name: 'Pay all policies' });
  await user.click(within(section).getByRole('button', { name: `Pay ${total} for all policies` }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay all policies' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await user.type(within(dialog).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  return dialog;
}

describe('Pay all policies', () => {
  it('shows the total, each policy and what is left out, and pays them in one payment', async () => {
    let paid = false;
    const api = billingApi(() => (paid ? NOTHING_DUE : due()), {
      [`POST ${PATH}`]: () => {
        paid = true;
        return { status: 201, body: result() };
      },
    });
    const { user } = renderApp('/customer/billing');
    const section = await screen.findByRole('region', { name: 'Pay all policies' });
    expect(within(section).getByText('Total due').nextElementSibling).toHaveTextContent(
      '$1,700.00',
    );
    const lines = within(section).getByRole('list', { name: 'Policies in this payment' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Policy# ${NUMBER}`);
    expect(items[0]).toHaveTextContent('$1,200.00');
    expect(items[1]).toHaveTextContent(`Policy# ${OTHER}`);
    expect(items[1]).toHaveTextContent('$500.00');
    const excluded = within(section).getByRole('list', { name: 'Not included' });
    expect(within(excluded).getByRole('listitem')).toHaveTextContent(
      `Policy# ${AGENCY_BILLED}${AGENCY_BILL_MESSAGES.agencyBilledPolicy('Harbor Risk Partners')}`,
    );

    const dialog = await openAndEnterCard(user);
    expect(within(dialog).getByText('One payment of $1,700.00 for 2 policies.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Sandbox — no money moves/);
    const reads = api.callsTo('GET', PATH).length;
    const invoiceReads = api.callsTo('GET', BILLING_PATHS.search).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.paid('$1,700.00', 2),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call, ...more] = posts(api.calls);
    expect(more).toHaveLength(0);
    expect(call!.headers['idempotency-key']).toMatch(KEY);
    expect(call!.body).toEqual({
      amount: 170_000,
      paymentMethod: 'CREDIT_CARD',
      token: expect.stringMatching(/^sbx_card_SUCCEEDS_Visa_4242_1234_[a-z0-9]{10}$/),
    });
    expect(JSON.stringify(call!.body)).not.toContain('4242424242424242');
    // The invoices and what the account owes were fetched again: nothing is owed now.
    expect(api.callsTo('GET', PATH).length).toBeGreaterThan(reads);
    expect(api.callsTo('GET', BILLING_PATHS.search).length).toBeGreaterThan(invoiceReads);
    expect(screen.queryByRole('region', { name: 'Pay all policies' })).toBeNull();
  });

  it('pays by bank account, and says when the payment is being processed', async () => {
    const api = billingApi(() => due(), {
      [`POST ${PATH}`]: () => ({
        status: 201,
        body: result({
          message: PAY_FOR_ACCOUNT_MESSAGES.processing('$1,700.00', 2),
          payments: [payment({ status: 'IN_PROCESS', paymentMethod: 'BANK_ACCOUNT' })],
        }),
      }),
    });
    const { user } = renderApp('/customer/billing');
    await user.click(await screen.findByRole('button', { name: 'Pay $1,700.00 for all policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay all policies' });
    await user.click(within(dialog).getByRole('radio', { name: 'E-check (bank account)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on account' }), 'Acme');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '021000021');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Account number' }),
      '000123456789',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.processing('$1,700.00', 2),
    );
    expect(posts(api.calls)[0]!.body).toEqual({
      amount: 170_000,
      paymentMethod: 'BANK_ACCOUNT',
      token: expect.stringMatching(/^sbx_bank_SUCCEEDS_CHECKING_6789_[a-z0-9]{10}$/),
    });
  });

  it('sends an unanswered payment again under the same key and body', async () => {
    let sent = 0;
    const api = billingApi(() => due(), {
      [`POST ${PATH}`]: () => {
        sent += 1;
        if (sent <= 3) throw new TypeError('Failed to fetch');
        return { status: 200, body: result() };
      },
    });
    const { user } = renderApp('/customer/billing');
    const dialog = await openAndEnterCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    // Sent three times (the first and two retries), then the error.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PAYMENT_MESSAGES.genericError,
    );
    const [first, ...retries] = posts(api.calls);
    expect(first!.headers['idempotency-key']).toMatch(KEY);
    expect(retries).toHaveLength(2);

    // Pressing Pay again sends the same payment: same key, same token.
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.paid('$1,700.00', 2),
    );
    const all = posts(api.calls);
    expect(all).toHaveLength(4);
    for (const again of all.slice(1)) {
      expect(again.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      expect(again.body).toEqual(first!.body);
    }
  });

  it('shows that the total changed, fetches it again and pays the new one', async () => {
    let total = 170_000;
    const api = billingApi(
      () =>
        due({
          amountDue: total,
          policies: due().policies.map((p, i) =>
            i === 1 ? { ...p, amountDue: total - 120_000 } : p,
          ),
        }),
      {
        [`POST ${PATH}`]: (call) =>
          (call.body as { amount: number }).amount === total
            ? {
                status: 201,
                body: result({ message: PAY_FOR_ACCOUNT_MESSAGES.paid('$1,800.00', 2) }),
              }
            : { status: 409, body: { message: PAY_FOR_ACCOUNT_MESSAGES.amountChanged } },
      },
    );
    const { user } = renderApp('/customer/billing');
    const dialog = await openAndEnterCard(user);
    // An adjustment was invoiced meanwhile.
    total = 180_000;
    const reads = api.callsTo('GET', PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.amountChanged,
    );
    await waitFor(() => expect(api.callsTo('GET', PATH).length).toBeGreaterThan(reads));
    expect(
      await within(dialog).findByText('One payment of $1,800.00 for 2 policies.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pay $1,800.00 for all policies', hidden: true }),
    ).toBeInTheDocument();

    // The refusal was an answer: the new total goes under a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,800.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.paid('$1,800.00', 2),
    );
    const [first, second] = posts(api.calls);
    expect(first!.body).toMatchObject({ amount: 170_000 });
    expect(second!.body).toMatchObject({ amount: 180_000 });
    expect(second!.headers['idempotency-key']).toMatch(KEY);
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('shows a decline in the dialog, which stays open', async () => {
    const declined = 'Your card was declined.';
    const api = billingApi(() => due(), {
      [`POST ${PATH}`]: () => ({
        status: 201,
        body: result({
          message: declined,
          payments: [payment({ status: 'FAILED', failureMessage: declined })],
        }),
      }),
    });
    const { user } = renderApp('/customer/billing');
    const dialog = await openAndEnterCard(user, '$1,700.00', '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(declined);
    expect(screen.getByRole('dialog', { name: 'Pay all policies' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(posts(api.calls)[0]!.body).toMatchObject({
      token: expect.stringMatching(/^sbx_card_DECLINED_Visa_0002_/),
    });
  });

  it('sends nothing for a card the sandbox does not take', async () => {
    const api = billingApi(() => due());
    const { user } = renderApp('/customer/billing');
    const dialog = await openAndEnterCard(user, '$1,700.00', '4111 1111 1111 1111');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,700.00' }));
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('reads in pounds, with the UK’s words, for a UK policyholder', async () => {
    const api = billingApi(
      () =>
        due({
          currency: 'GBP',
          amountDue: 95_000,
          policies: [
            {
              policyId: POLICY_ID,
              policyNumber: NUMBER,
              companyName: 'Acme Ltd',
              amountDue: 95_000,
            },
          ],
          excluded: [],
        }),
      {},
      signInCustomer('UK'),
    );
    const { user } = renderApp('/customer/billing');
    const section = await screen.findByRole('region', { name: 'Pay all policies' });
    expect(within(section).getByText('Total due').nextElementSibling).toHaveTextContent('£950.00');
    expect(within(section).queryByRole('list', { name: 'Not included' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Pay £950.00 for all policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay all policies' });
    expect(within(dialog).getByText('One payment of £950.00 for 1 policy.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Card' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Bank (Direct Debit)' }));
    expect(within(dialog).getByRole('textbox', { name: 'Sort code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Current account' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay £950.00' })).toBeEnabled();
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('is not shown when nothing can be paid here', async () => {
    const api = billingApi(() => due({ ...NOTHING_DUE, excluded: due().excluded }));
    renderApp('/customer/billing');
    await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(api.callsTo('GET', PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Pay all policies' })).toBeNull();
    expect(screen.queryByRole('button', { name: /for all policies$/ })).toBeNull();
    expect(api.callsTo('GET', BILLING_PAYMENT_PATHS.paymentProcessor)).toHaveLength(0);
  });

  it('says card and bank payments are not configured when no processor is', async () => {
    billingApi(() => due(), {
      [`GET ${BILLING_PAYMENT_PATHS.paymentProcessor}`]: () => ({
        body: { processor: 'none', key: null, url: null, sandbox: false },
      }),
    });
    renderApp('/customer/billing');
    const section = await screen.findByRole('region', { name: 'Pay all policies' });
    expect(await within(section).findByText(PAYMENT_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /for all policies$/ })).toBeNull();
  });

  it('is only the policyholder’s: an agency’s Billing neither shows nor asks for it', async () => {
    signIn({ scopes: AGENCY });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: AGENCY })),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage([], 20) }),
      'GET /api/billing/v1/payfor/*': () => ({ body: due() }),
    });
    renderApp('/agency/billing');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('region', { name: 'Pay all policies' })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/api/billing/v1/payfor/'))).toHaveLength(0);
  });
});
