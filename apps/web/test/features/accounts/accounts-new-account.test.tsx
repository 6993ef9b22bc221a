import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import { account, page, summary } from '../../support/accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const agent = buildMe({
  permissions: ['dashboard:view', 'account:view', 'account:manage'],
});

afterEach(() => resetModals());

describe('new account modal (spec 2 §4)', () => {
  it('search → pick → add; a 409 resets to search; no match goes straight to add', async () => {
    signIn({ scopes: ['role:operator'] });
    const created = account();
    let searchResults = [summary()];
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agent }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      'GET /api/account/v1/accounts': () => ({ body: page([]) }),
      'GET /api/account/v1/accounts/search': () => ({ body: page(searchResults) }),
      'POST /api/account/v1/accounts': (call: ApiCall) =>
        (call.body as { name: string }).name === 'Northwind Bakery'
          ? {
              status: 409,
              body: {
                message: 'This Client is already associated with someone else within your Agency!',
              },
            }
          : { status: 201, body: { message: 'Account Created Successfully!', account: created } },
      [`GET /api/account/v1/accounts/${created.id}`]: () => ({ body: created }),
      [`GET /api/account/v1/accounts/${created.id}/score`]: () => ({
        body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
      }),
      [`GET /api/account/v1/accounts/${created.id}/notes`]: () => ({ body: page([]) }),
      'GET /api/account/v1/naics/search': () => ({
        body: page([
          {
            naicsCode: '722515',
            primaryIndustry: 'Accommodation and Food Services',
            secondaryIndustry: 'Snack and Nonalcoholic Beverage Bars',
          },
        ]),
      }),
    });
    const pickIndustry = async () => {
      await user.type(
        within(dialog).getByRole('combobox', { name: /^Industry \(NAICS\)/ }),
        'snack',
      );
      await user.click(await screen.findByText('Snack and Nonalcoholic Beverage Bars'));
    };
    const { user, router } = renderApp('/agency/accounts');

    await user.click(await screen.findByRole('button', { name: 'New account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    // Searching state: only the name and state are enabled; the button reads Search.
    expect(within(dialog).getByText("Can't find the new account? Just hit search")).toBeVisible();
    expect(within(dialog).getByLabelText(/^City/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^ZIP Code/)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^Account name/), 'Northwind');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/account/v1/accounts/search')).toHaveLength(1),
    );
    // Pick the found account: its fields fill in and the button reads Add Account.
    await user.click(await within(dialog).findByRole('button', { name: /Northwind Bakery/ }));
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Boston');
    expect(within(dialog).getByLabelText(/^City/)).toBeEnabled();
    expect(within(dialog).getByLabelText(/^ZIP Code/)).toHaveValue('02110');
    // the add state asks for what rating needs, each message in its label's words
    await user.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Industry (NAICS) is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Total revenue is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/accounts')).toHaveLength(0);
    await pickIndustry();
    await user.type(within(dialog).getByLabelText(/^Total revenue/), '1200000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Account' }));

    // 409: the server's message, and the form is back in the search state.
    expect(
      await screen.findByText(
        'This Client is already associated with someone else within your Agency!',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^City/)).toBeDisabled();
    expect(within(dialog).getByText("Can't find the new account? Just hit search")).toBeVisible();

    // No match: straight to the add state with what was typed.
    searchResults = [];
    const name = within(dialog).getByLabelText(/^Account name/);
    await user.clear(name);
    await user.type(name, 'Northwind Cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const add = await within(dialog).findByRole('button', { name: 'Add Account' });
    // the empty search is said, not silently skipped
    expect(within(dialog).getByTestId('new-account-no-match')).toHaveTextContent(
      'No account matches “Northwind Cafe”. Add it as a new account.',
    );
    await pickIndustry();
    await user.type(within(dialog).getByLabelText(/^Total revenue/), '1200000');
    await user.type(within(dialog).getByLabelText(/^Number of employees/), '14');
    await user.type(within(dialog).getByLabelText(/^City/), 'Boston');
    await user.type(within(dialog).getByLabelText(/^ZIP Code/), '00000');
    await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Massachusetts' }));
    await user.click(add);
    expect(await within(dialog).findByText('Invalid ZIP Code')).toBeInTheDocument();
    const zip = within(dialog).getByLabelText(/^ZIP Code/);
    await user.clear(zip);
    await user.type(zip, '02110');
    await user.click(add);

    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/agency/accounts/${created.id}`),
    );
    const posted = api.callsTo('POST', '/api/account/v1/accounts').at(-1)!.body;
    expect(posted).toMatchObject({
      region: 'US',
      name: 'Northwind Cafe',
      physicalAddress: { city: 'Boston', state: 'MA', zipCode: '02110' },
      mailingSameAsPhysical: true,
      naicsCode: '722515',
      primaryIndustry: 'Accommodation and Food Services',
      secondaryIndustry: 'Snack and Nonalcoholic Beverage Bars',
      totalRevenue: 1_200_000,
      noOfEmployees: 14,
    });
  });

  it('opens from ?modal=new-account&modalData= after about 1.5 s, preloaded', async () => {
    signIn({ scopes: ['role:operator'] });
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: agent }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      'GET /api/account/v1/accounts': () => ({ body: page([]) }),
    });
    const data = encodeURIComponent(JSON.stringify({ accountName: 'Query Preload Inc' }));
    renderApp(`/agency/accounts?modal=new-account&modalData=${data}`);
    await screen.findByRole('button', { name: 'New account' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    expect(within(dialog).getByLabelText(/^Account name/)).toHaveValue('Query Preload Inc');
  });
});
