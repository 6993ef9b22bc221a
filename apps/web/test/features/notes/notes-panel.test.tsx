import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountNote, QuoteNote } from '@cyber/domain';
import { NotesPanel, type NoteTarget } from '../../../src/features/notes/index.ts';
import { account, page } from '../../support/accounts-fixtures.ts';
import {
  AppProviders,
  buildMe,
  mockApi,
  renderApp,
  setupUser,
  signIn,
  type ApiCall,
} from '../../support/helpers.tsx';

const ACCOUNT = '3479c2cb-437d-4443-aadc-2fd33143d201';
const QUOTE = '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11';

const accountNote = (o: Partial<AccountNote> = {}): AccountNote => ({
  id: 'n-1',
  noteType: 'GENERAL',
  body: 'Renewal in March',
  createdBy: { id: 'user-1', name: 'Avery Agent' },
  organisationName: 'Harbor Risk Partners',
  created: '2026-03-01T10:00:00.000Z',
  lastUpdated: '2026-03-01T10:00:00.000Z',
  canDelete: true,
  ...o,
});

const quoteNote = (o: Partial<QuoteNote> = {}): QuoteNote => ({
  ...accountNote(),
  quoteId: QUOTE,
  canEdit: true,
  ...o,
});

const renderPanel = (target: NoteTarget, canWrite = true) => {
  signIn();
  const user = setupUser();
  render(
    <AppProviders
      queryClient={
        new QueryClient({
          defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
        })
      }
    >
      <NotesPanel target={target} canWrite={canWrite} />
    </AppProviders>,
  );
  return { user };
};

/** The query strings the panel listed its notes with. */
const listQueries = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === 'GET')
    .map(({ url }) => Object.fromEntries(url.searchParams));

describe('NotesPanel on an account', () => {
  const path = `/api/account/v1/accounts/${ACCOUNT}/notes`;

  it('lists the newest fifty, adds a note and deletes one without asking', async () => {
    let notes = [accountNote()];
    const api = mockApi({
      [`GET ${path}`]: () => ({ body: { ...page(notes), size: 50 } }),
      [`POST ${path}`]: (call: ApiCall) => {
        const added = accountNote({ id: 'n-2', ...(call.body as object) });
        notes = [added, ...notes];
        return { status: 201, body: added };
      },
      [`DELETE ${path}/n-1`]: () => {
        notes = notes.filter((n) => n.id !== 'n-1');
        return { status: 204 };
      },
    });
    const { user } = renderPanel({ accountId: ACCOUNT });
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(await within(list).findByText('Renewal in March')).toBeInTheDocument();
    expect(
      within(list).getByText(/General · Avery Agent · Harbor Risk Partners · /),
    ).toBeInTheDocument();
    expect(listQueries(api, path)[0]).toMatchObject({ page: '0', size: '50' });
    expect(screen.getByText('Showing the last five years unless you pick dates.')).toBeVisible();
    // an account's notes are not filtered by type nor edited
    expect(screen.getAllByRole('combobox', { name: 'Type' })).toHaveLength(1);
    expect(screen.queryByText('All types')).not.toBeInTheDocument();
    expect(document.getElementById('note-type')).not.toBeNull();
    expect(within(list).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Underwriting' }));
    const body = screen.getByRole('textbox', { name: 'Note' });
    expect(body).toHaveAttribute('id', 'note-body');
    await user.type(body, 'Market to Keystone');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await within(list).findByText('Market to Keystone')).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0]!.body).toEqual({
      noteType: 'UNDERWRITING',
      body: 'Market to Keystone',
    });
    await waitFor(() => expect(body).toHaveValue(''));

    const first = within(list).getByText('Renewal in March').closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Delete note' }));
    await waitFor(() =>
      expect(within(list).queryByText('Renewal in March')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `${path}/n-1`)).toHaveLength(1);
  });

  it('picked days narrow the list; without account:manage it only reads', async () => {
    const api = mockApi({
      [`GET ${path}`]: () => ({ body: page([accountNote({ canDelete: false })]) }),
    });
    const { user } = renderPanel({ accountId: ACCOUNT }, false);
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(await within(list).findByText('Renewal in March')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();

    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('id', 'notes-after');
    expect(screen.getByLabelText('To')).toHaveAttribute('id', 'notes-before');
    await user.type(from, '2021-01-01');
    await waitFor(() =>
      expect(listQueries(api, path).at(-1)).toMatchObject({ after: '2021-01-01', size: '50' }),
    );
    expect(
      screen.queryByText('Showing the last five years unless you pick dates.'),
    ).not.toBeInTheDocument();
  });
});

describe('NotesPanel on a quote', () => {
  const path = `/api/quote/v1/${QUOTE}/notes`;

  it('adds, edits in place and deletes after asking; filters by type', async () => {
    let notes = [quoteNote()];
    const api = mockApi({
      [`GET ${path}`]: () => ({ body: { ...page(notes), size: 10 } }),
      [`POST ${path}`]: (call: ApiCall) => {
        const added = quoteNote({ id: 'n-2', ...(call.body as object) });
        notes = [added, ...notes];
        return { status: 201, body: added };
      },
      'PUT /api/quote/v1/notes/n-1': (call: ApiCall) => {
        const changed = quoteNote({
          ...(call.body as object),
          lastUpdated: '2026-03-02T09:30:00.000Z',
        });
        notes = notes.map((n) => (n.id === 'n-1' ? changed : n));
        return { body: changed };
      },
      'DELETE /api/quote/v1/notes/n-1': () => {
        notes = notes.filter((n) => n.id !== 'n-1');
        return { status: 204 };
      },
    });
    const { user } = renderPanel({ quoteId: QUOTE });
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(await within(list).findByText('Renewal in March')).toBeInTheDocument();
    expect(listQueries(api, path)[0]).toMatchObject({ page: '0', size: '10' });

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Client wants a higher limit');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(await within(list).findByText('Client wants a higher limit')).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0]!.body).toEqual({
      noteType: 'GENERAL',
      body: 'Client wants a higher limit',
    });

    const first = within(list).getByText('Renewal in March').closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    const editor = within(list).getByRole('textbox', { name: 'Note' });
    await user.clear(editor);
    await user.type(editor, 'Renewal in April');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Renewal in April')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/quote/v1/notes/n-1')[0]!.body).toEqual({
      noteType: 'GENERAL',
      body: 'Renewal in April',
    });
    expect(within(list).getByText(/ · edited /)).toBeInTheDocument();

    const changed = within(list).getByText('Renewal in April').closest('li')!;
    await user.click(within(changed).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(api.callsTo('DELETE', '/api/quote/v1/notes/n-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(list).queryByText('Renewal in April')).not.toBeInTheDocument(),
    );

    const types = screen.getAllByRole('combobox', { name: 'Type' });
    await user.click(types[1]!);
    await user.click(await screen.findByRole('option', { name: 'Service' }));
    await waitFor(() =>
      expect(listQueries(api, path).at(-1)).toMatchObject({ noteType: 'SERVICE', page: '0' }),
    );
  });

  it("another organisation's note shows without edit; provider staff may still delete it", async () => {
    mockApi({
      [`GET ${path}`]: () => ({
        body: page([quoteNote({ canEdit: false, canDelete: true, organisationName: 'Summit' })]),
      }),
    });
    renderPanel({ quoteId: QUOTE });
    const list = await screen.findByRole('list', { name: 'Notes' });
    const item = (await within(list).findByText('Renewal in March')).closest('li')!;
    expect(within(item).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
  });
});

describe('the account page', () => {
  it('shows the account’s notes card, composed by its route', async () => {
    const a = account();
    signIn({ scopes: ['role:operator'] });
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: buildMe({ permissions: ['dashboard:view', 'account:view', 'account:manage'] }),
      }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET /api/account/v1/accounts/${a.id}`]: () => ({ body: a }),
      [`GET /api/account/v1/accounts/${a.id}/score`]: () => ({
        body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
      }),
      [`GET /api/account/v1/accounts/${a.id}/notes`]: () => ({ body: page([accountNote()]) }),
    });
    renderApp(`/agency/accounts/${a.id}`);
    const list = await screen.findByRole('list', { name: 'Notes' }, { timeout: 10_000 });
    expect(await within(list).findByText('Renewal in March')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
  });
});
