import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account } from '../../support/accounts-fixtures.ts';
import {
  buildMe,
  mockApi,
  renderApp,
  signIn,
  type ApiCall,
  type Handler,
} from '../../support/helpers.tsx';

const agent = buildMe({ permissions: ['dashboard:view', 'account:view', 'account:manage'] });

const openEditor = async (a: ReturnType<typeof account>, extra: Record<string, Handler> = {}) => {
  signIn({ scopes: ['role:operator'] });
  let current = a;
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: agent }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    [`GET /api/account/v1/accounts/${a.id}`]: () => ({ body: current }),
    [`PUT /api/account/v1/accounts/${a.id}`]: (call: ApiCall) => {
      const body = call.body as Record<string, unknown>;
      current = { ...current, ...body } as typeof current;
      return { body: current };
    },
    [`GET /api/account/v1/accounts/${a.id}/score`]: () => ({
      body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
    }),
    [`GET /api/account/v1/accounts/${a.id}/notes`]: () => ({
      body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 50 },
    }),
    ...extra,
  });
  const utils = renderApp(`/agency/accounts/${a.id}`);
  await utils.user.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('form', { name: 'Firmographics' });
  return { ...utils, api, form };
};

describe('account addresses (spec 2 §5)', () => {
  it('US: ZIP Code and a state select; a bad zip is "Invalid ZIP Code"', async () => {
    const { user, form, api } = await openEditor(account());
    const zip = within(form).getByLabelText(/^ZIP Code/, { selector: '#physical-zip' });
    expect(within(form).getAllByRole('combobox', { name: /State/ }).length).toBe(2);
    await user.clear(zip);
    await user.type(zip, '1234');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Invalid ZIP Code')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/account/v1/accounts/${account().id}`)).toHaveLength(0);
  });

  it('UK: Postcode, Town/City and a county text field; "Invalid UK postal code"', async () => {
    const uk = account({
      region: 'UK',
      physicalAddress: {
        address1: '3 Park Row',
        address2: null,
        address3: null,
        city: 'Leeds',
        zipCode: 'LS1 5HD',
        state: 'West Yorkshire',
        country: 'GBR',
      },
    });
    const { user, form } = await openEditor(uk, {
      'POST /api/account/v1/address/validate': () => ({
        body: { verified: true, errorFields: [], localizedErrorFieldNames: [] },
      }),
    });
    const postcode = form.querySelector<HTMLInputElement>('#physical-zip')!;
    expect(within(form).getAllByText(/^Postcode/).length).toBeGreaterThan(0);
    expect(within(form).getAllByText(/^Town\/City/).length).toBeGreaterThan(0);
    expect(form.querySelector('#physical-state')).toHaveValue('West Yorkshire');
    await user.clear(postcode);
    await user.type(postcode, '02110');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Invalid UK postal code')).length).toBeGreaterThan(0);
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
  });

  it('UK: an address the check cannot verify is listed for a non-admin', async () => {
    const uk = account({
      region: 'UK',
      physicalAddress: {
        address1: '3 Park Row',
        address2: null,
        address3: null,
        city: 'Leeds',
        zipCode: 'LS1 5HD',
        state: null,
        country: 'GBR',
      },
    });
    const { user, form, api } = await openEditor(uk, {
      'POST /api/account/v1/address/validate': () => ({
        body: { verified: false, errorFields: ['zipCode'], localizedErrorFieldNames: ['Postcode'] },
      }),
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to verify address');
    expect(alert).toHaveTextContent('The following address fields could not be verified:');
    expect(alert).toHaveTextContent('Postcode');
    expect(alert).toHaveTextContent('Please update these fields and try again.');
    expect(api.callsTo('PUT', `/api/account/v1/accounts/${uk.id}`)).toHaveLength(0);
  });

  it('same-as-physical locks the mailing fields; editing the physical address unticks it', async () => {
    const { user, form, api } = await openEditor(account());
    const same = within(form).getByRole('checkbox', { name: /same as the physical address/ });
    const mailingCity = form.querySelector<HTMLInputElement>('#mailing-city')!;
    expect(same).toBeChecked();
    expect(mailingCity).toBeDisabled();

    await user.click(same);
    expect(mailingCity).toBeEnabled();
    await user.clear(mailingCity);
    await user.type(mailingCity, 'Albany');
    // Ticking again copies the physical address and locks it.
    await user.click(same);
    expect(mailingCity).toHaveValue('Boston');
    expect(mailingCity).toBeDisabled();
    // Any change to a physical field unticks it.
    const physicalCity = form.querySelector<HTMLInputElement>('#physical-city')!;
    await user.type(physicalCity, 'x');
    expect(same).not.toBeChecked();
    expect(mailingCity).toBeEnabled();
    await user.clear(physicalCity);
    await user.type(physicalCity, 'Cambridge');

    // Mailing fields are then required.
    await user.clear(mailingCity);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Mailing city is required')).toBeInTheDocument();
    await user.type(mailingCity, 'Albany');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/account/v1/accounts/${account().id}`)).toHaveLength(1),
    );
    expect(api.callsTo('PUT', `/api/account/v1/accounts/${account().id}`)[0]!.body).toMatchObject({
      mailingSameAsPhysical: false,
      physicalAddress: { city: 'Cambridge' },
      mailingAddress: { city: 'Albany' },
    });
  });
});
