import { QUOTE_FEE_MESSAGES, QUOTE_FEE_PATHS } from '@cyber/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
} from '../../support/helpers.tsx';
import { SEARCH_PATH } from '../../support/policies-fixtures.ts';
import { quote } from '../../support/quotes-fixtures.ts';

const MANAGE = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
const READY = quote();

describe('Editing a quote’s fees', () => {
  it('the agent sets the broker fee and an additional fee within 0 to 10,000; no MGA fee', async () => {
    signIn({ scopes: MANAGE });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: MANAGE })),
      'GET /api/quote/v1/search': () => ({ body: onePage([READY], 20) }),
      [`GET /api/quote/v1/${READY.id}`]: () => ({ body: READY }),
      [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([], 20) }),
      [`PUT ${QUOTE_FEE_PATHS.brokerFees(READY.id)}`]: () => ({ body: READY }),
    });
    const { user } = renderApp('/agency/quotes');
    await user.click(await screen.findByRole('button', { name: `Actions ${READY.quoteNumber}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'View quote' }));
    await user.click(await screen.findByRole('button', { name: 'Edit fees' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Fees of quote ${READY.quoteNumber}`,
    });
    expect(within(dialog).queryByRole('textbox', { name: 'MGA Fee' })).toBeNull();

    const broker = within(dialog).getByRole('textbox', { name: 'Broker Fee' });
    const additional = within(dialog).getByRole('textbox', { name: 'Additional broker fee' });
    await user.clear(broker);
    await user.clear(additional);
    await user.type(additional, '10001');
    await user.click(within(dialog).getByRole('button', { name: 'Save and re-rate' }));
    expect(await within(dialog).findByText(QUOTE_FEE_MESSAGES.brokerFeeRequired)).toBeVisible();
    expect(
      within(dialog).getByText('Additional Broker fee must be less than or equal to $10,000'),
    ).toBeVisible();
    expect(api.callsTo('PUT', QUOTE_FEE_PATHS.brokerFees(READY.id))).toHaveLength(0);

    await user.type(broker, '150');
    await user.clear(additional);
    await user.type(additional, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save and re-rate' }));
    expect(await screen.findByText(QUOTE_FEE_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo('PUT', QUOTE_FEE_PATHS.brokerFees(READY.id))[0]!.body).toEqual({
      brokerFee: 15_000,
      additionalBrokerFee: 25_000,
      product: READY.product,
    });
    expect(api.callsTo('PUT', QUOTE_FEE_PATHS.mgaFees(READY.id))).toHaveLength(0);
  });
});
