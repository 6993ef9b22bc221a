import {
  BILLING_STAFF_PATHS as S,
  BILLING_PAYMENT_PATHS,
  STAFF_PAYMENT_MESSAGES as M,
  type PolicyPaymentView,
  type SavedPaymentMethod,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, renderApp, signIn } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';
import { AGENCY, KEY, NUMBER, PAGE, payApi, payment, view } from './support.ts';

const STAFF = ['dashboard:view', 'policy:view', 'billing:view', 'billing:manage'];
const ADMIN_PAGE = `/admin/policy/${POLICY_ID}/accountant-payment`;

function signInStaff() {
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: STAFF,
  });
  return buildMe({
    email: 'admin@example.com',
    subscriberType: 'COWBELL',
    account: { ...buildMe().account, id: 'provider-1', accountType: 'COWBELL', npn: null },
    permissions: STAFF,
  });
}

describe('payment tools for provider staff', () => {
  it('records a check with the spec’s amount rules, under one Idempotency-Key, in cents', async () => {
    const me = signInStaff();
    let current: PolicyPaymentView = view();
    const api = payApi(
      () => current,
      {
        [`POST ${S.applyPayment}`]: () => {
          current = view({
            status: 'Partially Paid',
            paid: 25_050,
            amountDue: 94_950,
            payments: [
              payment({
                paymentMethod: 'CHECK',
                processorName: 'manual',
                transactionId: 'CHK-4471',
                amountPaid: 25_050,
                paymentDesc: 'Check by mail',
                lastFourDigits: null,
              }),
            ],
          });
          return { status: 201, body: current.payments[0] };
        },
      },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(M.amountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.transactionIdRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionRequired)).toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: 'Amount Paid' });
    await user.type(amount, '1,000,000,000,000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(
        'Amount Paid must be less than or equal to 1,000,000,000,000',
      ),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '250.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transaction ID' }), 'CHK-4471');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Check by mail');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(await screen.findByText(M.paymentRecorded)).toBeInTheDocument();
    const [call] = api.callsTo('POST', S.applyPayment);
    expect(call!.body).toMatchObject({
      policyId: POLICY_ID,
      amountPaid: 25_050,
      paymentMethod: 'CHECK',
      transactionId: 'CHK-4471',
      paymentDesc: 'Check by mail',
      status: 'PAID',
    });
    expect(call!.headers['idempotency-key']).toMatch(KEY);
    const table = await screen.findByRole('table', { name: 'Payment transactions' });
    expect(within(table).getByText('CHK-4471')).toBeInTheDocument();
    expect(within(table).getByText('$250.50')).toBeInTheDocument();
  });

  it('edits a check in process: only the statuses it may move to are offered', async () => {
    const me = signInStaff();
    const pending = payment({
      id: 'payment-7',
      status: 'IN_PROCESS',
      paymentMethod: 'CHECK',
      processorName: 'manual',
      transactionId: 'CHK-9',
      amountPaid: 40_000,
      paymentDesc: 'Deposited',
      lastFourDigits: null,
    });
    const api = payApi(
      () => view({ status: 'Processed', inProcess: 40_000, payments: [pending] }),
      { [`PUT ${S.transaction}`]: () => ({ body: { ...pending, status: 'PAID' } }) },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit payment CHK-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment transaction' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount Paid' })).toHaveValue('$400.00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Paid', 'Failed', 'In Process', 'Void']);
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.transactionUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT', S.transaction)[0]!.body).toEqual({
      id: 'payment-7',
      status: 'PAID',
      amountPaid: 40_000,
      paymentDate: '2026-12-01',
      transactionId: 'CHK-9',
      paymentDesc: 'Deposited',
    });
  });

  it('closes the balance only with comments', async () => {
    const me = signInStaff();
    const api = payApi(
      () => view({ amountDue: 1_234, paid: 118_766, status: 'Partially Paid' }),
      { [`POST ${S.close}`]: () => ({ body: { message: M.balanceClosed(NUMBER) } }) },
      me,
    );
    const { user } = renderApp(ADMIN_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Close balance' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Close the balance of Policy# ${NUMBER}`,
    });
    expect(dialog).toHaveTextContent('$12.34 is still owed.');
    await user.click(within(dialog).getByRole('button', { name: 'Close balance' }));
    expect(await within(dialog).findByText(M.commentsRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', S.close)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Bank charges');
    await user.click(within(dialog).getByRole('button', { name: 'Close balance' }));
    expect(await screen.findByText(M.balanceClosed(NUMBER))).toBeInTheDocument();
    expect(api.callsTo('POST', S.close)[0]!.body).toEqual({
      policyId: POLICY_ID,
      description: 'Bank charges',
    });
  });
});

describe('payment tools for the agency', () => {
  it('sends a reminder and turns scheduled reminders off; it cannot record or close', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() => view(), {
      [`POST ${S.invoiceReminder(POLICY_ID)}`]: () => ({
        body: { message: M.reminderSent('Acme Dental Group') },
      }),
      [`PUT ${S.invoiceReminder(POLICY_ID)}`]: () => ({
        body: { enabled: false, lastSent: null, sentCount: 0, message: M.remindersOff },
      }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send payment reminder' }));
    expect(
      await screen.findByText('Payment Reminder sent to Acme Dental Group.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close balance' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Invoice reminders' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', S.invoiceReminder(POLICY_ID))[0]?.body).toEqual({
        enabled: false,
      }),
    );
  });

  it('says the spec’s words when a reminder cannot be sent', async () => {
    signIn({ scopes: AGENCY });
    payApi(() => view(), {
      [`POST ${S.invoiceReminder(POLICY_ID)}`]: () => ({ status: 500, body: {} }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send payment reminder' }));
    expect(await screen.findByText(M.reminderError)).toBeInTheDocument();
  });

  it('sends the invoice to accounting once the four contact fields are given', async () => {
    signIn({ scopes: AGENCY });
    const api = payApi(() => view(), {
      [`POST ${S.accounting}`]: () => ({ body: { message: M.accountingSent('ap@acme.example') } }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send to accounting' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    for (const m of [M.firstNameRequired, M.lastNameRequired, M.emailRequired, M.phoneRequired])
      expect(await within(dialog).findByText(m)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Ledger');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ap@acme.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5552013344');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(M.accountingSent('ap@acme.example'))).toBeInTheDocument();
    expect(api.callsTo('POST', S.accounting)[0]!.body).toMatchObject({
      policyId: POLICY_ID,
      policyNumber: NUMBER,
      firstName: 'Ada',
      lastName: 'Ledger',
      email: 'ap@acme.example',
      phone: '5552013344',
    });
  });
});

describe('saved payment methods', () => {
  it('the policyholder deletes a saved bank account after confirming', async () => {
    signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    const me = buildMe({
      permissions: ['dashboard:view', 'policy:view', 'billing:view'],
      subscriberType: 'CUSTOMER',
      account: { ...buildMe().account, id: 'account-9', accountType: 'CUSTOMER', npn: null },
    });
    let saved: SavedPaymentMethod[] = [
      {
        id: 'method-1',
        title: 'Operating account',
        type: 'Bank Account',
        tokenId: 'sbx_bank_1',
        last4Digits: '6789',
        brand: 'CHECKING',
        expirationMonth: null,
        expirationYear: null,
        created: '2026-11-01T00:00:00.000Z',
      },
    ];
    const api = payApi(
      () => view(),
      {
        [`GET ${BILLING_PAYMENT_PATHS.savedMethods}`]: () => ({ body: saved }),
        [`DELETE ${S.savedMethod('method-1')}`]: () => {
          saved = [];
          return { status: 204 };
        },
      },
      me,
    );
    const { user } = renderApp(`/customer/policy/${POLICY_ID}/accountant-payment`);
    expect(screen.queryByRole('button', { name: 'Send payment reminder' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Delete Operating account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.methodDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', S.savedMethod('method-1'))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Operating account' })).toBeNull(),
    );
  });

  it('records payments of an agency-billed policy but offers it no financing', async () => {
    const me = signInStaff();
    payApi(
      () => view({ payable: false, agencyBill: { agencyName: 'Harbor Risk Partners' } }),
      {},
      me,
    );
    renderApp(ADMIN_PAGE);
    expect(
      await screen.findByText(
        'This policy is agency billed: Harbor Risk Partners collects the premium. Please pay your agency.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add premium financer' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'How would you like to pay?' })).toBeNull();
  });
});
