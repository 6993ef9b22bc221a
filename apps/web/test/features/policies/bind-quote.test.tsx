import type { QuoteView } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
  type Handler,
} from '../../support/helpers.tsx';
import { SEARCH_PATH, actionResult } from '../../support/policies-fixtures.ts';
import { quote } from '../../support/quotes-fixtures.ts';

const MANAGE = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
const READY = quote();
const INVALID = quote({
  id: '44444444-4444-4444-8444-444444444444',
  quoteNumber: 'Q-2026-0000102',
  companyName: 'Thames Widgets Ltd',
  product: 'P_ONE',
  currency: 'GBP',
  status: 'INVALID',
});
const BIND_PATH = `/api/quote/v1/P100/bind/${READY.id}`;
const BOUND_MESSAGE = 'Quote bound. Binder CYB-US-2026-0000123 created.';

function agent(permissions = MANAGE, handlers: Record<string, Handler> = {}) {
  signIn({ scopes: permissions });
  return mockApi({
    ...shellHandlers(buildMe({ permissions })),
    'GET /api/quote/v1/search': () => ({ body: onePage([READY, INVALID], 20) }),
    [`GET /api/quote/v1/${READY.id}`]: () => ({ body: READY }),
    [`GET /api/quote/v1/${INVALID.id}`]: () => ({ body: INVALID }),
    [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([], 20) }),
    ...handlers,
  });
}

/** Opens a quote's detail from its row's Actions menu; returns the drawer once it shows the quote. */
async function viewQuote(user: ReturnType<typeof renderApp>['user'], q: QuoteView) {
  await user.click(await screen.findByRole('button', { name: `Actions ${q.quoteNumber}` }));
  const menu = await screen.findByRole('menu', { name: `Actions ${q.quoteNumber}` });
  await user.click(within(menu).getByRole('menuitem', { name: 'View quote' }));
  const heading = await screen.findByRole('heading', {
    name: new RegExp(q.quoteNumber),
    level: 2,
  });
  return heading.closest<HTMLElement>('.MuiDrawer-paper')!;
}

describe('Bind on the QUOTES tab', () => {
  it('binds a Ready quote after confirming: the bind call, the server’s message, a way to the binders', async () => {
    let bound = false;
    const api = agent(MANAGE, {
      [`GET /api/quote/v1/${READY.id}`]: () => ({
        body: bound ? { ...READY, status: 'BOUND' } : READY,
      }),
      [`POST ${BIND_PATH}`]: () => {
        bound = true;
        return { status: 201, body: actionResult(BOUND_MESSAGE) };
      },
    });
    const { user, router } = renderApp('/agency/quotes');
    const drawer = await viewQuote(user, READY);
    await user.click(within(drawer).getByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind quote Q-2026-0000101?' });
    expect(dialog).toHaveTextContent(
      'The quote becomes a binder, listed on the BINDERS tab, and the other quotes of its submission close.',
    );
    expect(api.callsTo('POST', BIND_PATH)).toHaveLength(0);
    const searchesBefore = api.callsTo('GET', '/api/quote/v1/search').length;

    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText(BOUND_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', BIND_PATH)).toHaveLength(1);
    expect(api.callsTo('POST', BIND_PATH)[0]!.body).toEqual({});
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Bind quote/ })).not.toBeInTheDocument(),
    );
    // the QUOTES tab is asked again (the bound quote and its closed siblings)
    expect(api.callsTo('GET', '/api/quote/v1/search').length).toBeGreaterThan(searchesBefore);

    // the quote's drawer shows it bound and no longer offers Bind
    expect(await within(drawer).findByText('Bound')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View binders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/binders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Binders' })).toBeInTheDocument();
  });

  it('a refused bind shows the server’s message in the dialog', async () => {
    const api = agent(MANAGE, {
      [`POST ${BIND_PATH}`]: () => ({
        status: 409,
        body: { message: 'Complete the pre-bind subjectivities before binding' },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    const drawer = await viewQuote(user, READY);
    await user.click(within(drawer).getByRole('button', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind quote Q-2026-0000101?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Complete the pre-bind subjectivities before binding',
    );
    expect(api.callsTo('POST', BIND_PATH)).toHaveLength(1);
    expect(screen.queryByText(BOUND_MESSAGE)).not.toBeInTheDocument();
  });

  it('is not offered for a quote that is not Ready', async () => {
    const api = agent();
    const { user } = renderApp('/agency/quotes');
    const drawer = await viewQuote(user, INVALID);
    expect(within(drawer).getByRole('button', { name: 'Download proposal' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.includes('/bind/'))).toBe(false);
  });

  it('is not offered without quote:manage, even for a Ready quote', async () => {
    agent(['dashboard:view', 'quote:view', 'binder:view', 'policy:view']);
    const { user } = renderApp('/agency/quotes');
    const drawer = await viewQuote(user, READY);
    expect(within(drawer).getByRole('button', { name: 'Download proposal' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument();
  });
});
