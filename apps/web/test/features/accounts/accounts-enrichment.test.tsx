import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RISK_FACTOR_KEYS, RISK_FACTOR_LABELS } from '@cyber/domain';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import { account } from '../../support/accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type Handler } from '../../support/helpers.tsx';

const agent = buildMe({ permissions: ['dashboard:view', 'account:view', 'account:manage'] });
const policyholder = buildMe({
  permissions: ['dashboard:view', 'account:view'],
  account: { ...buildMe().account, accountType: 'CUSTOMER' },
  subscriberType: 'CUSTOMER',
});

const factors = {
  networkSecurity: 81,
  cloudSecurity: 74,
  endpointSecurity: 66,
  darkIntelligence: 42,
  fundsTransfer: 58,
  cyberExtortion: 70,
  compliance: 88,
  insiderThreat: 77,
  supplyChain: 63,
};

const scan = (overrides: Record<string, unknown> = {}) => ({
  id: 'scan-1',
  accountId: account().id,
  provider: 'builtin',
  trigger: 'CREATE',
  factors,
  companyScore: 69,
  industryScore: 64,
  portfolioScore: null,
  findings: [
    {
      factor: 'darkIntelligence',
      severity: 'HIGH',
      title: 'Employee credentials found in recent breach dumps',
    },
  ],
  createdAt: '2026-03-01T15:04:00.000Z',
  ...overrides,
});

afterEach(() => resetModals());

const openAccount = async (
  extra: Record<string, Handler> = {},
  me = agent,
  claims: Record<string, unknown> = {},
  persona = 'agency',
) => {
  signIn({ scopes: ['role:operator'], ...claims });
  const a = account();
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: me }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    [`GET /api/account/v1/accounts/${a.id}`]: () => ({ body: a }),
    [`GET /api/account/v1/accounts/${a.id}/score`]: () => ({
      body: { profileScore: 1, maxScore: 10, minToQuote: 4, canQuote: false, facts: {} },
    }),
    [`GET /api/account/v1/accounts/${a.id}/notes`]: () => ({
      body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 50 },
    }),
    [`GET /api/account/v1/accounts/${a.id}/risk`]: () => ({
      body: { scan: scan(), nextOnDemandScanAt: null },
    }),
    ...extra,
  });
  const utils = renderApp(`/${persona}/accounts/${a.id}`);
  const card = await screen.findByRole('region', { name: 'Risk factors' });
  return { ...utils, api, card, a };
};

describe('risk factors card (spec 3 §3)', () => {
  it('shows the nine factors as labelled bars, the aggregates, findings and the scan time', async () => {
    const { card } = await openAccount();
    const bars = await within(card).findAllByRole('progressbar');
    expect(bars).toHaveLength(RISK_FACTOR_KEYS.length);
    for (const key of RISK_FACTOR_KEYS) {
      const bar = within(card).getByRole('progressbar', { name: RISK_FACTOR_LABELS[key] });
      expect(bar).toHaveAttribute('aria-valuenow', String(factors[key]));
    }
    expect(within(card).getByTestId('company-score')).toHaveTextContent('69');
    expect(within(card).getByTestId('industry-score')).toHaveTextContent('64');
    // A portfolio the caller does not have reads as a dash.
    expect(within(card).getByTestId('portfolio-score')).toHaveTextContent('—');
    expect(
      within(card).getByText('Employee credentials found in recent breach dumps'),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('last-scan')).toHaveTextContent(
      /^Scanned Mar\. 01, 2026 \d{1,2}:04 (AM|PM) \(at creation, builtin\)$/,
    );
  });

  it('on-demand scan: confirm, "Data Scanned Successfully!", the new picture; a 429 says why', async () => {
    let calls = 0;
    let current = { scan: scan(), nextOnDemandScanAt: null as string | null };
    const { user, card, api, a } = await openAccount({
      [`GET /api/account/v1/accounts/${account().id}/risk`]: () => ({ body: current }),
      [`POST /api/account/v1/accounts/${account().id}/scans`]: () => {
        if (++calls > 1) {
          return {
            status: 429,
            body: {
              message:
                'This account was scanned less than a minute ago. Please try again in 42 seconds.',
            },
          };
        }
        current = {
          scan: scan({
            id: 'scan-2',
            trigger: 'ON_DEMAND',
            factors: { ...factors, networkSecurity: 91 },
            companyScore: 70,
          }),
          nextOnDemandScanAt: '2099-03-01T15:05:00.000Z',
        };
        return { status: 201, body: { message: 'Data Scanned Successfully!', risk: current } };
      },
    });
    await user.click(within(card).getByRole('button', { name: 'On-demand scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'On-demand scan of Northwind Cafe' });
    await user.click(within(dialog).getByRole('button', { name: 'Scan now' }));
    expect(await screen.findByText('Data Scanned Successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/account/v1/accounts/${a.id}/scans`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).getByRole('progressbar', { name: 'Network Security' })).toHaveAttribute(
        'aria-valuenow',
        '91',
      ),
    );
    expect(within(card).getByText(/The next on-demand scan is possible from/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'On-demand scan' }));
    const again = await screen.findByRole('dialog', { name: 'On-demand scan of Northwind Cafe' });
    await user.click(within(again).getByRole('button', { name: 'Scan now' }));
    expect(
      await within(again).findByText(
        'This account was scanned less than a minute ago. Please try again in 42 seconds.',
      ),
    ).toBeInTheDocument();
  });

  it('an account never scanned says so; the policyholder sees no enrichment actions', async () => {
    const { card } = await openAccount(
      {
        [`GET /api/account/v1/accounts/${account().id}/risk`]: () => ({
          body: { scan: null, nextOnDemandScanAt: null },
        }),
      },
      policyholder,
      { accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' },
      'customer',
    );
    expect(
      await within(card).findByText('This account has not been scanned yet.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'On-demand scan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh firmographic data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync leads' })).toBeNull();
  });
});

describe('refresh firmographic data (spec 2 §2)', () => {
  it('lists what it fills in and keeps typed values unless told to replace them', async () => {
    const { user, api, a } = await openAccount({
      [`GET /api/account/v1/accounts/${account().id}/firmographics/proposal`]: () => ({
        body: {
          source: 'builtin',
          lastRefreshedAt: null,
          lastSource: null,
          changes: [
            {
              field: 'industryCode',
              current: null,
              proposed: '722515',
              description: 'Accommodation and Food Services · Snack and Nonalcoholic Beverage Bars',
              action: 'FILL',
            },
            {
              field: 'totalRevenue',
              current: null,
              proposed: 1_500_000,
              description: null,
              action: 'FILL',
            },
            {
              field: 'yearEstablished',
              current: 1999,
              proposed: 1987,
              description: null,
              action: 'OVERWRITE',
            },
          ],
        },
      }),
      [`POST /api/account/v1/accounts/${account().id}/firmographics/refresh`]: () => ({
        body: {
          message: 'Data Refreshed Successfully!',
          source: 'builtin',
          applied: ['industryCode', 'totalRevenue', 'yearEstablished'],
          profileScore: 4,
          refreshedAt: '2026-03-02T10:00:00.000Z',
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Refresh firmographic data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refresh firmographic data' });
    const table = await within(dialog).findByRole('table', { name: 'Proposed changes' });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(label) });
    expect(row('Industry code')).toHaveTextContent('722515');
    expect(row('Industry code')).toHaveTextContent('Snack and Nonalcoholic Beverage Bars');
    expect(row('Industry code')).toHaveTextContent('Fills in');
    expect(row('Total revenue')).toHaveTextContent('$1,500,000');
    expect(row('Year established')).toHaveTextContent('1999');
    expect(row('Year established')).toHaveTextContent('Kept');
    expect(within(dialog).getByText('Never refreshed before.')).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Also replace values that are already filled in',
      }),
    );
    expect(row('Year established')).toHaveTextContent('Replaces');
    const accountReads = api.callsTo('GET', `/api/account/v1/accounts/${a.id}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Data Refreshed Successfully!')).toBeInTheDocument();
    const posts = api.callsTo('POST', `/api/account/v1/accounts/${a.id}/firmographics/refresh`);
    expect(posts.map((c) => c.body)).toEqual([{ overwrite: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The account (and its score and risk) are read again.
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/account/v1/accounts/${a.id}`).length).toBeGreaterThan(
        accountReads,
      ),
    );
  });

  it('a failed refresh shows the reason in the dialog', async () => {
    const { user } = await openAccount({
      [`GET /api/account/v1/accounts/${account().id}/firmographics/proposal`]: () => ({
        body: { source: 'builtin', lastRefreshedAt: null, lastSource: null, changes: [] },
      }),
      [`POST /api/account/v1/accounts/${account().id}/firmographics/refresh`]: () => ({
        status: 404,
        body: { message: 'Account not found.' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Refresh firmographic data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refresh firmographic data' });
    expect(
      await within(dialog).findByText('The provider has nothing new for this account.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Account not found.')).toBeInTheDocument();
  });
});

describe('sync leads (spec 2 §7–§8)', () => {
  it('says the sync started, or the spec’s failure message', async () => {
    let fail = false;
    const { user, api, a } = await openAccount({
      [`POST /api/account/v1/accounts/${account().id}/lead-syncs`]: () =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : {
              status: 202,
              body: {
                message: 'Sync Lead initiated for Northwind Cafe.',
                sync: {
                  id: 'sync-1',
                  accountId: account().id,
                  status: 'SENT',
                  target: 'leads@crm.cyber.local',
                  crmReference: null,
                  error: null,
                  requestedBy: { id: 'user-1', name: 'Avery Agent' },
                  createdAt: '2026-03-02T10:00:00.000Z',
                  completedAt: '2026-03-02T10:00:00.000Z',
                },
              },
            },
    });
    await user.click(screen.getByRole('button', { name: 'Sync leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync leads for Northwind Cafe' });
    await user.click(within(dialog).getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Sync Lead initiated for Northwind Cafe.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/account/v1/accounts/${a.id}/lead-syncs`)).toHaveLength(1);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Sync leads' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Sync leads for Northwind Cafe' }),
      ).getByRole('button', { name: 'Sync' }),
    );
    expect(
      await screen.findByText('Something went wrong while syncing leads.'),
    ).toBeInTheDocument();
  });
});
