import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTHORITY_MESSAGES } from '@cyber/domain';
import {
  mockApi,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signInProviderAdmin,
} from '../../support/helpers.tsx';
import { PROVIDER_ADMIN, underwriterHandlers } from '../../support/underwriting-fixtures.ts';

const UMA = '8d1f0b8e-5a55-4f0e-9c62-0f3c3c1f5b01';
const AUTHORITY = `/api/quote/v1/underwriters/${UMA}/authority`;

function asAdmin(handlers: Parameters<typeof mockApi>[0] = {}) {
  const base = underwriterHandlers();
  signInProviderAdmin(PROVIDER_ADMIN);
  return mockApi({
    ...base,
    ...shellHandlers(providerAdminMe(PROVIDER_ADMIN)),
    ...handlers,
  });
}

describe('underwriting authority', () => {
  it('lists each underwriter with bounds, products and seniority', async () => {
    asAdmin();
    renderApp('/admin/manage/underwriting-authority');
    const table = await screen.findByRole('table', { name: 'Underwriting authority' });
    const row = (await within(table).findByText('Uma Underwriter')).closest('tr')!;
    expect(row).toHaveTextContent('uma@example.com');
    expect(row).toHaveTextContent('$3,000,000');
    expect(row).toHaveTextContent('No bound');
    expect(row).toHaveTextContent('Every product');
  });

  it('edits: whole amounts or blank, at least one product, then the server’s answer', async () => {
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { message: AUTHORITY_MESSAGES.notFound },
    };
    const api = asAdmin({ [`PUT ${AUTHORITY}`]: () => answer });
    const { user } = renderApp('/admin/manage/underwriting-authority');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the authority of Uma Underwriter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Authority of Uma Underwriter' });
    const limit = within(dialog).getByLabelText('Largest limit');
    await user.clear(limit);
    await user.type(limit, '-5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AUTHORITY_MESSAGES.amount)).toBeInTheDocument();
    expect(within(dialog).getByText(AUTHORITY_MESSAGES.productsRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT', AUTHORITY)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '1,500,000');
    await user.type(within(dialog).getByLabelText('Largest premium'), '2500.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Prime 250' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AUTHORITY_MESSAGES.notFound)).toBeInTheDocument();
    expect(api.callsTo('PUT', AUTHORITY)[0]!.body).toEqual({
      maxLimit: 1_500_000,
      maxPremium: 250_050,
      products: ['P250'],
      isSenior: false,
    });

    answer = {
      status: 200,
      body: {
        message: AUTHORITY_MESSAGES.updated('Uma Underwriter'),
        underwriter: {
          id: UMA,
          name: 'Uma Underwriter',
          email: 'uma@example.com',
          isSenior: false,
          maxLimit: 1_500_000,
          maxPremium: 250_050,
          products: ['P250'],
        },
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Underwriting authority of Uma Underwriter updated'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not a page for an underwriter without user management', async () => {
    mockApi(underwriterHandlers());
    renderApp('/admin/manage/underwriting-authority');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Underwriting authority' })).not.toBeInTheDocument();
  });
});
