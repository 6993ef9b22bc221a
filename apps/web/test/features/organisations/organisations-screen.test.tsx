import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '@cyber/domain';
import {
  buildMe,
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signIn,
  signInProviderAdmin,
  type ApiCall,
} from '../../support/helpers.tsx';

const ORGANISATION_PERMISSIONS = ['organisation:view', 'organisation:manage'];
const providerAdmin = providerAdminMe(ORGANISATION_PERMISSIONS, {
  id: 'me-1',
  role: { id: 'role-sa', name: 'Super Admin' },
});

const org = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  accountType: 'DIGITAL',
  name,
  description: `${name} description`,
  hostname: null,
  contactFirstName: null,
  contactLastName: null,
  contactEmail: null,
  contactPhone: null,
  status: 'ACTIVE',
  users: 0,
  members: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const page = onePage;

const DA_ID = '00000000-0000-4000-8000-0000000000d1';
const CLUSTER_ID = '00000000-0000-4000-8000-0000000000c1';
const HARBOR_ID = '00000000-0000-4000-8000-0000000000a1';
const AGENT_ID = '00000000-0000-4000-8000-0000000000e1';

const baseHandlers = (me = providerAdmin) => shellHandlers(me);

const signInProvider = () => signInProviderAdmin(ORGANISATION_PERMISSIONS);

describe('organisations screen — aggregators', () => {
  it('creates an aggregator: name and description required, live hostname check, server error shown', async () => {
    signInProvider();
    const daList = [org(DA_ID, 'QuoteStream Digital', { hostname: 'quotes.example.com' })];
    let failNext = true;
    const api = mockApi({
      ...baseHandlers(),
      'GET /api/account/v1/da/search': () => ({ body: page(daList) }),
      'GET /api/account/v1/organisations/hostname/check': (call: ApiCall) => {
        void call;
        return { body: { hostname: 'x', valid: true, available: true, message: null } };
      },
      'POST /api/auth/v1/da': (call: ApiCall) => {
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: 'boom' } };
        }
        const body = call.body as Record<string, string>;
        const created = org('00000000-0000-4000-8000-0000000000d2', body.name!, body);
        daList.push(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/admin/organisations');
    const table = await screen.findByRole('table', { name: 'Aggregators' });
    expect(await within(table).findByText('QuoteStream Digital')).toBeInTheDocument();
    expect(within(table).getByText('quotes.example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add aggregator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New aggregator' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORGANISATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ORGANISATION_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/da')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Broker Direct');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Online channel');
    await user.type(within(dialog).getByLabelText('Hostname'), 'Direct.Example.com');
    expect(await within(dialog).findByText('Available')).toBeInTheDocument();
    // One check after the 500 ms pause, not one per keystroke.
    expect(api.callsTo('GET', '/api/account/v1/organisations/hostname/check')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ORGANISATION_MESSAGES.saveFailed,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/auth/v1/da').at(-1)?.body).toMatchObject({
      name: 'Broker Direct',
      description: 'Online channel',
      hostname: 'direct.example.com',
    });
    expect(await within(table).findByText('Broker Direct')).toBeInTheDocument();
  });

  it('holds the save while the hostname is taken, showing the server message', async () => {
    signInProvider();
    const api = mockApi({
      ...baseHandlers(),
      'GET /api/account/v1/da/search': () => ({ body: page([]) }),
      'GET /api/account/v1/organisations/hostname/check': () => ({
        body: {
          hostname: 'taken.example.com',
          valid: true,
          available: false,
          message: ORGANISATION_MESSAGES.hostnameTaken,
        },
      }),
    });
    const { user } = renderApp('/admin/organisations?tab=da');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add aggregator' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Clash');
    await user.type(within(dialog).getByLabelText(/^Description/), 'd');
    await user.type(within(dialog).getByLabelText('Hostname'), 'taken.example.com');
    expect(
      await within(dialog).findByText(ORGANISATION_MESSAGES.hostnameTaken),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/auth/v1/da')).toHaveLength(0);
  });

  it('asks with the aggregator wording before deleting and shows a refusal', async () => {
    signInProvider();
    const api = mockApi({
      ...baseHandlers(),
      'GET /api/account/v1/da/search': () => ({ body: page([org(DA_ID, 'QuoteStream Digital')]) }),
      [`DELETE /api/auth/v1/da/${DA_ID}`]: () => ({
        status: 409,
        body: { message: ORGANISATION_MESSAGES.hasUsers },
      }),
    });
    const { user } = renderApp('/admin/organisations');
    await user.click(await screen.findByRole('button', { name: 'Delete QuoteStream Digital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QuoteStream Digital?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the aggregator QuoteStream Digital?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(ORGANISATION_MESSAGES.hasUsers)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/auth/v1/da/${DA_ID}`)).toHaveLength(1);
  });
});

describe('organisations screen — agencies in groups', () => {
  it('a cluster needs an agency; adding and removing call the API', async () => {
    signInProvider();
    const members: unknown[] = [];
    const api = mockApi({
      ...baseHandlers(),
      'GET /api/account/v1/da/search': () => ({ body: page([]) }),
      'GET /api/account/v1/cluster/search': () => ({
        body: page([org(CLUSTER_ID, 'Great Lakes Agency Cluster', { accountType: 'CLUSTER' })]),
      }),
      'GET /api/account/v1/cluster/agencies': () => ({ body: page(members) }),
      'GET /api/account/v1/organisations/agencies': () => ({
        body: page([{ id: HARBOR_ID, name: 'Harbor Risk Partners', locationAlias: 'Boston' }]),
      }),
      'POST /api/account/v1/cluster/add/agency': () => {
        members.push({
          agencyId: HARBOR_ID,
          agencyName: 'Harbor Risk Partners',
          locationAlias: 'Boston',
          agentUserId: null,
          agentName: null,
          agentEmail: null,
          addedAt: '2026-03-02T10:00:00.000Z',
        });
        return { status: 201, body: { ok: true } };
      },
      [`PUT /api/account/v1/cluster/remove/agency/${HARBOR_ID}`]: () => {
        members.pop();
        return { body: { ok: true } };
      },
    });
    const { user } = renderApp('/admin/organisations');
    await user.click(await screen.findByRole('tab', { name: 'Clusters' }));
    await user.click(
      await screen.findByRole('button', { name: 'Agencies Great Lakes Agency Cluster' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Agencies in Great Lakes Agency Cluster',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Agency must be selected.');

    await user.click(within(dialog).getByLabelText('Agency'));
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners (Boston)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(
      await within(dialog).findByRole('link', { name: 'Harbor Risk Partners (Boston)' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/cluster/add/agency')[0]?.body).toEqual({
      groupId: CLUSTER_ID,
      agencyId: HARBOR_ID,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Harbor Risk Partners' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/account/v1/cluster/remove/agency/${HARBOR_ID}`)).toHaveLength(
        1,
      ),
    );
    expect(await within(dialog).findByText('No Data')).toBeInTheDocument();
  });

  it('an aggregator needs the agency’s agent', async () => {
    signInProvider();
    const api = mockApi({
      ...baseHandlers(),
      'GET /api/account/v1/da/search': () => ({ body: page([org(DA_ID, 'QuoteStream Digital')]) }),
      'GET /api/account/v1/da/agencies': () => ({ body: page([]) }),
      'GET /api/account/v1/organisations/agencies': () => ({
        body: page([{ id: HARBOR_ID, name: 'Harbor Risk Partners', locationAlias: null }]),
      }),
      [`GET /api/account/v1/organisations/agencies/${HARBOR_ID}/agents`]: () => ({
        body: { content: [{ id: AGENT_ID, name: 'Avery Agent', email: 'agent@example.com' }] },
      }),
      'POST /api/account/v1/da/add/agency': () => ({ status: 201, body: { ok: true } }),
    });
    const { user } = renderApp('/admin/organisations');
    await user.click(await screen.findByRole('button', { name: 'Agencies QuoteStream Digital' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Agency'));
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      ORGANISATION_MESSAGES.agentRequired,
    );
    expect(api.callsTo('POST', '/api/account/v1/da/add/agency')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Agent'));
    await user.click(await screen.findByRole('option', { name: /Avery Agent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/account/v1/da/add/agency')[0]?.body).toEqual({
        groupId: DA_ID,
        agencyId: HARBOR_ID,
        agentUserId: AGENT_ID,
      }),
    );
  });

  it('a cluster user sees the agencies of its own cluster, without the add form', async () => {
    const clusterAdmin = buildMe({
      email: 'cluster@example.com',
      account: {
        id: CLUSTER_ID,
        name: 'Great Lakes Agency Cluster',
        accountType: 'CLUSTER',
        region: 'US',
        enforceMfa: false,
        uwEnabled: false,
        npn: null,
        locationAlias: null,
      },
      subscriberType: 'CLUSTER',
      scopes: ['role:admin'],
      permissions: ['dashboard:view', 'agency:view'],
    });
    signIn({
      accountId: CLUSTER_ID,
      accountType: 'CLUSTER',
      subscriberType: 'CLUSTER',
      scopes: ['role:admin', 'agency:view'],
    });
    const api = mockApi({
      ...baseHandlers(clusterAdmin),
      'GET /api/account/v1/cluster/agencies': () => ({
        body: page([
          {
            agencyId: HARBOR_ID,
            agencyName: 'Harbor Risk Partners',
            locationAlias: null,
            agentUserId: null,
            agentName: null,
            agentEmail: null,
            addedAt: '2026-03-02T10:00:00.000Z',
          },
        ]),
      }),
    });
    renderApp('/cluster/organisations');
    // The agency links to its page (profile, payments, agreement, its accounts).
    expect(await screen.findByRole('link', { name: 'Harbor Risk Partners' })).toHaveAttribute(
      'href',
      `/cluster/agencies/${HARBOR_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Add agency' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account/v1/cluster/search')).toHaveLength(0);
    expect(api.calls.some((c) => c.path === '/api/account/v1/cluster/agencies')).toBe(true);
  });
});
