import {
  LICENSE_MESSAGES,
  type AgencyLicense,
  type AgentLicense,
  type SurplusLicense,
} from '@cyber/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 25,
});

const STATES = page([
  { id: 's-la', stateName: 'Louisiana', stateNameAbbrv: 'LA', timeZone: 'America/Chicago' },
  { id: 's-ny', stateName: 'New York', stateNameAbbrv: 'NY', timeZone: 'America/New_York' },
  { id: 's-tx', stateName: 'Texas', stateNameAbbrv: 'TX', timeZone: 'America/Chicago' },
]);

const AGENCY_ADMIN = ['dashboard:view', 'agency:view', 'agency:manage'];
const AGENT = ['dashboard:view', 'agency:view'];

function agencyUser(permissions: string[], admin = false) {
  signIn({ scopes: admin ? [...permissions, 'role:admin'] : permissions });
  return {
    'GET /api/auth/v1/me': () => ({ body: buildMe({ permissions }) }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    'GET /api/account/v1/states/search': () => ({ body: STATES }),
  };
}

function providerAdmin() {
  const permissions = ['dashboard:view', 'agency:view', 'agency:manage'];
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: [...permissions, 'role:admin'],
  });
  const me = buildMe({
    permissions,
    subscriberType: 'COWBELL',
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
  });
  return {
    'GET /api/auth/v1/me': () => ({ body: me }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    'GET /api/account/v1/states/search': () => ({ body: STATES }),
    'GET /api/auth/v1/users/organisations': () => ({
      body: page([
        {
          id: '5b0c7a52-6a43-4d3c-9a55-3c2a1b0e9f11',
          name: 'Harbor Risk Partners',
          accountType: 'AGENCY',
          locationAlias: null,
        },
      ]),
    }),
  };
}

const AGENCY_ID = '5b0c7a52-6a43-4d3c-9a55-3c2a1b0e9f11';
const AGENT_ID = '7d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** What every kind of licence row carries: its agency and its timestamps. */
const OWNED = {
  agencyId: AGENCY_ID,
  agencyName: 'Harbor Risk Partners',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const license = (over: Partial<AgencyLicense> = {}): AgencyLicense => ({
  ...OWNED,
  id: '0f2c1d8e-7b6a-4c5d-8e9f-0a1b2c3d4e5f',
  npn: null,
  number: 'NY 1',
  state: 'NY',
  expirationDate: '2099-12-31',
  activeResidentState: false,
  ...over,
});

const agentLicense = (over: Partial<AgentLicense> = {}): AgentLicense => ({
  ...OWNED,
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  agentId: AGENT_ID,
  agentEmail: 'jordan@example.com',
  agentFirstName: 'Jordan',
  agentLastName: 'Reyes',
  agentPhone: null,
  npn: '1234',
  number: 'VT 7',
  state: 'VT',
  expirationDate: '2099-12-31',
  ...over,
});

const surplusLicense = (over: Partial<SurplusLicense> = {}): SurplusLicense => ({
  ...OWNED,
  id: '3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d',
  brokerFirstName: 'Ana',
  brokerLastName: 'Lopez',
  brokerEmail: 'ana@example.com',
  surplusLicenseNumber: 'SL1',
  surplusLinesState: 'TX',
  signatureOnFile: false,
  ...over,
});

async function pickState(user: ReturnType<typeof renderApp>['user'], name: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('Licenses screen', () => {
  it('agency admin: validates with the spec messages, then adds an agency licence', async () => {
    const rows = [license()];
    const api = mockApi({
      ...agencyUser(AGENCY_ADMIN),
      'GET /api/agency/v1/license/search/': () => ({ body: page(rows) }),
      'POST /api/agency/v1/license': (call: ApiCall) => {
        rows.push(license({ id: '1f2c1d8e-7b6a-4c5d-8e9f-0a1b2c3d4e5f', number: 'TX 9' }));
        return { status: 201, body: { message: 'License created', license: call.body } };
      },
    });
    const { user } = renderApp('/agency/manage/licenses');
    expect(await screen.findByText('NY 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Agency License' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/License Number/), 'TX-9');
    fireEvent.change(within(dialog).getByLabelText(/Expiration Date/), {
      target: { value: '2020-01-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(LICENSE_MESSAGES.onlyAlphanumeric)).toBeInTheDocument();
    expect(within(dialog).getByText(LICENSE_MESSAGES.expirationPast)).toBeInTheDocument();
    expect(within(dialog).getByText(LICENSE_MESSAGES.stateRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/agency/v1/license')).toHaveLength(0);

    const number = within(dialog).getByLabelText(/License Number/);
    await user.clear(number);
    await user.type(number, 'TX 9');
    fireEvent.change(within(dialog).getByLabelText(/Expiration Date/), {
      target: { value: '2099-06-30' },
    });
    await pickState(user, 'Texas');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/agency/v1/license')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/agency/v1/license')[0]!.body).toMatchObject({
      number: 'TX 9',
      state: 'TX',
      expirationDate: '2099-06-30',
      activeResidentState: false,
    });
    expect(await screen.findByText('License created')).toBeInTheDocument();
    expect(await screen.findByText('TX 9')).toBeInTheDocument();
  });

  it('shows the spec failure messages for a failed edit and an unavailable add', async () => {
    mockApi({
      ...agencyUser(AGENCY_ADMIN),
      'GET /api/agency/v1/license/search/': () => ({ body: page([license()]) }),
      'PUT /api/agency/v1/license': () => ({ status: 500, body: { message: 'boom' } }),
      'POST /api/agency/v1/license': () => ({ status: 503, body: { message: 'down' } }),
    });
    const { user } = renderApp('/agency/manage/licenses');
    await user.click(await screen.findByRole('button', { name: 'Edit NY NY 1' }));
    let dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LICENSE_MESSAGES.editFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Agency License' }));
    dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/License Number/), 'NY 2');
    fireEvent.change(within(dialog).getByLabelText(/Expiration Date/), {
      target: { value: '2099-06-30' },
    });
    await pickState(user, 'New York');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'Not able to add license at this time.Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('agents only read: no add, edit or delete', async () => {
    mockApi({
      ...agencyUser(AGENT),
      'GET /api/agency/v1/license/search/': () => ({ body: page([license()]) }),
    });
    renderApp('/agency/manage/licenses');
    expect(await screen.findByText('NY 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Agency License' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('surplus: agency admins never see signature on file; broker names are letters only', async () => {
    const api = mockApi({
      ...agencyUser(AGENCY_ADMIN),
      'GET /api/account/v1/agency/surplus/search': () => ({ body: page([]) }),
    });
    const { user } = renderApp('/agency/manage/licenses?tab=surplus');
    await user.click(await screen.findByRole('button', { name: 'Add Surplus License' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: /Agency/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Broker First Name/), 'Ana1');
    await user.type(within(dialog).getByLabelText(/Broker Email/), 'nope');
    await pickState(user, 'Louisiana');
    expect(within(dialog).queryByLabelText('Signature on file')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        (text) => text === 'Only alphabets are allowed for this field',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid Email Address')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account/v1/agency/cowbell/surplus/search')).toHaveLength(0);
  });

  it('surplus: provider admins search every agency, pick the agency, and tick signature for LA only', async () => {
    const api = mockApi({
      ...providerAdmin(),
      'GET /api/account/v1/agency/cowbell/surplus/search': () => ({ body: page([]) }),
      'POST /api/account/v1/agency/surplus': (call: ApiCall) => ({
        status: 201,
        body: { message: 'Surplus License added succesfully!', license: call.body },
      }),
    });
    const { user } = renderApp('/admin/manage/licenses?tab=surplus');
    await user.click(await screen.findByRole('button', { name: 'Add Surplus License' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Agency/ }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    await user.type(within(dialog).getByLabelText(/Broker First Name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Broker Last Name/), 'Lopez');
    await user.type(within(dialog).getByLabelText(/Broker Email/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/Surplus License Number/), 'SL1');
    await pickState(user, 'Texas');
    expect(within(dialog).queryByLabelText('Signature on file')).not.toBeInTheDocument();
    await pickState(user, 'Louisiana');
    await user.click(within(dialog).getByLabelText('Signature on file'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/account/v1/agency/surplus')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/account/v1/agency/surplus')[0]!.body).toMatchObject({
      agencyId: '5b0c7a52-6a43-4d3c-9a55-3c2a1b0e9f11',
      surplusLinesState: 'LA',
      signatureOnFile: true,
    });
    expect(await screen.findByText('Surplus License added succesfully!')).toBeInTheDocument();
    expect(
      api.callsTo('GET', '/api/account/v1/agency/cowbell/surplus/search').length,
    ).toBeGreaterThan(0);
  });

  it("agent licences: the agent is required and picked from the agency's users", async () => {
    const api = mockApi({
      ...agencyUser(AGENCY_ADMIN),
      'GET /api/agency/v1/agent/license/search/': () => ({ body: page([agentLicense()]) }),
      'GET /api/agency/v1/agent/license/agents': () => ({
        body: [
          { id: AGENT_ID, email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Reyes' },
        ],
      }),
      'POST /api/agency/v1/agent/license': (call: ApiCall) => ({
        status: 201,
        body: { message: 'License created', license: call.body },
      }),
    });
    const { user } = renderApp('/agency/manage/licenses?tab=agent');
    expect(await screen.findByText('Jordan Reyes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Agent License' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Agent License' });
    expect(within(dialog).queryByRole('combobox', { name: /Agency/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/License Number/), 'VT 8');
    fireEvent.change(within(dialog).getByLabelText(/Expiration Date/), {
      target: { value: '2099-06-30' },
    });
    await pickState(user, 'Texas');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(LICENSE_MESSAGES.agentRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/agency/v1/agent/license')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Agent/ }));
    await user.click(await screen.findByRole('option', { name: /jordan@example.com/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/agency/v1/agent/license')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/agency/v1/agent/license')[0]!.body).toMatchObject({
      agentId: AGENT_ID,
      number: 'VT 8',
      state: 'TX',
      expirationDate: '2099-06-30',
    });
    expect(await screen.findByText('License created')).toBeInTheDocument();
  });

  it('provider staff: the agency is picked on add only, except that a surplus licence may move', async () => {
    const api = mockApi({
      ...providerAdmin(),
      'GET /api/agency/v1/license/search/': () => ({ body: page([license()]) }),
      'GET /api/account/v1/agency/cowbell/surplus/search': () => ({
        body: page([surplusLicense()]),
      }),
      'PUT /api/account/v1/agency/surplus/3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d': (
        call: ApiCall,
      ) => ({
        body: { message: 'Surplus License updated succesfully!', license: call.body },
      }),
    });
    const { user } = renderApp('/admin/manage/licenses');
    expect(await screen.findByText('NY 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit NY NY 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Agency License' });
    expect(within(dialog).queryByRole('combobox', { name: /Agency/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Surplus Licenses' }));
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Ana Lopez (TX)' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Surplus License' });
    expect(within(dialog).getByRole('combobox', { name: /Agency/ })).toHaveValue(
      'Harbor Risk Partners',
    );
    expect(within(dialog).getByLabelText(/Broker First Name/)).toHaveValue('Ana');
    // A provider admin sends signature on file, false while the state (TX) does not allow it.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/account/v1/agency/surplus/3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d'),
      ).toHaveLength(1),
    );
    expect(
      api.callsTo('PUT', '/api/account/v1/agency/surplus/3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d')[0]!
        .body,
    ).toEqual({
      agencyId: AGENCY_ID,
      brokerFirstName: 'Ana',
      brokerLastName: 'Lopez',
      brokerEmail: 'ana@example.com',
      surplusLicenseNumber: 'SL1',
      surplusLinesState: 'TX',
      signatureOnFile: false,
    });
    expect(await screen.findByText('Surplus License updated succesfully!')).toBeInTheDocument();
  });
});
