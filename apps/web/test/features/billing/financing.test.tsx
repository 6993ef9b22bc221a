import {
  BILLING_PAYMENT_PATHS,
  FINANCING_MESSAGES,
  FINANCING_PATHS,
  financeAgreementText,
  type FinanceAgreement,
  type PolicyPaymentView,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMe, renderApp, signIn, type MockResponse } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import {
  AGENCY,
  FINANCER,
  PAGE,
  QUOTE_NUMBER,
  SIGNER,
  agreement,
  payApi,
  payment,
  plan,
  signedAgreement,
  view,
} from './support.ts';

/** The installment plan on offer, with the policy's latest financing quote or agreement. */
const offered = (financeAgreement: FinanceAgreement | null = null, over = {}) =>
  view({ financingOffered: true, installmentPlan: plan(), financeAgreement, ...over });

/** The plan taken up: the down payment paid, the agreement ACTIVE since Dec. 08, 2026. */
const financedView = (over: Partial<FinanceAgreement> = {}): PolicyPaymentView =>
  view({
    status: 'Paid',
    isPaid: true,
    paid: 24_000,
    amountDue: 0,
    isPremiumFinanced: true,
    financingOffered: false,
    installmentPlan: plan('ACTIVE'),
    financeAgreement: signedAgreement({ status: 'ACTIVE', ...over }),
  });

const value = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label).nextSibling;

async function chooseInstallments(
  user: ReturnType<typeof renderApp>['user'],
  name = 'Pay with an installment plan',
) {
  await user.click(await screen.findByRole('radio', { name }));
}

function stubDownloads() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:agreement'),
      revokeObjectURL: vi.fn(),
    }),
  );
}

describe('the premium finance agreement on the payment page', () => {
  it('reviews the financing terms, needs a full name, and accepts with exactly the signature', async () => {
    signIn({ scopes: AGENCY });
    stubDownloads();
    let current = offered();
    const api = payApi(() => current, {
      [`POST ${FINANCING_PATHS.quote}`]: () => {
        current = offered(agreement());
        return { body: { message: `Financing quote ${QUOTE_NUMBER}`, agreement: agreement() } };
      },
      [`POST ${FINANCING_PATHS.agreement}`]: () => {
        current = offered(signedAgreement());
        return { body: { message: FINANCING_MESSAGES.accepted, agreement: signedAgreement() } };
      },
      [`GET ${FINANCING_PATHS.document('agreement-1')}`]: () => ({ body: '%PDF-1.7' }),
    });
    const { user } = renderApp(PAGE);
    await chooseInstallments(user);

    // The proposed plan at the partner's APR; no down payment until the agreement is accepted.
    const schedule = screen.getByRole('table', { name: 'Installment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(11);
    expect(value('APR')).toHaveTextContent('9.90 %');
    expect(value('Finance charge')).toHaveTextContent('$44.10');
    expect(value('Total payment amount')).toHaveTextContent('$1,244.10');
    expect(screen.queryByRole('button', { name: /^Pay down payment/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review financing terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium financing acceptance' });
    expect(api.callsTo('POST', FINANCING_PATHS.quote)[0]!.body).toEqual({ policyId: POLICY_ID });
    expect(value('Finance quote number', dialog)).toHaveTextContent(QUOTE_NUMBER);
    expect(value('APR', dialog)).toHaveTextContent('9.90 %');
    expect(value('Total premium', dialog)).toHaveTextContent('$1,200.00');
    expect(value('Down payment', dialog)).toHaveTextContent('$240.00');
    expect(value('Amount financed', dialog)).toHaveTextContent('$960.00');
    expect(value('Finance charge', dialog)).toHaveTextContent('$44.10');
    expect(value('Total payment amount', dialog)).toHaveTextContent('$1,244.10');
    expect(
      within(dialog).getByText('10 monthly installments of $100.41, the first due Dec. 09, 2026'),
    ).toBeInTheDocument();
    for (const paragraph of financeAgreementText(agreement()))
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('agent@example.com');

    // The agreement's PDF.
    await user.click(within(dialog).getByRole('button', { name: 'Download agreement (PDF)' }));
    await waitFor(() =>
      expect(api.callsTo('GET', FINANCING_PATHS.document('agreement-1'))).toHaveLength(1),
    );

    // No name: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(FINANCING_MESSAGES.signatureRequired),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', FINANCING_PATHS.agreement)).toHaveLength(0);

    await user.type(name, SIGNER);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(FINANCING_MESSAGES.accepted)).toBeInTheDocument();
    const [accepted, ...more] = api.callsTo('POST', FINANCING_PATHS.agreement);
    expect(more).toHaveLength(0);
    expect(accepted!.body).toEqual({
      policyId: POLICY_ID,
      signature: SIGNER,
      email: 'agent@example.com',
      productType: 'P100',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Premium financing acceptance' })).toBeNull(),
    );
    // The view was fetched again: the signed agreement's down payment is next.
    expect(
      await screen.findByText(`Agreement ${QUOTE_NUMBER} accepted by ${SIGNER} on Dec. 08, 2026`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay down payment of $240.00' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the acceptance, else its failure message', async () => {
    signIn({ scopes: AGENCY });
    let answer: MockResponse = { status: 409, body: { message: FINANCING_MESSAGES.quoteChanged } };
    payApi(() => offered(agreement()), {
      [`POST ${FINANCING_PATHS.quote}`]: () => ({
        body: { message: `Financing quote ${QUOTE_NUMBER}`, agreement: agreement() },
      }),
      [`POST ${FINANCING_PATHS.agreement}`]: () => answer,
      [`GET ${FINANCING_PATHS.document('agreement-1')}`]: () => ({
        status: 404,
        body: { message: 'Not found.' },
      }),
    });
    const { user } = renderApp(PAGE);
    await chooseInstallments(user);
    await user.click(screen.getByRole('button', { name: 'Review financing terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium financing acceptance' });

    await user.click(within(dialog).getByRole('button', { name: 'Download agreement (PDF)' }));
    expect(await within(dialog).findByText(FINANCING_MESSAGES.documentsFailed)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), SIGNER);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(FINANCING_MESSAGES.quoteChanged)).toBeInTheDocument();

    answer = { status: 500, body: { message: 'Internal error' } };
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(FINANCING_MESSAGES.applyFailed)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a financing quote, else the generic error', async () => {
    signIn({ scopes: AGENCY });
    let answer: MockResponse = { status: 409, body: { message: FINANCING_MESSAGES.agencyMissing } };
    const api = payApi(() => offered(), { [`POST ${FINANCING_PATHS.quote}`]: () => answer });
    const { user } = renderApp(PAGE);
    await chooseInstallments(user);
    await user.click(screen.getByRole('button', { name: 'Review financing terms' }));
    expect(
      await screen.findByText('Agency Details Missing. Please contact your agent or support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = { status: 500, body: { message: 'Internal error' } };
    await user.click(screen.getByRole('button', { name: 'Review financing terms' }));
    expect(await screen.findByText(FINANCING_MESSAGES.genericError)).toBeInTheDocument();
    expect(api.callsTo('POST', FINANCING_PATHS.quote)).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Premium financing acceptance' })).toBeNull();
  });

  it('once signed, offers the down payment of the agreement', async () => {
    signIn({ scopes: AGENCY });
    // The agreement's own terms (a larger down payment than the proposed plan's).
    const signed = signedAgreement({ downPayment: 30_000, amountFinanced: 90_000 });
    const api = payApi(() => offered(signed), {
      [`POST ${BILLING_PAYMENT_PATHS.paid}`]: () => ({
        status: 201,
        body: payment({ amountPaid: 30_000, isDownPayment: true }),
      }),
    });
    const { user } = renderApp(PAGE);
    await chooseInstallments(user);
    expect(
      screen.getByText(`Agreement ${QUOTE_NUMBER} accepted by ${SIGNER} on Dec. 08, 2026`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review financing terms' })).toBeNull();
    expect(value('Down payment')).toHaveTextContent('$300.00');
    expect(value('Amount financed')).toHaveTextContent('$900.00');
    const schedule = screen.getByRole('table', { name: 'Installment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(11);

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay down payment of $300.00' }));
    await waitFor(() => expect(api.callsTo('POST', BILLING_PAYMENT_PATHS.paid)).toHaveLength(1));
    expect(api.callsTo('POST', BILLING_PAYMENT_PATHS.paid)[0]!.body).toMatchObject({
      amount: 30_000,
      paymentMethod: 'CREDIT_CARD',
      isDownPayment: true,
    });
  });

  it('asks for the financing terms again when the signed agreement was for another amount', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => offered(signedAgreement({ totalPremium: 150_000 })));
    const { user } = renderApp(PAGE);
    await chooseInstallments(user);
    expect(screen.getByRole('button', { name: 'Review financing terms' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay down payment/ })).toBeNull();
  });

  it('shows the active agreement, and disaffirms it after a confirmation', async () => {
    signIn({ scopes: AGENCY });
    const message = FINANCING_MESSAGES.disaffirmed('Jan. 07, 2027');
    let current = financedView({ canDisaffirm: true, disaffirmBy: '2026-12-18' });
    const api = payApi(() => current, {
      [`POST ${FINANCING_PATHS.disaffirm}`]: () => {
        const disaffirmed = signedAgreement({
          status: 'DISAFFIRMED',
          disaffirmBy: '2026-12-18',
          disaffirmedAt: '2026-12-08T12:00:00.000Z',
          annualPaymentDue: '2027-01-07',
        });
        current = view({
          status: 'Partially Paid',
          paid: 24_000,
          amountDue: 96_000,
          installmentPlan: plan('DISAFFIRMED'),
          financeAgreement: disaffirmed,
        });
        return { body: { message, agreement: disaffirmed } };
      },
    });
    const { user } = renderApp(PAGE);
    const section = await screen.findByRole('region', {
      name: `Premium finance agreement ${QUOTE_NUMBER} · APR 9.90 %`,
    });
    expect(screen.getByRole('table', { name: 'Installment schedule' })).toBeInTheDocument();
    expect(within(section).getByText(`Signed by ${SIGNER} on Dec. 08, 2026`)).toBeInTheDocument();
    expect(within(section).getByText('You may disaffirm until Dec. 18, 2026.')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Download agreement (PDF)' }),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Disaffirm financing' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Disaffirm the premium finance agreement?',
    });
    expect(confirm).toHaveTextContent('$960.00');
    expect(confirm).toHaveTextContent('within 30 days');
    await user.click(within(confirm).getByRole('button', { name: 'Disaffirm' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', FINANCING_PATHS.disaffirm)).toHaveLength(1);
    expect(api.callsTo('POST', FINANCING_PATHS.disaffirm)[0]!.body).toEqual({
      policyId: POLICY_ID,
    });
    // The view was fetched again: the annual payment is now due.
    expect(
      await screen.findByText(
        'Premium financing was disaffirmed on Dec. 08, 2026. The annual payment of $960.00 is due by Jan. 07, 2027.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Disaffirm the premium finance agreement?' }),
      ).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Disaffirm financing' })).toBeNull();
  });

  it('shows the server’s refusal to disaffirm in the confirmation', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => financedView({ canDisaffirm: true, disaffirmBy: '2026-12-18' }), {
      [`POST ${FINANCING_PATHS.disaffirm}`]: () => ({
        status: 409,
        body: { message: FINANCING_MESSAGES.disaffirmClosed },
      }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Disaffirm financing' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Disaffirm the premium finance agreement?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Disaffirm' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      FINANCING_MESSAGES.disaffirmClosed,
    );
  });

  it('offers no disaffirm once the window has passed', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => financedView({ canDisaffirm: false, disaffirmBy: '2026-12-18' }));
    renderApp(PAGE);
    expect(await screen.findByText(`Signed by ${SIGNER} on Dec. 08, 2026`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disaffirm financing' })).toBeNull();
    expect(screen.queryByText(/You may disaffirm/)).toBeNull();
  });

  it('says when the annual payment is due after a disaffirm, above the ways to pay', async () => {
    signIn({ scopes: AGENCY });
    payApi(() =>
      view({
        status: 'Partially Paid',
        paid: 24_000,
        amountDue: 96_000,
        installmentPlan: plan('DISAFFIRMED'),
        financeAgreement: signedAgreement({
          status: 'DISAFFIRMED',
          disaffirmBy: '2026-12-18',
          disaffirmedAt: '2026-12-12T12:00:00.000Z',
          annualPaymentDue: '2027-01-11',
        }),
      }),
    );
    renderApp(PAGE);
    expect(
      await screen.findByText(
        'Premium financing was disaffirmed on Dec. 12, 2026. The annual payment of $960.00 is due by Jan. 11, 2027.',
      ),
    ).toBeInTheDocument();
    const options = await screen.findByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(within(options).queryByRole('radio', { name: /installment/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $960.00' })).toBeInTheDocument();
  });

  it('reads “instalment” for a UK brokerage', async () => {
    signIn({ scopes: AGENCY });
    const me = buildMe({ permissions: AGENCY });
    const quoted = agreement({ currency: 'GBP' });
    payApi(
      () => offered(null, { currency: 'GBP' }),
      {
        [`POST ${FINANCING_PATHS.quote}`]: () => ({
          body: { message: `Financing quote ${QUOTE_NUMBER}`, agreement: quoted },
        }),
      },
      { ...me, account: { ...me.account, region: 'UK' } },
    );
    const { user } = renderApp(PAGE);
    await chooseInstallments(user, 'Pay with an instalment plan');
    expect(screen.getByRole('table', { name: 'Instalment schedule' })).toBeInTheDocument();
    expect(
      screen.getByText(`The instalment plan is financed by ${FINANCER}.`, { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review financing terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium financing acceptance' });
    expect(
      within(dialog).getByText('10 monthly instalments of £100.41, the first due 09 Dec 2026'),
    ).toBeInTheDocument();
    expect(value('Total payment amount', dialog)).toHaveTextContent('£1,244.10');
  });
});
