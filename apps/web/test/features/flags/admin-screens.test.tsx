import type { AdminFlag, OutboundMessage } from '@cyber/domain';
import { FLAG_MESSAGES } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const adminMe = buildMe({
  firstName: 'Alex',
  lastName: 'Morgan',
  fullName: 'Alex Morgan',
  email: 'admin@example.com',
  account: {
    id: 'provider-1',
    name: 'Provider',
    accountType: 'COWBELL',
    region: 'US',
    enforceMfa: false,
    uwEnabled: true,
    npn: null,
    locationAlias: null,
  },
  subscriberType: 'COWBELL',
  permissions: ['dashboard:view', 'flag:manage', 'mailbox:view'],
});

const signInAdmin = () =>
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: ['dashboard:view', 'flag:manage', 'mailbox:view', 'role:admin'],
  });

const flag = (overrides: Partial<AdminFlag>): AdminFlag => ({
  key: 'boost-v5',
  description: 'Boost V5 coverages',
  enabled: false,
  isPublic: false,
  hasSettings: false,
  payload: null,
  overrideCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const FLAGS = [
  flag({ key: 'boost-v5' }),
  flag({
    key: 'incident-banner',
    description: 'Show the incident banner',
    isPublic: true,
    hasSettings: true,
  }),
  flag({ key: 'maintenance-mode', description: 'Maintenance mode (all regions)', isPublic: true }),
];

function adminApi(
  extra: Record<string, (call: ApiCall) => { status?: number; body?: unknown }> = {},
) {
  const state = { flags: FLAGS.map((f) => ({ ...f })) };
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: adminMe }),
    'GET /api/admin/v1/flags': () => ({ body: { content: state.flags } }),
    'PUT /api/admin/v1/flags/boost-v5': (call) => {
      const body = call.body as { enabled: boolean };
      state.flags[0] = { ...state.flags[0]!, enabled: body.enabled };
      return { body: state.flags[0] };
    },
    'PUT /api/admin/v1/flags/incident-banner': (call) => {
      const body = call.body as { enabled: boolean; payload?: Record<string, unknown> };
      state.flags[1] = {
        ...state.flags[1]!,
        enabled: body.enabled,
        payload: body.payload ?? state.flags[1]!.payload,
      };
      return { body: state.flags[1] };
    },
    'GET /api/admin/v1/flags/boost-v5/overrides': () => ({
      body: {
        content: [
          {
            userId: 'u-agent',
            email: 'agent@example.com',
            fullName: 'Avery Agent',
            accountName: 'Harbor',
            accountType: 'AGENCY',
            enabled: true,
          },
        ],
        totalElements: 1,
        totalPages: 1,
        page: 0,
        size: 10,
      },
    }),
    ...extra,
  });
  return api;
}

describe('feature flags screen', () => {
  it('lists the flags and turns one on', async () => {
    signInAdmin();
    const api = adminApi();
    const { user } = renderApp('/admin/manage/flags');
    const list = await screen.findByRole('list', { name: 'Flags' });
    expect(await within(list).findByText('Boost V5 coverages')).toBeInTheDocument();
    expect(within(list).getAllByText('Public')).toHaveLength(2);

    await user.click(within(list).getByRole('switch', { name: 'Turn boost-v5 on or off' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/v1/flags/boost-v5')[0]?.body).toEqual({
        enabled: true,
      }),
    );
    expect(await screen.findByText('boost-v5 is now on.')).toBeInTheDocument();
  });

  it('validates the incident settings, then saves and shows the banner', async () => {
    signInAdmin();
    const api = adminApi();
    const { user } = renderApp('/admin/manage/flags');
    const form = await screen.findByRole('form', { name: 'Incident banner' });
    await user.click(within(form).getByRole('button', { name: 'Save and show banner' }));
    expect(
      await within(form).findByText(FLAG_MESSAGES.incidentMessageRequired),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/v1/flags/incident-banner')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Message/), 'Quotes are delayed.');
    await user.type(within(form).getByLabelText(/^Status page/), 'http://status.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save and show banner' }));
    expect(await within(form).findByText(FLAG_MESSAGES.statusUrlInvalid)).toBeInTheDocument();

    const url = within(form).getByLabelText(/^Status page/);
    await user.clear(url);
    await user.type(url, 'https://status.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save and show banner' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/v1/flags/incident-banner')[0]?.body).toEqual({
        enabled: true,
        payload: { message: 'Quotes are delayed.', statusUrl: 'https://status.example.com' },
      }),
    );
    expect(await within(form).findByRole('button', { name: 'Hide banner' })).toBeInTheDocument();
  });

  it('shows the users who override a flag and removes an override', async () => {
    signInAdmin();
    const api = adminApi({
      'DELETE /api/admin/v1/flags/boost-v5/overrides/u-agent': () => ({ status: 204 }),
    });
    const { user } = renderApp('/admin/manage/flags');
    const table = await screen.findByRole('table', { name: 'Per-user overrides' });
    expect(await within(table).findByText('agent@example.com')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Remove the override of agent@example.com' }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/admin/v1/flags/boost-v5/overrides/u-agent')).toHaveLength(
        1,
      ),
    );
  });

  it('finds a user by e-mail and sets an override', async () => {
    signInAdmin();
    const api = adminApi({
      'GET /api/admin/v1/flags/users': () => ({
        body: {
          content: [
            {
              id: 'u-broker',
              email: 'broker@example.com',
              fullName: 'Blake Broker',
              accountName: 'Thames',
              accountType: 'AGENCY',
            },
          ],
        },
      }),
      'PUT /api/admin/v1/flags/boost-v5/overrides/u-broker': () => ({
        body: {
          userId: 'u-broker',
          email: 'broker@example.com',
          fullName: 'Blake Broker',
          accountName: 'Thames',
          accountType: 'AGENCY',
          enabled: false,
        },
      }),
    });
    const { user } = renderApp('/admin/manage/flags');
    await user.type(await screen.findByLabelText('Find a user by e-mail'), 'broker');
    await user.click(await screen.findByRole('option', { name: /broker@example.com/ }));
    await user.click(screen.getByLabelText('Value'));
    await user.click(await screen.findByRole('option', { name: 'off' }));
    await user.click(screen.getByRole('button', { name: 'Set override' }));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/admin/v1/flags/boost-v5/overrides/u-broker')[0]?.body,
      ).toEqual({ enabled: false }),
    );
    expect(await screen.findByText('Override saved for broker@example.com.')).toBeInTheDocument();
  });

  it('tells other users they may not manage flags, without calling the admin API', async () => {
    signIn();
    const api = mockApi({ 'GET /api/auth/v1/me': () => ({ body: buildMe() }) });
    renderApp('/agency/manage/flags');
    expect(
      await screen.findByText('Only provider administrators can manage feature flags.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/v1/flags')).toHaveLength(0);
  });
});

const message = (overrides: Partial<OutboundMessage>): OutboundMessage => ({
  id: 'm1',
  channel: 'EMAIL',
  recipient: 'agent@example.com',
  subject: 'Reset your password',
  text: 'Reset it here: https://app.example.com/reset-password/abc',
  html: '<p>Reset it <a href="https://app.example.com/reset-password/abc">here</a></p><script>alert(1)</script>',
  template: 'password-reset',
  status: 'DELIVERED_DEV',
  createdAt: '2026-03-02T15:04:00.000Z',
  sentAt: '2026-03-02T15:04:01.000Z',
  ...overrides,
});

describe('dev mailbox screen', () => {
  it('lists messages, searches, and shows one safely with its links', async () => {
    signInAdmin();
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: adminMe }),
      'GET /api/admin/v1/mailbox': () => ({
        body: {
          content: [
            message({}),
            message({
              id: 'm2',
              channel: 'SMS',
              subject: null,
              html: null,
              text: 'Your code is 123456',
              template: 'mfa-code',
              recipient: '+15555550100',
            }),
          ],
          totalElements: 2,
          totalPages: 1,
          page: 0,
          size: 25,
        },
      }),
    });
    const { user } = renderApp('/admin/manage/mailbox');
    const table = await screen.findByRole('table', { name: 'Dev mailbox' });
    expect(await within(table).findByText('Reset your password')).toBeInTheDocument();
    expect(within(table).getByText('mfa-code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search recipient, subject or text'), 'reset');
    await waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([input]) =>
          String(input).includes('/api/admin/v1/mailbox?page=0&size=25&search=reset'),
        ),
      ).toBe(true),
    );

    await user.click(within(table).getByText('Reset your password'));
    const frame = await screen.findByTitle('Message as HTML');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('reset-password/abc');
    expect(
      screen.getByRole('link', { name: 'https://app.example.com/reset-password/abc' }),
    ).toHaveAttribute('target', '_blank');

    await user.click(within(table).getByText('mfa-code'));
    expect(await screen.findByTestId('message-text')).toHaveTextContent('Your code is 123456');
  });
});
