import { QUOTE_CART_LIMIT } from '@cyber/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import { cartStorageKey } from '../../../src/features/quoting/calculator/lib/cart.ts';
import { type ApiCall } from '../../support/helpers.tsx';
import {
  accountId,
  addToCart,
  choose,
  eligible,
  openCalculator,
} from '../../support/quote-calculator-fixtures.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => resetModals());

describe('quote cart (spec 3 §4, §8, §9)', () => {
  it('holds at most 5 variations and says so verbatim', async () => {
    await openCalculator();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < QUOTE_CART_LIMIT; i += 1) await addToCart(i + 1);
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(
      await screen.findByText(
        'You have reached 5 request limit, please delete one to add another variation!',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(cartStorageKey(accountId))!)).toHaveLength(5);
  });

  it('an empty cart says so', async () => {
    const { user } = await openCalculator();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    expect(dialog).toHaveTextContent('No quotes have been added to the cart yet.');
    expect(within(dialog).getByRole('button', { name: 'Request Quotes' })).toBeDisabled();
  });

  it('lists, removes and requests the variations with one request group', async () => {
    const posted: ApiCall[] = [];
    const { user } = await openCalculator({
      'POST /api/quote/v1/P100': (call) => {
        posted.push(call);
        return { status: 400, body: { message: 'The account is missing revenue.' } };
      },
    });
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
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    const rows = within(dialog).getAllByTestId('cart-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Popular');
    expect(rows[0]).toHaveTextContent('$1,000,000');
    expect(rows[0]).toHaveTextContent('$25,000');
    expect(rows[0]).toHaveTextContent('$1,150.00');
    expect(rows[1]).toHaveTextContent('Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 3' }));
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2);

    // the quotes API answers 201 with a quote; a failure shows the spec's wording and reasons
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    const bodies = posted.map((c) => c.body as Record<string, unknown>);
    expect(bodies[0]!.requestGroupId).toBeTruthy();
    expect(bodies[0]!.requestGroupId).toBe(bodies[1]!.requestGroupId);
    expect(bodies[0]).toMatchObject({ accountId, presetName: 'POPULAR', limit: 1_000_000 });
    expect(bodies[1]).toMatchObject({ accountId, presetName: null, limit: 2_000_000 });
    // both refused: the spec's wording, the server's reason, and the variations stay
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send quotes');
    expect(alert).toHaveTextContent(
      'The quotes could not be requested for the following reason(s):',
    );
    expect(alert).toHaveTextContent('The account is missing revenue.');
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2);
  });

  it('on success: the message, an empty cart and {base}/quotes after 2 s', async () => {
    const quote = (n: number) => ({
      id: `q-${n}`,
      quoteNumber: `Q-${n}`,
      accountId,
      companyName: eligible.name,
      product: 'P100',
      status: 'READY',
      currency: 'USD',
      isSurplus: false,
      limit: 1_000_000,
      aggLimit: 1_000_000,
      deductible: 25_000,
      presetName: 'POPULAR',
      effectiveDate: '2026-12-01',
      endDate: '2027-12-01',
      expiresOn: '2027-01-01',
      needByDate: null,
      premium: 1_000_000,
      mgaFee: 0,
      totalPremium: 1_015_000,
      referToUnderwriter: false,
      agencyId: null,
      agencyName: null,
      agentFirstName: null,
      agentLastName: null,
      agentEmail: null,
      created: '2026-11-01T00:00:00.000Z',
      modified: '2026-11-01T00:00:00.000Z',
    });
    let n = 0;
    const { user, router } = await openCalculator({
      'POST /api/quote/v1/P100': () => ({ status: 201, body: quote((n += 1)) }),
    });
    await addToCart();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(sessionStorage.getItem(cartStorageKey(accountId))).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/quotes'));
  });
});
