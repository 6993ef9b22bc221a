import type { AdminFlag } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers.tsx';
import { LicenceStep } from '../../src/features/quoting/flow/components/flow-steps.tsx';
import { account } from '../support/accounts-fixtures.ts';
import { AGENCY_ID, agency } from '../support/agencies-fixtures.ts';
import {
  buildMe,
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signIn,
  signInProviderAdmin,
  type Handler,
} from '../support/helpers.tsx';

/**
 * Every query on a screen ends in something to read: a query that cannot run yet says what it
 * waits for (no endless progress bar), a failed one says why, an empty list says it is empty.
 */

const refused =
  (message: string): Handler =>
  () => ({ status: 400, body: { message } });

function renderUi(ui: React.ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

// --- feature flags (provider admin) -------------------------------------------------------------

const FLAG_PERMISSIONS = ['dashboard:view', 'flag:manage'];
const flagAdmin = () => {
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: [...FLAG_PERMISSIONS, 'role:admin'],
  });
  return {
    'GET /api/auth/v1/me': () => ({
      body: buildMe({
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
        permissions: FLAG_PERMISSIONS,
      }),
    }),
  } satisfies Record<string, Handler>;
};

const flag: AdminFlag = {
  key: 'boost-v5',
  description: 'Boost V5 coverages',
  enabled: false,
  isPublic: false,
  hasSettings: false,
  payload: null,
  overrideCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const overridesTable = () => screen.findByRole('table', { name: 'Per-user overrides' });

// --- tags (agency) ------------------------------------------------------------------------------

const TAG_PERMISSIONS = ['dashboard:view', 'account:view', 'account:manage'];
const tagsAgent = () => {
  signIn({ scopes: TAG_PERMISSIONS });
  return {
    'GET /api/auth/v1/me': () => ({ body: buildMe({ permissions: TAG_PERMISSIONS }) }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
  } satisfies Record<string, Handler>;
};

// --- agency page (provider admin) ---------------------------------------------------------------

const AGENCY_PERMISSIONS = ['agency:view', 'agency:manage', 'account:view', 'account:manage'];
const agencyPage = (extra: Record<string, Handler> = {}) => {
  signInProviderAdmin(AGENCY_PERMISSIONS);
  return {
    ...shellHandlers(providerAdminMe(AGENCY_PERMISSIONS)),
    [`GET /api/account/v1/agency/${AGENCY_ID}`]: () => ({ body: agency() }),
    'GET /api/account/v1/agency/levels': () => ({ body: [] }),
    'GET /api/account/v1/agency/search': () => ({ body: onePage([]) }),
    [`GET /api/account/v1/agency/${AGENCY_ID}/programs`]: () => ({ body: [] }),
    [`GET /api/account/v1/agency/${AGENCY_ID}/sign`]: refused('No agreement here.'),
    [`GET /api/account/v1/agency/${AGENCY_ID}/accounts`]: () => ({ body: onePage([]) }),
    ...extra,
  };
};

describe('a query that cannot run yet shows what it waits for, not an endless loader', () => {
  it('flag overrides without a flag to choose ask for one and call nothing', async () => {
    const api = mockApi({
      ...flagAdmin(),
      'GET /api/admin/v1/flags': () => ({ body: { content: [] } }),
    });
    renderApp('/admin/manage/flags');
    const table = await overridesTable();
    expect(within(table).getByText('Choose a flag to see its user overrides.')).toBeInTheDocument();
    expect(within(table).queryByText('Loading…')).toBeNull();
    expect(api.calls.some((c) => c.path.includes('/overrides'))).toBe(false);
  });

  it('the licence step of a US account without a state says so instead of loading', () => {
    const a = account({
      physicalAddress: { address1: '1 Main St', city: 'Burlington', state: null, zipCode: '05401' },
    });
    const api = mockApi();
    renderUi(<LicenceStep account={a} persona="agency" gate={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The account has no state in its address, so no producer license can be checked.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.calls.some((c) => c.path.includes('license'))).toBe(false);
  });
});

describe('a failing query shows its error', () => {
  it('a list whose first page failed shows why in the table, not skeleton rows', async () => {
    mockApi({
      ...tagsAgent(),
      'GET /api/account/v1/tags': refused('The tags are not available right now.'),
    });
    renderApp('/agency/manage/tags');
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      'The tags are not available right now.',
    );
    expect(within(table).queryByText('No Data')).toBeNull();
    expect(table.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('flag overrides that failed say why instead of "no overrides"', async () => {
    mockApi({
      ...flagAdmin(),
      'GET /api/admin/v1/flags': () => ({ body: { content: [flag] } }),
      'GET /api/admin/v1/flags/boost-v5/overrides': refused('Overrides are unavailable.'),
    });
    renderApp('/admin/manage/flags');
    const table = await overridesTable();
    expect(await within(table).findByRole('alert')).toHaveTextContent('Overrides are unavailable.');
    expect(within(table).queryByText('No user overrides for this flag.')).toBeNull();
  });

  it("the agency page's programmes and levels say why they are missing", async () => {
    mockApi(
      agencyPage({
        [`GET /api/account/v1/agency/${AGENCY_ID}/programs`]: refused('Programs are unavailable.'),
        'GET /api/account/v1/agency/levels': refused('Levels are unavailable.'),
      }),
    );
    renderApp(`/admin/agencies/${AGENCY_ID}`);
    const programs = await screen.findByRole('region', { name: 'Programs' });
    expect(await within(programs).findByText('Programs are unavailable.')).toBeInTheDocument();
    expect(within(programs).queryByRole('progressbar')).toBeNull();
    const levels = screen.getByRole('region', { name: 'Level' });
    expect(await within(levels).findByText('Levels are unavailable.')).toBeInTheDocument();
  });

  it('the connectors screen says why its score history and actions are missing', async () => {
    const me = buildMe({
      account: {
        id: 'acct-1',
        name: 'Acme Dental Group',
        accountType: 'CUSTOMER',
        region: 'US',
        enforceMfa: false,
        uwEnabled: false,
        npn: null,
        locationAlias: null,
      },
      subscriberType: 'CUSTOMER',
      permissions: ['dashboard:view', 'account:view', 'connector:manage'],
    });
    signIn({ accountId: 'acct-1', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    mockApi({
      ...shellHandlers(me),
      'GET /api/connector/v1/connectors/all': () => ({ body: [] }),
      'GET /api/connector/v1/connections': () => ({ body: [] }),
      'GET /api/connector/v1/agreements': () => ({ body: [] }),
      'GET /api/connector/v1/getScoresHistory': refused('History is unavailable.'),
      'GET /api/connector/v1/getShortlistActions': refused('Actions are unavailable.'),
      'GET /api/account/v1/accounts/acct-1': () => ({ body: { id: 'acct-1', cbid: 'CB123' } }),
    });
    renderApp('/customer/connectors');
    expect(await screen.findByText('History is unavailable.')).toBeInTheDocument();
    expect(screen.queryByTestId('score-history-chart')).toBeNull();
    expect(await screen.findByText('Actions are unavailable.')).toBeInTheDocument();
    expect(screen.queryByText('No recommended actions: well done.')).toBeNull();
    expect(screen.getByText('No security tools connected yet.')).toBeInTheDocument();
  });

  it('the licence step shows why the licences could not be checked', async () => {
    const a = account({
      physicalAddress: { address1: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401' },
    });
    signIn();
    mockApi({
      'GET /api/agency/v1/agent/license/VT': refused('Licences are unavailable.'),
      'GET /api/account/v1/agency/surplus/search': () => ({ body: onePage([]) }),
    });
    renderUi(<LicenceStep account={a} persona="agency" gate={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Licences are unavailable.');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('an empty list says so', () => {
  it('a table with no rows says "No Data"', async () => {
    mockApi({ ...tagsAgent(), 'GET /api/account/v1/tags': () => ({ body: onePage([]) }) });
    renderApp('/agency/manage/tags');
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(await within(table).findByText('No Data')).toBeInTheDocument();
  });

  it('a flag nobody overrides says so', async () => {
    mockApi({
      ...flagAdmin(),
      'GET /api/admin/v1/flags': () => ({ body: { content: [flag] } }),
      'GET /api/admin/v1/flags/boost-v5/overrides': () => ({ body: onePage([], 10) }),
    });
    renderApp('/admin/manage/flags');
    const table = await overridesTable();
    expect(await within(table).findByText('No user overrides for this flag.')).toBeInTheDocument();
  });

  it('an agency without programmes says so', async () => {
    mockApi(agencyPage());
    renderApp(`/admin/agencies/${AGENCY_ID}`);
    const programs = await screen.findByRole('region', { name: 'Programs' });
    expect(await within(programs).findByText('No programs yet.')).toBeInTheDocument();
  });
});
