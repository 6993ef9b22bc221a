import { QUOTE_CART_LIMIT, QUOTE_CART_MESSAGES } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import { QuoteCartModal } from '../../../src/features/quoting/calculator/components/cart-modal.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { AppProviders, mockApi, setupUser, signIn } from '../../support/helpers.tsx';
import {
  accountId,
  addToCart,
  cartItem,
  choose,
  fakeCart,
  openCalculator,
} from '../../support/quote-calculator-fixtures.tsx';

afterEach(() => resetModals());

// verbatim (spec 3 §9), as the client's notice and as the server's 409
const LIMIT_MESSAGE =
  'You have reached 5 request limit, please delete one to add another variation!';

const openCart = async (user: Awaited<ReturnType<typeof openCalculator>>['user']) => {
  await user.click(screen.getByRole('button', { name: /^Cart/ }));
  return screen.findByRole('dialog', { name: 'List of Quotes to Request' });
};

describe('quote cart (spec 3 §4, §8, §9)', () => {
  it('holds at most 5 variations and says so verbatim', async () => {
    const { api, cart } = await openCalculator();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < QUOTE_CART_LIMIT; i += 1) await addToCart(i + 1);
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(cart.items).toHaveLength(5);
    // the full cart is known: no sixth variation is sent
    expect(api.callsTo('POST', '/api/quote/v1/P100/cart')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Cart (5)' })).toBeInTheDocument();
  });

  it("shows the server's limit message when the cart filled up elsewhere", async () => {
    const { api, cart } = await openCalculator();
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeInTheDocument();
    // another agent of the agency fills the account's cart meanwhile
    cart.items.push(
      ...Array.from({ length: QUOTE_CART_LIMIT }, (_, i) => cartItem({ id: `other-${i}` })),
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    // the screen thought the cart had room: the server refused with 409 and its message
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/P100/cart')).toHaveLength(1);
    expect(cart.items).toHaveLength(5);
    // the cart is read again: its count is the server's
    expect(await screen.findByRole('button', { name: 'Cart (5)' })).toBeInTheDocument();
  });

  it('loads the cart from the server', async () => {
    const { user, api } = await openCalculator(
      {},
      {
        cartItems: [
          cartItem({ id: 'item-a' }),
          cartItem({
            id: 'item-b',
            presetName: null,
            limit: 3_000_000,
            totalPremium: 315_000,
            referToUnderwriter: true,
          }),
        ],
      },
    );
    expect(await screen.findByRole('button', { name: 'Cart (2)' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/quote/v1/cart')[0]!.query).toEqual({ accountId });
    const dialog = await openCart(user);
    const rows = within(dialog).getAllByTestId('cart-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Popular');
    expect(rows[0]).toHaveTextContent('$1,000,000');
    expect(rows[0]).toHaveTextContent('$1,150.00');
    expect(rows[0]).toHaveTextContent('No');
    expect(rows[1]).toHaveTextContent('Custom');
    expect(rows[1]).toHaveTextContent('$3,000,000');
    expect(rows[1]).toHaveTextContent('$3,150.00');
    expect(rows[1]).toHaveTextContent('Yes');
  });

  it('says "Failed to get cart" when the cart cannot be read', async () => {
    const { user } = await openCalculator({
      'GET /api/quote/v1/cart': () => ({ status: 403, body: { message: 'Forbidden.' } }),
    });
    expect(await screen.findByText('Failed to get cart')).toBeInTheDocument();
    const dialog = await openCart(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to get cart');
    expect(within(dialog).queryByText('No quotes have been added to the cart yet.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Request Quotes' })).toBeDisabled();
  });

  it('an empty cart says so', async () => {
    const { user } = await openCalculator();
    const dialog = await openCart(user);
    expect(
      await within(dialog).findByText('No quotes have been added to the cart yet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request Quotes' })).toBeDisabled();
  });

  it('adds the calculator fields, lists, removes, and a refused request keeps the cart', async () => {
    const { user, api, cart } = await openCalculator();
    await addToCart();
    await choose(user, 'Aggregate limit', '$2,000,000');
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$2,000.00'),
    );
    await addToCart();
    await choose(user, 'Aggregate limit', '$3,000,000');
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$3,000.00'),
    );
    await addToCart();
    // the request body of a quote, less the premium: the server prices the variation itself
    const added = api.callsTo('POST', '/api/quote/v1/P100/cart').map((c) => c.body);
    expect(added).toHaveLength(3);
    expect(added[0]).toMatchObject({
      accountId,
      presetName: 'POPULAR',
      product: 'P100',
      limit: 1_000_000,
      deductible: 25_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
    });
    expect(added[0]).toHaveProperty('endDate');
    expect(added[0]).toHaveProperty('coverages');
    expect(added[0]).not.toHaveProperty('agencyId');
    expect(added[0]).not.toHaveProperty('totalPremium');
    expect(added[1]).toMatchObject({ accountId, presetName: null, limit: 2_000_000 });

    const dialog = await openCart(user);
    const rows = within(dialog).getAllByTestId('cart-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Popular');
    expect(rows[0]).toHaveTextContent('$1,000,000');
    expect(rows[0]).toHaveTextContent('$25,000');
    expect(rows[0]).toHaveTextContent('$1,150.00');
    expect(rows[1]).toHaveTextContent('Custom');

    // remove: DELETE /api/quote/v1/cart/{id}
    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 3' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2));
    expect(api.callsTo('DELETE', '/api/quote/v1/cart/cart-item-3')).toHaveLength(1);
    expect(cart.items.map((i) => i.id)).toEqual(['cart-item-1', 'cart-item-2']);
    expect(screen.getByRole('button', { name: 'Cart (2)', hidden: true })).toBeInTheDocument();

    // both refused: nothing is created, the spec's wording, the server's reasons, the cart stays
    cart.refuse = (item) =>
      item.limit > 1_000_000 ? 'Limit above authority.' : 'The account is missing revenue.';
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send quotes');
    expect(alert).toHaveTextContent(
      'The quotes could not be requested for the following reason(s):',
    );
    expect(alert).toHaveTextContent('The account is missing revenue.');
    expect(alert).toHaveTextContent('Limit above authority.');
    expect(api.callsTo('POST', '/api/quote/v1/cart/submit')[0]!.body).toEqual({
      accountId,
      itemIds: ['cart-item-1', 'cart-item-2'],
    });
    expect(api.callsTo('POST', '/api/quote/v1/P100')).toHaveLength(0);
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2);
    expect(cart.items).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'List of Quotes to Request' })).toBeInTheDocument();
  });

  it('a remove the server refuses says so and keeps the variation', async () => {
    const { user, api } = await openCalculator(
      {
        'DELETE /api/quote/v1/cart/*': () => ({ status: 500, body: { message: 'Boom.' } }),
      },
      { cartItems: [cartItem()] },
    );
    const dialog = await openCart(user);
    await within(dialog).findByTestId('cart-item');
    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 1' }));
    expect(await screen.findByText('Failed to remove quote, please try again')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/quote/v1/cart/item-a')).toHaveLength(1);
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1);
  });

  it('a variation already gone from the server is simply no longer listed', async () => {
    const { user, api, cart } = await openCalculator({}, { cartItems: [cartItem()] });
    const dialog = await openCart(user);
    await within(dialog).findByTestId('cart-item');
    cart.items.length = 0; // requested or removed by another agent meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 1' }));
    expect(
      await within(dialog).findByText('No quotes have been added to the cart yet.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/quote/v1/cart/item-a')).toHaveLength(1);
    expect(screen.queryByText('Failed to remove quote, please try again')).toBeNull();
  });

  it('a cart changed elsewhere is not requested: the reason, and the cart as it is now', async () => {
    const { user, api, cart } = await openCalculator(
      {},
      { cartItems: [cartItem({ id: 'item-a' }), cartItem({ id: 'item-b', limit: 2_000_000 })] },
    );
    const dialog = await openCart(user);
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2));
    // another agent requests or removes one of them meanwhile
    cart.items.splice(1, 1);
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send quotes');
    expect(alert).toHaveTextContent(QUOTE_CART_MESSAGES.changedWhileSending);
    expect(api.callsTo('POST', '/api/quote/v1/cart/submit')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1));
    expect(cart.items).toHaveLength(1);
  });

  it("the screens' cart wording is the domain's", () => {
    const t = i18n.getFixedT('en-US');
    expect(t('quoteCalculator.cartLimit')).toBe(QUOTE_CART_MESSAGES.limitReached);
    expect(t('quoteCalculator.cartLoadFailed')).toBe(QUOTE_CART_MESSAGES.getFailed);
    expect(t('quoteCalculator.removeFailed')).toBe(QUOTE_CART_MESSAGES.removeFailed);
    expect(t('quoteCalculator.sendFailed')).toBe(QUOTE_CART_MESSAGES.sendFailed);
    expect(t('quoteCalculator.sendFailedReasons')).toBe(QUOTE_CART_MESSAGES.sendFailedDetails);
    expect(t('quoteCalculator.cartEmpty')).toBe(QUOTE_CART_MESSAGES.empty);
  });

  it('on success: the message, an empty cart and {base}/quotes after 2 s', async () => {
    const { user, router, cart } = await openCalculator();
    await addToCart();
    const dialog = await openCart(user);
    await within(dialog).findByTestId('cart-item');
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(cart.items).toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'List of Quotes to Request' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/quotes'));
    expect(router.state.location.state).toEqual({ requestedQuotes: 1 });
  });
});

describe('provider staff quoting for an agency', () => {
  it("read, remove from and request that agency's cart", async () => {
    const agencyId = '33333333-3333-4333-8333-333333333333';
    signIn({ accountId: 'provider-1', accountType: 'COWBELL', subscriberType: 'COWBELL' });
    const cart = fakeCart({ items: [cartItem({ id: 'item-a' }), cartItem({ id: 'item-b' })] });
    const api = mockApi(cart.handlers);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const user = setupUser();
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter>
          <QuoteCartModal
            data={{ accountId, agencyId, persona: 'admin', region: 'US' }}
            onClose={vi.fn()}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/quote/v1/cart')[0]!.query).toEqual({ accountId, agencyId });

    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 2' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/quote/v1/cart/item-b')[0]!.query).toEqual({ agencyId });

    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/cart/submit')[0]!.body).toEqual({
      accountId,
      agencyId,
      itemIds: ['item-a'],
    });
    expect(cart.items).toHaveLength(0);
  });
});
