import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_ACCOUNTS_MESSAGES,
  AGENCY_ADMIN_MESSAGES,
  ACCOUNT_MESSAGES,
  PRODUCER_AGREEMENT_VERSION,
} from '@cyber/domain';
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
import { AGENCY_ID, agency as harborAgency } from '../../support/agencies-fixtures.ts';

const ACCOUNT_ID = '3f1c2c2e-2222-4c3a-9b0e-0000000000a1';
const agency = (overrides: Record<string, unknown> = {}) =>
  harborAgency({ accountCount: 1, ...overrides });
const page = onePage;
const agreement = (overrides: Record<string, unknown> = {}) => ({
  agencyId: AGENCY_ID,
  version: PRODUCER_AGREEMENT_VERSION,
  title: 'Producer Agreement',
  signed: false,
  signature: null,
  canSign: false,
  ...overrides,
});
const heldAccount = {
  id: ACCOUNT_ID,
  name: 'Beacon Hill Pediatrics',
  cbid: 'CB-0001002',
  region: 'US',
  city: 'Boston',
  state: 'MA',
  accountStatus: 'OPEN',
  relation: 'ASSIGNED',
  isFavourite: false,
  agent: { id: 'u1', name: 'Jordan Reyes', email: 'agent@example.com' },
  team: { id: 't1', name: 'New Business' },
  linkedAt: '2026-03-02T10:00:00.000Z',
};

const PROVIDER_PERMISSIONS = ['agency:view', 'agency:manage', 'account:view', 'account:manage'];
const providerMe = providerAdminMe(PROVIDER_PERMISSIONS, {
  firstName: 'Alex',
  lastName: 'Morgan',
  fullName: 'Alex Morgan',
});
const signInProvider = () => signInProviderAdmin(PROVIDER_PERMISSIONS);

const shell = shellHandlers;

/** Everything the agency page asks for, with the agency as `current` holds it. */
const agencyPage = (current: { value: ReturnType<typeof agency> }, extra = {}) => ({
  [`GET /api/account/v1/agency/${AGENCY_ID}`]: () => ({ body: current.value }),
  'GET /api/account/v1/agency/levels': () => ({ body: [] }),
  'GET /api/account/v1/agency/search': () => ({ body: page([]) }),
  [`GET /api/account/v1/agency/${AGENCY_ID}/programs`]: () => ({ body: [] }),
  [`GET /api/account/v1/agency/${AGENCY_ID}/sign`]: () => ({ body: agreement() }),
  [`GET /api/account/v1/agency/${AGENCY_ID}/accounts`]: () => ({ body: page([heldAccount]) }),
  ...extra,
});

describe('agency page (provider admin)', () => {
  it('pauses payments after a confirmation and shows the paused state', async () => {
    signInProvider();
    const current = { value: agency() };
    const api = mockApi({
      ...shell(providerMe),
      ...agencyPage(current, {
        [`PUT /api/account/v1/agency/${AGENCY_ID}/payments`]: (call: ApiCall) => {
          const paused = (call.body as { paused: boolean }).paused;
          current.value = agency({ pausedPayment: paused });
          return {
            body: {
              message: `Payments to Harbor Risk Partners are ${paused ? 'paused' : 'resumed'}`,
              agency: current.value,
            },
          };
        },
      }),
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const card = await screen.findByRole('region', { name: 'Payments' });
    expect(within(card).getByText('Payments active')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pause payments' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pause payments to Harbor Risk Partners?',
    });
    expect(api.callsTo('PUT', `/api/account/v1/agency/${AGENCY_ID}/payments`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pause payments' }));
    expect(
      await screen.findByText('Payments to Harbor Risk Partners are paused'),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('agency-payments-status')).toHaveTextContent('Payments paused');
    expect(api.callsTo('PUT', `/api/account/v1/agency/${AGENCY_ID}/payments`)[0]!.body).toEqual({
      paused: true,
    });
    // The action offered follows the flag (once the closing dialog no longer hides the page).
    expect(
      await within(card).findByRole('button', { name: 'Resume payments' }),
    ).toBeInTheDocument();
  });

  it('shows a refusal in the confirmation dialog', async () => {
    signInProvider();
    mockApi({
      ...shell(providerMe),
      ...agencyPage(
        { value: agency() },
        {
          [`PUT /api/account/v1/agency/${AGENCY_ID}/payments`]: () => ({
            status: 409,
            body: { message: AGENCY_ADMIN_MESSAGES.alreadyPaused },
          }),
        },
      ),
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const card = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(card).getByRole('button', { name: 'Pause payments' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pause payments' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AGENCY_ADMIN_MESSAGES.alreadyPaused,
    );
  });

  it('edits the FEIN with the domain rules, then shows it', async () => {
    signInProvider();
    const current = { value: agency() };
    const api = mockApi({
      ...shell(providerMe),
      ...agencyPage(current, {
        [`PUT /api/account/v1/agency/${AGENCY_ID}/fein`]: (call: ApiCall) => {
          current.value = agency({ fein: (call.body as { fein: string }).fein });
          return { body: { message: 'FEIN saved', agency: current.value } };
        },
      }),
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const card = await screen.findByRole('region', { name: 'Tax identification' });
    expect(within(card).getByTestId('agency-fein')).toHaveTextContent('Not set');
    await user.click(within(card).getByRole('button', { name: 'Edit FEIN' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Federal Employer Identification Number',
    });
    const input = within(dialog).getByLabelText(/^FEIN/);
    await user.type(input, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AGENCY_ADMIN_MESSAGES.feinFormat)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '00-1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AGENCY_ADMIN_MESSAGES.feinPrefix)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/account/v1/agency/${AGENCY_ID}/fein`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FEIN saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/account/v1/agency/${AGENCY_ID}/fein`)[0]!.body).toEqual({
      fein: '12-3456789',
    });
    await waitFor(() =>
      expect(within(card).getByTestId('agency-fein')).toHaveTextContent('12-3456789'),
    );
  });

  it('a UK brokerage has no FEIN card', async () => {
    signInProvider();
    mockApi({ ...shell(providerMe), ...agencyPage({ value: agency({ region: 'UK' }) }) });
    renderApp(`/admin/agencies/${AGENCY_ID}`);
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('region', { name: 'Tax identification' })).not.toBeInTheDocument();
  });

  it("lists the agency's accounts and assigns more by picking accounts and an agent", async () => {
    signInProvider();
    const api = mockApi({
      ...shell(providerMe),
      ...agencyPage(
        { value: agency() },
        {
          'GET /api/account/v1/accounts/search': () => ({
            body: page([
              {
                id: '3f1c2c2e-2222-4c3a-9b0e-0000000000b2',
                name: 'Granite State Credit Union',
                cbid: 'CB-0001003',
                region: 'US',
                accountStatus: 'OPEN',
                address1: null,
                city: 'Manchester',
                state: 'NH',
                zipCode: null,
                phone: null,
                domainName: null,
                totalRevenue: null,
                profileScore: 5,
                agencyName: 'Summit Wholesale Brokers',
                agentName: null,
                teamName: null,
                createdAt: '2026-03-01T10:00:00.000Z',
                updatedAt: '2026-03-01T10:00:00.000Z',
              },
            ]),
          }),
          [`GET /api/account/v1/agency/${AGENCY_ID}/agents`]: () => ({
            body: page([
              {
                id: 'u1',
                firstName: 'Jordan',
                lastName: 'Reyes',
                email: 'agent@example.com',
                phone: '6175550142',
                roleName: 'Agent',
              },
            ]),
          }),
          [`GET /api/account/v1/agency/${AGENCY_ID}/teams`]: () => ({ body: page([]) }),
          'POST /api/account/v1/agency/assign-by-email': (call: ApiCall) =>
            (call.body as { link: boolean }).link
              ? {
                  status: 404,
                  body: {
                    message: ACCOUNT_MESSAGES.accountNotFound,
                    detail: 'Account 3f1c2c2e-2222-4c3a-9b0e-0000000000b2 was not found',
                  },
                }
              : {
                  body: {
                    message: 'Agency Harbor Risk Partners (Boston) Assigned Successfully!',
                    assigned: 1,
                  },
                },
        },
      ),
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const table = await screen.findByRole('table', { name: 'Accounts of Harbor Risk Partners' });
    expect(
      await within(table).findByRole('link', { name: 'Beacon Hill Pediatrics' }),
    ).toHaveAttribute('href', `/admin/accounts/${ACCOUNT_ID}`);
    expect(within(table).getByText('Jordan Reyes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign accounts' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Assign accounts to Harbor Risk Partners',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Assign 0 accounts' }));
    expect(within(dialog).getByText(AGENCY_ACCOUNTS_MESSAGES.accountsRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('An agent must be selected.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/agency/assign-by-email')).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: /^Accounts/ }), 'gran');
    await user.click(await screen.findByRole('option', { name: /Granite State Credit Union/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /^Agent/ }), 'jor');
    await user.click(await screen.findByRole('option', { name: /Jordan Reyes/ }));

    // A refusal (here: an account the server no longer finds) stays in the dialog, naming it.
    await user.click(within(dialog).getByRole('checkbox', { name: /additional agency/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign 1 account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Account 3f1c2c2e-2222-4c3a-9b0e-0000000000b2 was not found',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /additional agency/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign 1 account' }));
    expect(
      await screen.findByText('Agency Harbor Risk Partners (Boston) Assigned Successfully!'),
    ).toBeInTheDocument();
    const posts = api.callsTo('POST', '/api/account/v1/agency/assign-by-email');
    expect(posts.at(-1)!.body).toMatchObject({
      accountIds: ['3f1c2c2e-2222-4c3a-9b0e-0000000000b2'],
      agencyId: AGENCY_ID,
      agentEmail: 'agent@example.com',
      link: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('my agency (agency admin)', () => {
  const agencyAdminMe = buildMe({
    firstName: 'Dana',
    lastName: 'Whitfield',
    fullName: 'Dana Whitfield',
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
    permissions: ['dashboard:view', 'agency:view', 'agency:manage', 'account:view'],
  });

  it('signs the producer agreement: name prefilled, the accept box required', async () => {
    signIn({ accountId: AGENCY_ID, scopes: ['role:admin', 'agency:view', 'agency:manage'] });
    let status = agreement({ canSign: true });
    const api = mockApi({
      ...shell(agencyAdminMe),
      ...agencyPage(
        { value: agency() },
        {
          [`GET /api/account/v1/agency/${AGENCY_ID}/sign`]: () => ({ body: status }),
          [`POST /api/account/v1/agency/${AGENCY_ID}/sign`]: (call: ApiCall) => {
            const body = call.body as { signerName: string; signerTitle: string | null };
            status = agreement({
              signed: true,
              signature: {
                version: PRODUCER_AGREEMENT_VERSION,
                signerName: body.signerName,
                signerTitle: body.signerTitle,
                signedBy: { id: 'me', name: 'Dana Whitfield', email: 'dana@example.com' },
                signedAt: '2026-03-05T15:30:00.000Z',
              },
            });
            return {
              status: 201,
              body: { message: 'Producer agreement signed', agreement: status },
            };
          },
        },
      ),
    });
    const { user } = renderApp('/agency/manage/agency');
    const card = await screen.findByRole('region', { name: 'Producer agreement' });
    expect(await within(card).findByTestId('agreement-status')).toHaveTextContent('Not signed');
    await user.click(within(card).getByRole('button', { name: 'Sign agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the Producer Agreement' });
    expect(within(dialog).getByLabelText(/^Your full name/)).toHaveValue('Dana Whitfield');
    await user.type(within(dialog).getByLabelText(/^Your title/), 'Principal');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(
      await within(dialog).findByText(AGENCY_ADMIN_MESSAGES.acceptRequired),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/account/v1/agency/${AGENCY_ID}/sign`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /accept it on behalf of/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Producer agreement signed')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/account/v1/agency/${AGENCY_ID}/sign`)[0]!.body).toEqual({
      signerName: 'Dana Whitfield',
      signerTitle: 'Principal',
      accept: true,
    });
    await waitFor(() =>
      expect(within(card).getByTestId('agreement-status')).toHaveTextContent('Signed'),
    );
    expect(within(card).getByTestId('agreement-signature')).toHaveTextContent(
      `Version ${PRODUCER_AGREEMENT_VERSION} signed by Dana Whitfield (Principal)`,
    );
    expect(within(card).queryByRole('button', { name: 'Sign agreement' })).not.toBeInTheDocument();
    // The agency's own admin edits its FEIN; payments are the provider's to pause.
    expect(screen.getByRole('button', { name: 'Edit FEIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause payments' })).not.toBeInTheDocument();
  });
});
