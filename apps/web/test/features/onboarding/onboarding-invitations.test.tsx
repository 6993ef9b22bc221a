import type { Invitation } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const agencyAdmin = buildMe({
  email: 'agencyadmin@example.com',
  role: { id: 'role-aa', name: 'Agency Admin' },
  scopes: ['role:admin', 'user:manage'],
  permissions: ['dashboard:view', 'user:manage'],
});

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'inv-1',
  email: 'pending@example.com',
  firstName: 'Pat',
  lastName: 'Pending',
  tokenType: 'EXISTING_ACCOUNT',
  accountType: 'AGENCY',
  organisationId: 'account-1',
  organisationName: 'Summit Insurance Agency',
  roleKey: 'agent',
  roleName: 'Agent',
  status: 'PENDING',
  invitedBy: 'Dana Whitfield',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-15T10:00:00.000Z',
  acceptedAt: null,
  ...overrides,
});

const page = (content: Invitation[]) => ({
  body: { content, totalElements: content.length, totalPages: 1, page: 0, size: 25 },
});

describe('invitations screen', () => {
  it('lists invitations and invites a person into the agency with a role', async () => {
    signIn({ scopes: ['role:admin', 'user:manage'] });
    const rows = [
      invitation(),
      invitation({ id: 'inv-2', email: 'done@example.com', status: 'ACCEPTED' }),
    ];
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
      'GET /api/auth/v1/invitations': () => page(rows),
      'POST /api/auth/v1/invitations': (call: ApiCall) => {
        const body = call.body as { email: string };
        rows.unshift(invitation({ id: 'inv-3', email: body.email }));
        return { status: 201, body: rows[0] };
      },
    });
    const { user } = renderApp('/agency/manage/invitations');
    const table = await screen.findByRole('table', { name: 'Invitations' });
    expect(await within(table).findByText('pending@example.com')).toBeInTheDocument();
    expect(within(table).getByTestId('invitation-status-pending@example.com')).toHaveTextContent(
      'Pending',
    );
    // Only pending or expired invitations can be resent or revoked.
    expect(within(table).getByRole('button', { name: 'Resend pending@example.com' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Resend done@example.com' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    // An agency admin invites into their own agency only: no new-organisation choice.
    expect(within(dialog).queryByText(/Open a new organization/)).not.toBeInTheDocument();
    const role = within(dialog).getByLabelText(/^Role/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['agency-admin', 'agent']);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeVisible();
    expect(await within(dialog).findByText('First name is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/^Email/), 'new.one@example.com');
    await user.type(within(dialog).getByLabelText(/^First name/), 'New');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'One');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.one@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/invitations')[0]!.body).toEqual({
      email: 'new.one@example.com',
      firstName: 'New',
      lastName: 'One',
      kind: 'EXISTING_ACCOUNT',
      roleKey: 'agent',
    });
    expect(await within(table).findByText('new.one@example.com')).toBeInTheDocument();
  });

  it('revokes after confirmation', async () => {
    signIn({ scopes: ['role:admin', 'user:manage'] });
    let rows = [invitation()];
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
      'GET /api/auth/v1/invitations': () => page(rows),
      'POST /api/auth/v1/invitations/inv-1/revoke': () => {
        rows = [invitation({ status: 'REVOKED' })];
        return { body: rows[0] };
      },
    });
    const { user } = renderApp('/agency/manage/invitations');
    const table = await screen.findByRole('table', { name: 'Invitations' });
    await user.click(
      await within(table).findByRole('button', { name: 'Revoke pending@example.com' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(within(table).getByTestId('invitation-status-pending@example.com')).toHaveTextContent(
        'Revoked',
      ),
    );
    expect(api.callsTo('POST', '/api/auth/v1/invitations/inv-1/revoke')).toHaveLength(1);
  });

  it('a provider admin arriving from the organisations screen invites into that organisation', async () => {
    signIn({
      accountType: 'COWBELL',
      subscriberType: 'COWBELL',
      scopes: ['role:admin', 'user:manage'],
    });
    const providerAdmin = buildMe({
      email: 'admin@example.com',
      role: { id: 'role-sa', name: 'Super Admin' },
      account: {
        id: 'provider-1',
        name: 'Bellwether Cyber',
        accountType: 'COWBELL',
        region: 'US',
        enforceMfa: false,
        uwEnabled: true,
      },
      subscriberType: 'COWBELL',
      scopes: ['role:admin', 'user:manage'],
      permissions: ['dashboard:view', 'user:manage'],
    });
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: providerAdmin }),
      'GET /api/auth/v1/invitations': () => page([]),
      'GET /api/auth/v1/teams/search': () => ({ body: [] }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      'POST /api/auth/v1/invitations': () => ({ status: 201, body: invitation() }),
    });
    const { user } = renderApp(
      '/admin/manage/invitations?organisationId=cluster-9&organisationName=Great%20Lakes&accountType=CLUSTER',
    );
    // The dialog opens by itself, for the cluster, with the cluster's roles only.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/Open a new organization/)).not.toBeInTheDocument();
    const role = within(dialog).getByLabelText(/^Role/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['cluster-admin']);
    await user.type(within(dialog).getByLabelText(/^Email/), 'lead@greatlakes.example');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Lakes');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/v1/invitations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/v1/invitations')[0]!.body).toMatchObject({
      email: 'lead@greatlakes.example',
      kind: 'EXISTING_ACCOUNT',
      roleKey: 'cluster-admin',
      organisationId: 'cluster-9',
    });
  });

  it('a failed revoke closes the question and says why', async () => {
    signIn({ scopes: ['role:admin', 'user:manage'] });
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
      'GET /api/auth/v1/invitations': () => page([invitation()]),
      'POST /api/auth/v1/invitations/inv-1/revoke': () => ({
        status: 409,
        body: { message: 'This invitation has already been accepted.' },
      }),
    });
    const { user } = renderApp('/agency/manage/invitations');
    const table = await screen.findByRole('table', { name: 'Invitations' });
    await user.click(
      await within(table).findByRole('button', { name: 'Revoke pending@example.com' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(
      within(confirm).getByText(/The link sent to pending@example.com will stop working/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('This invitation has already been accepted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/auth/v1/invitations/inv-1/revoke')).toHaveLength(1);
  });
});
