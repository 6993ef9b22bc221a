import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USERS_MESSAGES } from '@cyber/domain';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const agencyAdmin = buildMe({
  id: 'me-1',
  email: 'agencyadmin@example.com',
  role: { id: 'role-aa', name: 'Agency Admin' },
  scopes: ['role:admin'],
  permissions: ['dashboard:view', 'user:view', 'user:manage', 'team:view', 'team:manage'],
});

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  email: `user${n}@example.com`,
  phone: '+16175550142',
  role: { key: 'agent', name: 'Agent', isAdmin: false },
  primaryContact: false,
  billingContact: n === 1,
  slackHandle: null,
  status: 'ACTIVE',
  confirmed: true,
  lastLoginAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  teams: [],
  ...extra,
});

const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 25,
});

const ROLES = [
  { key: 'agency-admin', name: 'Agency Admin', isAdmin: true },
  { key: 'agent', name: 'Agent', isAdmin: false },
  { key: 'technician', name: 'Technician', isAdmin: false },
];

const baseHandlers = (users: unknown[]) => ({
  'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
  'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
  'GET /api/auth/v1/teams/search': () => ({ body: [] }),
  'GET /api/auth/v1/users': () => ({ body: page(users) }),
  'GET /api/auth/v1/roles': () => ({ body: ROLES }),
});

describe('users screen', () => {
  it('lists users with formatted phones and creates one with the form rules', async () => {
    signIn({ scopes: ['role:admin', 'user:view', 'user:manage'] });
    const users = [person(1)];
    const api = mockApi({
      ...baseHandlers(users),
      'POST /api/auth/v1/users': (call: ApiCall) => {
        const { email, firstName, lastName } = call.body as Record<string, string>;
        const created = person(2, { email, firstName, lastName, confirmed: false });
        users.push(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/agency/manage/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('First1 Last1')).toBeInTheDocument();
    expect(within(table).getByText('(617) 555-0142')).toBeInTheDocument();
    expect(within(table).getByText('Billing contact')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    // Required fields, with the API's own messages.
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(USERS_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MESSAGES.phoneRequired)).toBeInTheDocument();
    // Only provider staff see the slack handle.
    expect(within(dialog).queryByLabelText(/Slack handle/)).toBeNull();

    // Technician hides the primary and billing contact options.
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Technician' }));
    expect(within(dialog).queryByLabelText('Primary contact')).toBeNull();
    expect(within(dialog).queryByLabelText('Billing contact')).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    expect(within(dialog).getByLabelText('Primary contact')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/First name/), 'Casey');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Created');
    await user.type(within(dialog).getByLabelText(/Email/), 'casey@example.com');
    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.type(phone, '6175550199');
    expect(phone).toHaveValue('(617) 555-0199');
    await user.click(within(dialog).getByLabelText('Primary contact'));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/auth/v1/users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/v1/users')[0]!.body).toMatchObject({
      role: 'agent',
      firstName: 'Casey',
      lastName: 'Created',
      email: 'casey@example.com',
      phoneCountry: 'US',
      phone: '(617) 555-0199',
      primaryContact: true,
      billingContact: false,
    });
    expect(await screen.findByText(/We have sent casey@example.com an email/)).toBeInTheDocument();
  });

  it('shows the invalid phone message for a short number', async () => {
    signIn({ scopes: ['role:admin', 'user:view', 'user:manage'] });
    mockApi(baseHandlers([]));
    const { user } = renderApp('/agency/manage/users');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    await user.type(within(dialog).getByLabelText(/^Phone/), '61755');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(USERS_MESSAGES.invalidPhone)).toBeInTheDocument();
  });

  it('words the delete confirmation by role and confirms with "User removed"', async () => {
    signIn({ scopes: ['role:admin', 'user:view', 'user:manage'] });
    const admin = person(3, { role: { key: 'agency-admin', name: 'Agency Admin', isAdmin: true } });
    const api = mockApi({
      ...baseHandlers([person(1), admin]),
      [`DELETE /api/auth/v1/users/${person(1).id}`]: () => ({
        body: { message: USERS_MESSAGES.userRemoved },
      }),
    });
    const { user } = renderApp('/agency/manage/users');
    await user.click(await screen.findByRole('button', { name: 'Delete First3 Last3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete First3 Last3?' });
    expect(within(dialog).getByText(/with access to all accounts/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete First1 Last1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete First1 Last1?' });
    expect(within(dialog).getByText(/accounts assigned to them/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/auth/v1/users/${person(1).id}`)).toHaveLength(1);
  });

  it('hides actions from a user without user:manage', async () => {
    signIn({ scopes: ['role:operator', 'user:view'] });
    mockApi({
      ...baseHandlers([person(1)]),
      'GET /api/auth/v1/me': () => ({
        body: buildMe({ permissions: ['dashboard:view', 'user:view'] }),
      }),
    });
    renderApp('/agency/manage/users');
    expect(await screen.findByText('First1 Last1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete First1/ })).toBeNull();
  });
});

describe('teams screen', () => {
  it("creates a team, shows a name clash and deletes with 'Team removed'", async () => {
    signIn({ scopes: ['role:admin', 'team:view', 'team:manage'] });
    const teams = [
      { id: 'team-1', name: 'Renewals', members: 0, createdAt: '2026-03-01T10:00:00Z' },
    ];
    const api = mockApi({
      ...baseHandlers([]),
      'GET /api/auth/v1/teams/all': () => ({ body: page(teams) }),
      'POST /api/auth/v1/teams': (call: ApiCall) => {
        const name = (call.body as { name: string }).name;
        if (name === 'Renewals')
          return { status: 409, body: { message: USERS_MESSAGES.teamNameTaken } };
        const created = { id: 'team-2', name, members: 0, createdAt: '2026-03-02T10:00:00Z' };
        teams.push(created);
        return { status: 201, body: created };
      },
      'DELETE /api/auth/v1/teams/team-1': () => ({ body: { message: 'Team removed' } }),
    });
    const { user } = renderApp('/agency/manage/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(await within(table).findByText('Renewals')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add team' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a team' });
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByText(USERS_MESSAGES.teamNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Team name/), 'Renewals');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(dialog).findByText(USERS_MESSAGES.teamNameTaken)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Team name/));
    await user.type(within(dialog).getByLabelText(/Team name/), 'Mid-Market');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(await within(table).findByText('Mid-Market')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Renewals' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Renewals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('Team removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/auth/v1/teams/team-1')).toHaveLength(1);
  });

  it('renames a team from its row, and a cancelled dialog keeps no error for the next one', async () => {
    signIn({ scopes: ['role:admin', 'team:view', 'team:manage'] });
    const teams = [
      { id: 'team-1', name: 'Renewals', members: 2, createdAt: '2026-03-01T10:00:00Z' },
    ];
    const api = mockApi({
      ...baseHandlers([]),
      'GET /api/auth/v1/teams/all': () => ({ body: page(teams) }),
      'PUT /api/auth/v1/teams/team-1': (call: ApiCall) => {
        const name = (call.body as { name: string }).name;
        if (name === 'Taken')
          return { status: 409, body: { message: USERS_MESSAGES.teamNameTaken } };
        teams[0] = { ...teams[0]!, name };
        return { body: teams[0] };
      },
    });
    const { user } = renderApp('/agency/manage/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(await within(table).findByText('Renewals')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Renewals' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename Renewals' });
    const name = within(dialog).getByLabelText(/Team name/);
    expect(name).toHaveValue('Renewals');
    await user.clear(name);
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(USERS_MESSAGES.teamNameTaken)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename Renewals' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Renewals' });
    expect(within(dialog).queryByText(USERS_MESSAGES.teamNameTaken)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Team name/));
    await user.type(within(dialog).getByLabelText(/Team name/), 'Retention');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team renamed')).toBeInTheDocument();
    expect(await within(table).findByText('Retention')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/teams')).toHaveLength(0);
    expect(api.callsTo('PUT', '/api/auth/v1/teams/team-1').at(-1)!.body).toEqual({
      name: 'Retention',
    });
  });
});
