import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENCY_MESSAGES } from '@cyber/domain';
import { i18n } from '../../../src/lib/i18n.ts';
import { account } from '../../support/accounts-fixtures.ts';
import { AGENCY_ID, agency } from '../../support/agencies-fixtures.ts';
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

const page = onePage;

const PROVIDER_PERMISSIONS = ['agency:view', 'agency:manage', 'account:view', 'account:manage'];
const providerMe = providerAdminMe(PROVIDER_PERMISSIONS);
const signInProvider = () => signInProviderAdmin(PROVIDER_PERMISSIONS);

const shell = shellHandlers;

describe('agencies screen (provider staff)', () => {
  it('lists agencies and adds one with the agency form rules', async () => {
    signInProvider();
    const rows = [agency()];
    const api = mockApi({
      ...shell(providerMe),
      'GET /api/account/v1/agency/search': () => ({ body: page(rows) }),
      'POST /api/account/v1/agency': (call: ApiCall) => {
        const created = agency({ ...(call.body as Record<string, unknown>), id: 'new-1' });
        rows.push(created);
        return { status: 201, body: { message: AGENCY_MESSAGES.added, agency: created } };
      },
    });
    const { user } = renderApp('/admin/agencies');
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(await within(table).findByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(table).getByText('harbor.example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an agency' });
    await user.type(within(dialog).getByLabelText(/^NPN/), '12345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByText(AGENCY_MESSAGES.npnTooLong)).toBeInTheDocument();
    expect(within(dialog).getByText(AGENCY_MESSAGES.hostnameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AGENCY_MESSAGES.contactFirstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AGENCY_MESSAGES.contactLastNameRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/agency')).toHaveLength(0);

    const npn = within(dialog).getByLabelText(/^NPN/);
    await user.clear(npn);
    await user.type(npn, '1234567890');
    await user.type(within(dialog).getByLabelText(/^Agency name/), 'Lighthouse Cyber');
    await user.type(within(dialog).getByLabelText(/^Hostname/), 'Lighthouse.Example.com');
    await user.type(within(dialog).getByLabelText(/^Contact first name/), 'Pat');
    await user.type(within(dialog).getByLabelText(/^Contact last name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Contact e-mail/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Contact phone/), '6175550199');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByText(AGENCY_MESSAGES.invalidEmail)).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^Contact e-mail/);
    await user.clear(email);
    await user.type(email, 'pat@lighthouse.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));

    expect(await screen.findByText(AGENCY_MESSAGES.added)).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/account/v1/agency');
    expect(post!.body).toMatchObject({
      name: 'Lighthouse Cyber',
      hostname: 'lighthouse.example.com',
      npn: '1234567890',
      contactEmail: 'pat@lighthouse.example.com',
      agencyKind: 'RETAIL',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the 409 of a taken host name in the dialog', async () => {
    signInProvider();
    mockApi({
      ...shell(providerMe),
      'GET /api/account/v1/agency/search': () => ({ body: page([]) }),
      'POST /api/account/v1/agency': () => ({
        status: 409,
        body: { message: AGENCY_MESSAGES.hostnameTaken },
      }),
    });
    const { user } = renderApp('/admin/agencies');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an agency' });
    await user.type(within(dialog).getByLabelText(/^Agency name/), 'Dup');
    await user.type(within(dialog).getByLabelText(/^Hostname/), 'harbor.example.com');
    await user.type(within(dialog).getByLabelText(/^Contact first name/), 'Pat');
    await user.type(within(dialog).getByLabelText(/^Contact last name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Contact e-mail/), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/^Contact phone/), '6175550199');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AGENCY_MESSAGES.hostnameTaken,
    );
  });
});

describe('my agency (agency admin)', () => {
  it('edits the profile but not the NPN', async () => {
    signIn({ accountId: AGENCY_ID, scopes: ['role:admin', 'agency:view', 'agency:manage'] });
    const me = buildMe({
      account: {
        id: AGENCY_ID,
        name: 'Harbor Risk Partners',
        accountType: 'AGENCY',
        region: 'US',
        enforceMfa: false,
        uwEnabled: false,
        npn: '1839274',
        locationAlias: 'Boston',
      },
      scopes: ['role:admin'],
      permissions: ['dashboard:view', 'agency:view', 'agency:manage'],
    });
    const api = mockApi({
      ...shell(me),
      [`GET /api/account/v1/agency/${AGENCY_ID}`]: () => ({ body: agency() }),
      [`PUT /api/account/v1/agency/${AGENCY_ID}`]: (call: ApiCall) => ({
        body: {
          message: AGENCY_MESSAGES.updated,
          agency: agency(call.body as Record<string, unknown>),
        },
      }),
    });
    const { user } = renderApp('/agency/manage/agency');
    const npn = await screen.findByLabelText(/^NPN/);
    expect(npn).toBeDisabled();
    expect(
      screen.getByText('The NPN, level and hierarchy are managed by the provider.'),
    ).toBeInTheDocument();
    const description = screen.getByLabelText(/^Description/);
    await user.type(description, 'Boutique cyber');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AGENCY_MESSAGES.updated)).toBeInTheDocument();
    const [put] = api.callsTo('PUT', `/api/account/v1/agency/${AGENCY_ID}`);
    expect(put!.body).toMatchObject({ description: 'Boutique cyber', npn: '1839274' });
  });
});

describe('account agencies card', () => {
  const a = account();
  const accountHandlers = (agencies: unknown[], extra = {}) => ({
    [`GET /api/account/v1/accounts/${a.id}`]: () => ({ body: a }),
    [`GET /api/account/v1/accounts/${a.id}/score`]: () => ({
      body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
    }),
    [`GET /api/account/v1/accounts/${a.id}/notes`]: () => ({ body: page([]) }),
    [`GET /api/account/v1/accounts/${a.id}/agencies`]: () => ({
      body: {
        data: {
          agencies,
          contact: {
            contactFirstName: null,
            contactLastName: null,
            contactEmail: null,
            contactPhone: null,
          },
        },
      },
    }),
    ...extra,
  });
  const link = (o: Record<string, unknown> = {}) => ({
    agencyId: AGENCY_ID,
    agencyName: 'Harbor Risk Partners',
    relation: 'ASSIGNED',
    isFavourite: false,
    isMyAgent: false,
    agent: {
      id: 'u1',
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'agent@example.com',
      phone: null,
    },
    team: { id: 't1', name: 'New Business' },
    ...o,
  });

  it('provider staff assign an agency (single selection) and see the message', async () => {
    signInProvider();
    const api = mockApi({
      ...shell(providerMe),
      ...accountHandlers([link()]),
      'GET /api/account/v1/agency/search': () => ({
        body: page([
          agency({ id: '3f1c2c2e-2222-4c3a-9b0e-000000000009', name: 'Summit Wholesale Brokers' }),
        ]),
      }),
      [`POST /api/account/v1/accounts/${a.id}/agencies`]: () => ({
        body: { message: 'Agency Summit Wholesale Brokers Assigned Successfully!' },
      }),
    });
    const { user } = renderApp(`/admin/accounts/${a.id}`);
    const card = await screen.findByRole('region', { name: 'Agency relationships' });
    expect(await within(card).findByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(card).getByText('Agency of record')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Assign agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an agency' });
    const assign = within(dialog).getByRole('button', { name: 'Assign agency' });
    expect(assign).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Agency/ }));
    await user.click(await screen.findByRole('option', { name: 'Summit Wholesale Brokers' }));
    await user.click(assign);
    expect(
      await screen.findByText('Agency Summit Wholesale Brokers Assigned Successfully!'),
    ).toBeInTheDocument();
    const [post] = api.callsTo('POST', `/api/account/v1/accounts/${a.id}/agencies`);
    expect(post!.body).toMatchObject({
      agencyId: '3f1c2c2e-2222-4c3a-9b0e-000000000009',
      link: false,
    });
  });

  it('an agent sees the client-association answer with its advice', async () => {
    signIn({ accountId: AGENCY_ID, scopes: ['role:operator', 'account:view', 'account:manage'] });
    const me = buildMe({
      account: {
        id: AGENCY_ID,
        name: 'Thames Cyber Brokers Ltd',
        accountType: 'AGENCY',
        region: 'UK',
        enforceMfa: false,
        uwEnabled: false,
        npn: null,
        locationAlias: null,
      },
      permissions: ['dashboard:view', 'account:view', 'account:manage'],
    });
    mockApi({
      ...shell(me),
      ...accountHandlers([link({ agencyName: 'Thames Cyber Brokers Ltd' })]),
      [`GET /api/account/v1/agency/${AGENCY_ID}/agents`]: () => ({
        body: page([
          {
            id: 'u1',
            firstName: 'Jordan',
            lastName: 'Reyes',
            email: 'agent@example.com',
            phone: null,
            roleName: 'Agent',
          },
        ]),
      }),
      [`GET /api/account/v1/agency/${AGENCY_ID}/teams`]: () => ({ body: page([]) }),
      [`PUT /api/account/v1/accounts/${a.id}/agent`]: () => ({
        status: 409,
        body: {
          message: AGENCY_MESSAGES.clientWithinAgency,
          detail: AGENCY_MESSAGES.contactAgencyAdmin,
        },
      }),
    });
    const { user } = renderApp(`/agency/accounts/${a.id}`);
    const card = await screen.findByRole('region', { name: /(Agency|Brokerage) relationships/ });
    await user.click(await within(card).findByRole('button', { name: /Change (agent|broker)/ }));
    const dialog = await screen.findByRole('dialog');
    // The agent picker searches the agency's users (500 ms after typing stops).
    await user.type(within(dialog).getByRole('combobox', { name: /^(Agent|Broker)/ }), 'jord');
    await user.click(await screen.findByRole('option', { name: /Jordan Reyes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /This Client is already associated with someone else within your (Agency|Brokerage)! Please contact your (Agency|Brokerage) Admin/,
      ),
    ).toBeInTheDocument();
  });

  it('the policyholder contact dialog validates and sends addUserToSystem', async () => {
    signInProvider();
    const api = mockApi({
      ...shell(providerMe),
      ...accountHandlers([link()]),
      [`PUT /api/account/v1/accounts/${a.id}/contact`]: () => ({
        body: { message: AGENCY_MESSAGES.contactAdded },
      }),
    });
    const { user } = renderApp(`/admin/accounts/${a.id}`);
    const card = await screen.findByRole('region', { name: 'Agency relationships' });
    expect(await within(card).findByText('No policyholder contact yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policyholder contact' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'C4sey');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter only alphabets')).toBeInTheDocument();
    const first = within(dialog).getByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Casey');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Jones');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'casey@example.com');
    await user.type(within(dialog).getByLabelText(/^Phone/), '6175550177');
    await user.click(within(dialog).getByRole('checkbox', { name: /create a user/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AGENCY_MESSAGES.contactAdded)).toBeInTheDocument();
    const [put] = api.callsTo('PUT', `/api/account/v1/accounts/${a.id}/contact`);
    expect(put!.body).toMatchObject({
      contactFirstName: 'Casey',
      contactEmail: 'casey@example.com',
      addUserToSystem: true,
    });
  });
});

describe('UK wording', () => {
  it('en-GB says brokerage in the client-association messages', () => {
    const gb = i18n.getFixedT('en-GB');
    expect(gb('accountAgencies.clientWithOtherAgency')).toBe(
      'The Client is already associated with another Brokerage!',
    );
    expect(gb('accountAgencies.contactAgencyAdmin')).toBe('Please contact your Brokerage Admin');
    expect(gb('agencies.add')).toBe('Add brokerage');
    // Keys en-GB does not override fall back to en-US.
    expect(gb('agencies.hostname')).toBe('Hostname');
  });
});
