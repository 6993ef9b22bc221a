import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARRIER_PROFILE_MESSAGES } from '@cyber/domain';
import {
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signInProviderAdmin,
  type ApiCall,
} from '../../support/helpers.tsx';

const CARRIER_ID = '00000000-0000-4000-8000-0000000000f1';
const PROFILE_ID = '00000000-0000-4000-8000-0000000000f2';

const carrier = {
  id: CARRIER_ID,
  accountType: 'CARRIER',
  name: 'Keystone Specialty Insurance Co.',
  description: 'US capacity',
  hostname: null,
  contactFirstName: null,
  contactLastName: null,
  contactEmail: null,
  contactPhone: null,
  status: 'ACTIVE',
  users: 1,
  members: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const profile = (overrides: Record<string, unknown> = {}) => ({
  id: PROFILE_ID,
  carrierId: CARRIER_ID,
  carrierName: carrier.name,
  product: 'P250_S',
  productName: 'Prime 250 Surplus',
  paper: 'SURPLUS',
  states: [],
  sharePercent: 100,
  naicCompanyCode: '29394',
  amBestRating: 'A-',
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  active: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const page = onePage;

const me = (permissions: string[]) => providerAdminMe(permissions);

const setUp = (permissions: string[]) => {
  signInProviderAdmin(permissions);
  const profiles = [profile()];
  const api = mockApi({
    ...shellHandlers(me(permissions)),
    'GET /api/account/v1/carrier/search': () => ({ body: page([carrier]) }),
    'GET /api/rater/v1/carrier/profiles': () => ({ body: { content: profiles } }),
    'POST /api/rater/v1/carrier/profiles': (call: ApiCall) => {
      const created = profile({
        ...(call.body as Record<string, unknown>),
        id: '00000000-0000-4000-8000-0000000000f3',
        productName: 'Prime One',
      });
      profiles.push(created);
      return { status: 201, body: { message: CARRIER_PROFILE_MESSAGES.created, profile: created } };
    },
    [`DELETE /api/rater/v1/carrier/profiles/${PROFILE_ID}`]: () => {
      profiles.shift();
      return { body: { message: CARRIER_PROFILE_MESSAGES.deleted } };
    },
  });
  return api;
};

describe('carriers tab: rater profiles', () => {
  it('a provider admin sees a carrier’s profiles, adds a UK one and deletes one', async () => {
    const api = setUp(['organisation:view', 'organisation:manage']);
    const { user } = renderApp('/admin/organisations?tab=carrier');
    const table = await screen.findByRole('table', { name: 'Carriers' });
    await user.click(await within(table).findByRole('button', { name: 'Show details' }));
    const profiles = await screen.findByRole('table', {
      name: 'Rater profiles of Keystone Specialty Insurance Co.',
    });
    expect(within(profiles).getByText('Prime 250 Surplus')).toBeInTheDocument();
    expect(within(profiles).getByText('All states')).toBeInTheDocument();
    expect(within(profiles).getByText('AM Best A- · NAIC 29394')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/rater/v1/carrier/profiles')?.method).toBe('GET');

    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'New profile for Keystone Specialty Insurance Co.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(CARRIER_PROFILE_MESSAGES.productRequired),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Product/ }));
    await user.click(await screen.findByRole('option', { name: 'Prime One (P_ONE)' }));
    // A UK product is written in UK nations.
    const nations = within(dialog).getByRole('combobox', { name: 'Nations' });
    await user.click(nations);
    await user.click(await screen.findByRole('option', { name: 'SCT – Scotland' }));
    const share = within(dialog).getByLabelText(/^Share/);
    await user.clear(share);
    await user.type(share, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(CARRIER_PROFILE_MESSAGES.shareRange),
    ).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CARRIER_PROFILE_MESSAGES.created)).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/rater/v1/carrier/profiles');
    expect(post!.body).toMatchObject({
      carrierId: CARRIER_ID,
      product: 'P_ONE',
      paper: 'ADMITTED',
      states: ['SCT'],
      sharePercent: 40,
      active: true,
    });
    expect(await within(profiles).findByText('Prime One')).toBeInTheDocument();

    await user.click(within(profiles).getByRole('button', { name: 'Delete Prime 250 Surplus' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete the Prime 250 Surplus profile?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CARRIER_PROFILE_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(profiles).queryByText('Prime 250 Surplus')).not.toBeInTheDocument(),
    );
  });

  it('staff without organisation:manage read the profiles but cannot change them', async () => {
    setUp(['organisation:view']);
    const { user } = renderApp('/admin/organisations?tab=carrier');
    const table = await screen.findByRole('table', { name: 'Carriers' });
    await user.click(await within(table).findByRole('button', { name: 'Show details' }));
    const profiles = await screen.findByRole('table', {
      name: 'Rater profiles of Keystone Specialty Insurance Co.',
    });
    expect(within(profiles).getByText('Prime 250 Surplus')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add profile' })).not.toBeInTheDocument();
    expect(
      within(profiles).queryByRole('button', { name: 'Delete Prime 250 Surplus' }),
    ).not.toBeInTheDocument();
  });
});
