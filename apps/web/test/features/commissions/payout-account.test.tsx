import { COMMISSION_MESSAGES as M, SANDBOX_MESSAGES, type PayoutAccount } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage, renderApp } from '../../support/helpers.tsx';
import { AGENCY_ID, agencyApi, outstanding, P, PAGE, payoutAccount, statement } from './support.ts';

const ACH = P.ach(AGENCY_ID);
const ACCOUNT_NUMBER = '000123456789';

/** The payout account endpoints over one stored account (null: none on file). */
function achHandlers(initial: PayoutAccount | null) {
  let stored = initial;
  return {
    [`GET ${ACH}`]: () =>
      stored ? { body: stored } : { status: 404, body: { message: 'Not found.' } },
    [`PUT ${ACH}`]: ({ body }: { body: unknown }) => {
      stored = payoutAccount({
        title: (body as { title: string }).title,
        accountType: 'Savings',
        last4: '6789',
      });
      return { body: stored };
    },
    [`DELETE ${ACH}`]: () => {
      stored = null;
      return { status: 204 };
    },
  };
}

describe('the payout account (agency admins)', () => {
  it('tokenises the bank account in the browser: only the token and title are sent', async () => {
    const api = agencyApi(achHandlers(null));
    const { user } = renderApp(`${PAGE}?tab=payoutAccount`);
    expect(await screen.findByText(/No bank account is on file/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Operating account');
    await user.type(screen.getByRole('textbox', { name: 'Name on account' }), 'Harbor Risk LLC');
    await user.type(screen.getByRole('textbox', { name: 'Routing number' }), '021000021');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000123456');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    // Not one of the sandbox's test accounts: refused here, nothing sent.
    expect(await screen.findByText(SANDBOX_MESSAGES.notTestAccount)).toBeInTheDocument();
    expect(api.callsTo('PUT', ACH)).toHaveLength(0);

    const number = screen.getByRole('textbox', { name: 'Account number' });
    await user.clear(number);
    await user.type(number, ACCOUNT_NUMBER);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));

    expect(await screen.findByText(M.payoutAccountSaved)).toBeInTheDocument();
    const [put] = api.callsTo('PUT', ACH);
    expect(Object.keys(put!.body as object).sort()).toEqual(['title', 'token']);
    expect(put!.body).toMatchObject({
      title: 'Operating account',
      token: expect.stringMatching(/^sbx_bank_SUCCEEDS_SAVINGS_6789_/),
    });
    // The account and routing numbers never leave the browser, in any request.
    const sent = JSON.stringify(api.calls.map((c) => [c.path, c.query, c.body]));
    expect(sent).not.toContain(ACCOUNT_NUMBER);
    expect(sent).not.toContain('021000021');
    // The saved account, masked.
    expect(await screen.findByText('Savings ending 6789')).toBeInTheDocument();
  });

  it('asks before deleting the account on file', async () => {
    const api = agencyApi(achHandlers(payoutAccount()));
    const { user } = renderApp(`${PAGE}?tab=payoutAccount`);
    expect(await screen.findByText('Checking ending 6789')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Account number' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete bank account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    expect(dialog).toHaveTextContent('“Operating account” will no longer receive commission.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', ACH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete bank account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.payoutAccountDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', ACH)).toHaveLength(1);
    // None on file now: the form to add one.
    expect(await screen.findByRole('textbox', { name: 'Account number' })).toBeInTheDocument();
  });

  it('is not offered to an agent', async () => {
    agencyApi(
      { [`GET ${P.statements}`]: () => ({ body: onePage([statement()]) }) },
      {
        admin: false,
      },
    );
    renderApp(`${PAGE}?tab=payoutAccount`);
    // The address's tab is not theirs: the statements show instead.
    expect(await screen.findByRole('table', { name: 'Commission statements' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Statements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Payout account' })).toBeNull();
  });
});

describe('a UK brokerage', () => {
  it('reads its commission in pounds, in UK words', async () => {
    const api = agencyApi(
      {
        [`GET ${P.statements}`]: () => ({ body: onePage([statement({ currency: 'GBP' })]) }),
        [`GET ${P.outstanding}`]: () => ({
          body: onePage([outstanding({ currency: 'GBP', agencyName: 'Thames Brokers Ltd' })]),
        }),
        ...achHandlers(null),
      },
      { region: 'UK' },
    );
    const { user } = renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Commission statements' });
    const row = (await within(table).findByText('March 2026')).closest('tr')!;
    expect(row).toHaveTextContent('£4,800.00');
    expect(row).toHaveTextContent('£720.00');
    expect(row).not.toHaveTextContent('$');
    await user.click(screen.getByRole('combobox', { name: 'Billing' }));
    await user.click(await screen.findByRole('option', { name: 'Brokerage billed' }));
    await waitFor(() =>
      expect(api.callsTo('GET', P.statements).at(-1)!.query.agencyBilled).toBe('true'),
    );

    await user.click(screen.getByRole('tab', { name: 'Outstanding balances' }));
    const balances = await screen.findByRole('table', { name: 'Outstanding balances' });
    expect(within(balances).getByRole('columnheader', { name: 'Brokerage' })).toBeInTheDocument();
    expect(
      (await within(balances).findByText('Thames Brokers Ltd')).closest('tr'),
    ).toHaveTextContent('£200.00');

    await user.click(screen.getByRole('tab', { name: 'Payout account' }));
    expect(await screen.findByRole('textbox', { name: 'Sort code' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Current account' })).toBeChecked();
  });
});
