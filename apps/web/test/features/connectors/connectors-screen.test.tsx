import { CONNECTOR_CATALOGUE, CONNECTOR_MESSAGES, connectorView } from '@cyber/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, shellHandlers, signIn } from '../../support/helpers.tsx';

const ACCOUNT = 'acct-1';
const me = buildMe({
  email: 'customer@example.com',
  role: { id: 'r', name: 'Account Admin' },
  account: {
    id: ACCOUNT,
    name: 'Acme Dental Group',
    accountType: 'CUSTOMER',
    region: 'US',
    enforceMfa: false,
    uwEnabled: false,
    npn: null,
    locationAlias: null,
  },
  subscriberType: 'CUSTOMER',
  scopes: ['role:admin'],
  permissions: ['dashboard:view', 'account:view', 'connector:manage'],
});

const connection = {
  id: '11111111-1111-4111-8111-111111111111',
  connectorId: '11111111-1111-4111-8111-111111111111',
  connectorType: 'MICROSOFT',
  connectorName: 'Microsoft 365',
  category: 'EMAIL_IDENTITY',
  connectorStatus: 'SUCCESS',
  provider: 'simulated',
  organizationId: ACCOUNT,
  metadata: { azureTenantId: 'tenant-1' },
  credentialHint: null,
  lastError: null,
  lastSyncedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-02-01T10:00:00.000Z',
  latestScore: 81,
};

function handlers() {
  return {
    ...shellHandlers(me),
    'GET /api/auth/v1/permissions/map': () => ({
      body: { dashboard: ['view'], account: ['view'], connector: ['manage'] },
    }),
    'GET /api/connector/v1/connectors/all': () => ({
      body: CONNECTOR_CATALOGUE.map(connectorView),
    }),
    'GET /api/connector/v1/connections': () => ({ body: [connection] }),
    'GET /api/connector/v1/agreements': () => ({ body: [] }),
    'GET /api/connector/v1/getScoresHistory': () => ({ body: { days: 30, points: [] } }),
    'GET /api/connector/v1/getShortlistActions': () => ({
      body: [
        {
          id: 'MICROSOFT-insiderThreat',
          connectorType: 'MICROSOFT',
          connectionId: connection.id,
          title: 'Enforce multi-factor authentication for every user',
          factor: 'insiderThreat',
          priority: 'HIGH',
          points: 12,
        },
      ],
    }),
    [`GET /api/account/v1/accounts/${ACCOUNT}`]: () => ({ body: { id: ACCOUNT, cbid: 'CB123' } }),
    'POST /api/connector/v1/agreements': () => ({ body: { message: 'ok' } }),
  };
}

describe('ConnectorsScreen', () => {
  it('lists connections and actions, and opens the addendum before the token form', async () => {
    signIn({ accountId: ACCOUNT, accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    const api = mockApi(handlers());
    const { user } = renderApp('/customer/connectors');
    const table = await screen.findByRole('table', { name: 'Your connections' });
    expect(await within(table).findByText('Microsoft 365')).toBeInTheDocument();
    expect(within(table).getByText('Connected')).toBeInTheDocument();
    expect(within(table).getByText('81')).toBeInTheDocument();
    expect(
      screen.getByText('Enforce multi-factor authentication for every user'),
    ).toBeInTheDocument();
    expect(screen.getByText('Scores appear here once a tool is connected.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Connect Sophos Central' }));
    const addendum = screen.getByRole('dialog', { name: 'Privacy addendum' });
    await user.click(within(addendum).getByRole('checkbox'));
    await user.click(within(addendum).getByRole('button', { name: 'Accept' }));
    const form = await screen.findByRole('dialog', { name: 'Connect Sophos Central' });
    expect(api.callsTo('POST', '/api/connector/v1/agreements')[0]?.body).toEqual({
      connectorType: 'SOPHOS',
      agreement: true,
    });
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(CONNECTOR_MESSAGES.tokenRequired)).toBeInTheDocument();
  });
});
