import { COMMISSION_MESSAGES as M } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage, renderApp } from '../../support/helpers.tsx';
import {
  AGENCY_ID,
  agencyApi,
  line,
  outstanding,
  P,
  PAGE,
  payout,
  POLICY_ID,
  STAFF_PAGE,
  staffApi,
} from './support.ts';

const KEY = /^[A-Za-z0-9_-]{8,255}$/;
const TOKEN = {
  token: 'sbx_bank_SUCCEEDS_CHECKING_6789_abcdefghij',
  title: 'Operating',
  last4: '6789',
};

async function openPayment(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions Harbor Risk Partners' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Pay commission' }));
  return screen.findByRole('dialog', { name: 'Pay commission to Harbor Risk Partners' });
}

describe('outstanding balances and paying commission (provider staff)', () => {
  it('lists what each agency is owed, and its payouts', async () => {
    staffApi({
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
      [`GET ${P.payouts}`]: () => ({ body: { payouts: [payout()] } }),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=outstanding`);
    const table = await screen.findByRole('table', { name: 'Outstanding balances' });
    const row = (await within(table).findByText('Harbor Risk Partners')).closest('tr')!;
    for (const amount of ['$720.00', '$500.00', '$220.00', '$20.00', '$200.00'])
      expect(row).toHaveTextContent(amount);
    expect(row).toHaveTextContent('Operating account ···6789');
    expect(row).toHaveTextContent('Active');
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    const payouts = await screen.findByRole('table', { name: 'Payouts: Harbor Risk Partners' });
    expect(within(payouts).getByText('$125.50')).toBeInTheDocument();
    expect(within(payouts).getByText('March commission')).toBeInTheDocument();
  });

  it('shows Server Error and cannot pay when the agency’s token cannot be read', async () => {
    const api = staffApi({
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
      [`GET ${P.token}`]: () => ({ status: 404, body: { message: M.noPayoutAccount } }),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=outstanding`);
    const dialog = await openPayment(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Server Error$/);
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(api.callsTo('GET', P.token)[0]!.query).toEqual({ agencyId: AGENCY_ID });
  });

  it('validates the amount, pays in minor units under one Idempotency-Key and says so', async () => {
    let attempts = 0;
    const api = staffApi({
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
      [`GET ${P.token}`]: () => ({ body: TOKEN }),
      [`POST ${P.payment}`]: () =>
        ++attempts === 1 ? { status: 503 } : { status: 201, body: payout() },
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=outstanding`);
    const dialog = await openPayment(user);
    expect(await within(dialog).findByText('Paid to Operating ending 6789')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    const amount = within(dialog).getByRole('textbox', { name: 'Commission amount' });

    await user.type(amount, '0.50');
    await user.click(pay);
    expect(await within(dialog).findByText(M.amountMin)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', P.payment)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '125.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'March');
    await user.click(pay);
    // A server fault: the spec's words, and the same attempt may be sent again.
    expect(await within(dialog).findByText(M.genericError)).toBeInTheDocument();
    await user.click(pay);

    expect(
      await screen.findByText('Commission of $125.50 paid to Harbor Risk Partners.'),
    ).toBeInTheDocument();
    const [first, retry] = api.callsTo('POST', P.payment);
    expect(first!.body).toEqual({
      agencyId: AGENCY_ID,
      commissionsAmount: 12_550,
      description: 'March',
      token: TOKEN.token,
    });
    expect(first!.headers['idempotency-key']).toMatch(KEY);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    // The balances are read again after the payment.
    expect(api.callsTo('GET', P.outstanding).length).toBeGreaterThanOrEqual(2);

    // A new opening of the dialog is a new payment, under a new key.
    const again = await openPayment(user);
    await user.type(within(again).getByRole('textbox', { name: 'Commission amount' }), '1');
    await user.type(within(again).getByRole('textbox', { name: 'Description' }), 'April');
    await user.click(await within(again).findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo('POST', P.payment)).toHaveLength(3));
    expect(api.callsTo('POST', P.payment)[2]!.headers['idempotency-key']).not.toBe(
      first!.headers['idempotency-key'],
    );
  });

  it('shows the server’s refusal, and a payout the bank returned', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { message: M.paymentsPaused('Harbor Risk Partners') },
    };
    staffApi({
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
      [`GET ${P.token}`]: () => ({ body: TOKEN }),
      [`POST ${P.payment}`]: () => answer,
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=outstanding`);
    const dialog = await openPayment(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Commission amount' }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'March');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await within(dialog).findByText(M.paymentsPaused('Harbor Risk Partners')),
    ).toBeInTheDocument();

    answer = {
      status: 201,
      body: payout({ status: 'FAILED', failureMessage: M.payoutFailed }),
    };
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.payoutFailed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets an agency’s rates as percentages, saved in basis points', async () => {
    const api = staffApi({
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
      [`GET ${P.rates(AGENCY_ID)}`]: () => ({
        body: {
          agencyId: AGENCY_ID,
          rates: [
            { product: 'P100', rateBps: 1500, isDefault: true },
            { product: 'P250', rateBps: 1250, isDefault: false },
          ],
        },
      }),
      [`PUT ${P.rates(AGENCY_ID)}`]: ({ body }) => ({
        body: {
          agencyId: AGENCY_ID,
          rates: (body as { rates: object[] }).rates.map((r) => ({ ...r, isDefault: false })),
        },
      }),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=outstanding`);
    await user.click(await screen.findByRole('button', { name: 'Actions Harbor Risk Partners' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rates' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Commission rates of Harbor Risk Partners',
    });
    const prime100 = await within(dialog).findByRole('textbox', { name: 'Prime 100 (%)' });
    expect(prime100).toHaveValue('15');
    expect(within(dialog).getByRole('textbox', { name: 'Prime 250 (%)' })).toHaveValue('12.5');

    await user.clear(prime100);
    await user.type(prime100, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.rateRange)).toBeInTheDocument();
    await user.clear(prime100);
    await user.type(prime100, '17.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.ratesSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', P.rates(AGENCY_ID))[0]!.body).toEqual({
      rates: [
        { product: 'P100', rateBps: 1750 },
        { product: 'P250', rateBps: 1250 },
      ],
    });
  });
});

describe('commission lines', () => {
  it('staff hold a policy’s commission through its toggle and see the answer', async () => {
    const api = staffApi({
      [`GET ${P.lines}`]: () => ({ body: onePage([line()]) }),
      [`PUT ${P.toggle(POLICY_ID)}`]: () => ({
        body: {
          policyId: POLICY_ID,
          policyNumber: 'CYB-US-2026-0000123',
          held: true,
          message: M.held('CYB-US-2026-0000123'),
        },
      }),
    });
    const { user } = renderApp(`${STAFF_PAGE}?tab=lines`);
    const table = await screen.findByRole('table', { name: 'Commission lines' });
    const row = (await within(table).findByText('CYB-US-2026-0000123-01')).closest('tr')!;
    expect(row).toHaveTextContent('$1,200.00');
    expect(row).toHaveTextContent('New business');
    expect(row).toHaveTextContent('15%');
    expect(row).toHaveTextContent('$180.00');
    await user.click(
      within(row).getByRole('button', { name: 'Hold commission on Policy# CYB-US-2026-0000123' }),
    );
    expect(await screen.findByText(M.held('CYB-US-2026-0000123'))).toBeInTheDocument();
    expect(api.callsTo('PUT', P.toggle(POLICY_ID))).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('an agency reads its lines and balance without the staff tools', async () => {
    agencyApi({
      [`GET ${P.lines}`]: () => ({ body: onePage([line({ held: true })]) }),
      [`GET ${P.outstanding}`]: () => ({ body: onePage([outstanding()]) }),
    });
    const { user } = renderApp(`${PAGE}?tab=lines`);
    const table = await screen.findByRole('table', { name: 'Commission lines' });
    const row = (await within(table).findByText('CYB-US-2026-0000123-01')).closest('tr')!;
    expect(row).toHaveTextContent('Held');
    expect(within(row).queryByRole('button', { name: /Release commission/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Outstanding balances' }));
    const balances = await screen.findByRole('table', { name: 'Outstanding balances' });
    expect(await within(balances).findByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(balances).queryByRole('button', { name: /^Actions/ })).toBeNull();
  });
});
