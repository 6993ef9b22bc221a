import {
  BILLING_PATHS,
  BILLING_PAYMENT_PATHS,
  PAY_FOR_ACCOUNT_MESSAGES,
  payForPath,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../src/features/billing/processor/load-script.ts';
import { onePage, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import {
  AGENCY,
  CUSTOMER_ACCOUNT,
  NUMBER,
  PAGE,
  STRIPE,
  payApi,
  payment,
  plan,
  signInCustomer,
  signedAgreement,
  stubStripe,
  view,
} from './support.ts';

const payCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === BILLING_PAYMENT_PATHS.paid);

const withStripe = { [`GET ${BILLING_PAYMENT_PATHS.paymentProcessor}`]: () => ({ body: STRIPE }) };

/** Stripe's card Element, once mounted in its box. */
async function mountedCard(stripe: ReturnType<typeof stubStripe>) {
  const field = await screen.findByRole('group', { name: 'Card details' });
  await waitFor(() => expect(stripe.card.mount).toHaveBeenCalledWith(field));
  return field;
}

describe('card payments through Stripe', () => {
  it('pays with the PaymentMethod Stripe Elements made, and offers no bank debit', async () => {
    signIn({ scopes: AGENCY });
    const stripe = stubStripe();
    let paid = false;
    const api = payApi(
      () => (paid ? view({ status: 'Paid', isPaid: true, paid: 120_000, amountDue: 0 }) : view()),
      {
        ...withStripe,
        [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => {
          paid = true;
          return { status: 201, body: payment({ transactionId: 'pi_1', processorName: 'stripe' }) };
        },
      },
    );
    const { user } = renderApp(PAGE);
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Pay in full by credit card', 'Pay by ACH or wire transfer', 'Pay by check']);
    expect(
      screen.getByText('To pay from a bank account, pay by ACH or wire transfer, or by check.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sandbox/)).toBeNull();
    // Stripe's own field, not ours: no card number reaches this page's inputs.
    const field = await mountedCard(stripe);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(stripe.scripts).toEqual([STRIPE.url]);
    expect(stripe.Stripe).toHaveBeenCalledWith(STRIPE.key);
    expect(stripe.create).toHaveBeenCalledWith('card', expect.anything());
    expect(field).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    expect(
      await screen.findByText(`Thank you for making payment for Policy# ${NUMBER}`),
    ).toBeVisible();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    const [call, ...more] = payCalls(api.calls);
    expect(more).toHaveLength(0);
    expect(call!.body).toEqual({
      policyId: POLICY_ID,
      amount: 120_000,
      paymentMethod: 'CREDIT_CARD',
      isDownPayment: false,
      token: 'pm_card_visa',
    });
    // Stripe.js was loaded once; the Element is taken down with the form.
    expect(stripe.scripts).toHaveLength(1);
    await waitFor(() => expect(stripe.card.destroy).toHaveBeenCalled());
  });

  it('shows Stripe’s message under the card field and posts nothing', async () => {
    signIn({ scopes: AGENCY });
    const declined = 'Your card number is incomplete.';
    const stripe = stubStripe({ error: { message: declined } });
    const api = payApi(() => view(), withStripe);
    const { user } = renderApp(PAGE);
    const field = await mountedCard(stripe);
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(declined));
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(payCalls(api.calls)).toHaveLength(0);

    // Stripe's live check of the field says the same as the payer types.
    const [event, onChange] = stripe.card.on.mock.calls[0] as [string, (e: unknown) => void];
    expect(event).toBe('change');
    onChange({ error: { message: 'Your card’s expiration date is in the past.' } });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Your card’s expiration date is in the past.'),
    );
    onChange({});
    await waitFor(() => expect(field).not.toHaveAccessibleDescription());
  });

  it('pays the installment plan’s down payment by card only', async () => {
    signIn({ scopes: AGENCY });
    const stripe = stubStripe();
    const signed = signedAgreement();
    const api = payApi(
      () => view({ financingOffered: true, installmentPlan: plan(), financeAgreement: signed }),
      {
        ...withStripe,
        [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => ({
          status: 201,
          body: payment({ amountPaid: signed.downPayment, isDownPayment: true }),
        }),
      },
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Pay with an installment plan' }));
    const payBy = screen.getByRole('radiogroup', { name: 'Pay the down payment by' });
    expect(
      within(payBy)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Credit card']);
    await mountedCard(stripe);
    await user.click(screen.getByRole('button', { name: 'Pay down payment of $240.00' }));
    await waitFor(() => expect(payCalls(api.calls)).toHaveLength(1));
    expect(payCalls(api.calls)[0]!.body).toMatchObject({
      amount: 24_000,
      isDownPayment: true,
      token: 'pm_card_visa',
    });
  });

  it('offers a policyholder no saving of a Stripe card (it could not be charged again)', async () => {
    const me = signInCustomer();
    const stripe = stubStripe();
    payApi(() => view(), withStripe, me);
    renderApp(`/customer/policy/${POLICY_ID}/accountant-payment`);
    await mountedCard(stripe);
    expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Pay with' })).toBeNull();
  });

  it('says so when Stripe.js cannot be loaded, and leaves the transfer and check', async () => {
    signIn({ scopes: AGENCY });
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) {
        queueMicrotask(() => node.dispatchEvent(new Event('error')));
        return node;
      }
      return append(node);
    });
    const api = payApi(() => view(), withStripe);
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Card payments could not be loaded. Refresh the page, or pay by ACH or wire transfer or by check.',
    );
    expect(screen.getByRole('radio', { name: 'Pay by ACH or wire transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $1,200.00' })).toBeInTheDocument();
    expect(payCalls(api.calls)).toHaveLength(0);
  });

  it('pays all of a policyholder’s policies with a Stripe PaymentMethod', async () => {
    const me = signInCustomer();
    const stripe = stubStripe();
    const path = payForPath(CUSTOMER_ACCOUNT);
    const api = payApi(
      () => view(),
      {
        ...withStripe,
        [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage([], 20) }),
        [`GET ${path}`]: () => ({
          body: {
            accountId: CUSTOMER_ACCOUNT,
            currency: 'USD',
            amountDue: 120_000,
            policies: [
              {
                policyId: POLICY_ID,
                policyNumber: NUMBER,
                companyName: 'Acme Dental Group',
                amountDue: 120_000,
              },
            ],
            excluded: [],
          },
        }),
        [`POST ${path}`]: () => ({
          status: 201,
          body: {
            message: PAY_FOR_ACCOUNT_MESSAGES.paid('$1,200.00', 1),
            payments: [payment({ transactionId: 'pi_1', processorName: 'stripe' })],
          },
        }),
      },
      me,
    );
    const { user } = renderApp('/customer/billing');
    await user.click(await screen.findByRole('button', { name: 'Pay $1,200.00 for all policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay all policies' });
    // Card only: no choice of method, and a word on bank payments.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Pay by' })).toBeNull();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'To pay from a bank account, pay by ACH or wire transfer, or by check.',
    );
    await mountedCard(stripe);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,200.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      PAY_FOR_ACCOUNT_MESSAGES.paid('$1,200.00', 1),
    );
    const posts = api.callsTo('POST', path);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      amount: 120_000,
      paymentMethod: 'CREDIT_CARD',
      token: 'pm_card_visa',
    });
  });

  it('posts nothing for all policies when Stripe refuses the card', async () => {
    const me = signInCustomer();
    const stripe = stubStripe({ error: { message: 'Your card number is invalid.' } });
    const path = payForPath(CUSTOMER_ACCOUNT);
    const api = payApi(
      () => view(),
      {
        ...withStripe,
        [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage([], 20) }),
        [`GET ${path}`]: () => ({
          body: {
            accountId: CUSTOMER_ACCOUNT,
            currency: 'USD',
            amountDue: 120_000,
            policies: [
              {
                policyId: POLICY_ID,
                policyNumber: NUMBER,
                companyName: 'Acme',
                amountDue: 120_000,
              },
            ],
            excluded: [],
          },
        }),
      },
      me,
    );
    const { user } = renderApp('/customer/billing');
    await user.click(await screen.findByRole('button', { name: 'Pay $1,200.00 for all policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay all policies' });
    const field = await mountedCard(stripe);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,200.00' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Your card number is invalid.'));
    expect(api.callsTo('POST', path)).toHaveLength(0);
  });
});

describe('loading Stripe.js', () => {
  const SCRIPT = 'https://js.stripe.com/v3';
  const scriptsOf = () => document.head.querySelectorAll(`script[src="${SCRIPT}"]`);

  it('appends one script tag for callers at once, and resolves once its global exists', async () => {
    let loaded = false;
    const ready = () => loaded;
    const first = loadScript(SCRIPT, ready);
    const second = loadScript(SCRIPT, ready);
    expect(scriptsOf()).toHaveLength(1);
    loaded = true;
    scriptsOf()[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    // Loaded: nothing more is appended.
    await loadScript(SCRIPT, ready);
    expect(scriptsOf()).toHaveLength(1);
    scriptsOf()[0]!.remove();
  });

  it('rejects when the script cannot be loaded, and tries again on the next call', async () => {
    const failed = loadScript(SCRIPT, () => false);
    scriptsOf()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`${SCRIPT} could not be loaded`);
    expect(scriptsOf()).toHaveLength(0);
    const again = loadScript(SCRIPT, () => false);
    expect(scriptsOf()).toHaveLength(1);
    scriptsOf()[0]!.dispatchEvent(new Event('load'));
    await expect(again).rejects.toThrow('loaded without its global');
    scriptsOf()[0]!.remove();
  });
});
