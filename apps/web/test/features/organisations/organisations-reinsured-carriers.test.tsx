import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REINSURANCE_MESSAGES } from '@cyber/domain';
import {
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signInProviderAdmin,
  type ApiCall,
} from '../../support/helpers.tsx';

const REINSURER_ID = '00000000-0000-4000-8000-0000000000b1';
const KEYSTONE_ID = '00000000-0000-4000-8000-0000000000f1';
const ALBION_ID = '00000000-0000-4000-8000-0000000000f2';
const CARRIERS_URL = `/api/account/v1/reinsurer/${REINSURER_ID}/carriers`;

const org = (id: string, accountType: string, name: string) => ({
  id,
  accountType,
  name,
  description: `${name} description`,
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
});

const treaty = (carrierId: string, carrierName: string, sharePercent: number) => ({
  reinsurerId: REINSURER_ID,
  carrierId,
  carrierName,
  sharePercent,
  createdAt: '2026-03-02T10:00:00.000Z',
});

const setUp = (permissions: string[]) => {
  signInProviderAdmin(permissions);
  const treaties = [treaty(KEYSTONE_ID, 'Keystone Specialty Insurance Co.', 40)];
  let duplicateNext = false;
  const api = mockApi({
    ...shellHandlers(providerAdminMe(permissions)),
    'GET /api/account/v1/reinsurer/search': () => ({
      body: onePage([org(REINSURER_ID, 'RE_INSURER', 'Northstar Re')]),
    }),
    'GET /api/account/v1/carrier/search': () => ({
      body: onePage([
        org(ALBION_ID, 'CARRIER', 'Albion Cyber Insurance Ltd'),
        org(KEYSTONE_ID, 'CARRIER', 'Keystone Specialty Insurance Co.'),
      ]),
    }),
    [`GET ${CARRIERS_URL}`]: () => ({ body: { content: treaties } }),
    [`POST ${CARRIERS_URL}`]: (call: ApiCall) => {
      if (duplicateNext) {
        duplicateNext = false;
        return { status: 409, body: { message: REINSURANCE_MESSAGES.alreadyReinsured } };
      }
      const body = call.body as { carrierId: string; sharePercent: number };
      treaties.unshift(treaty(body.carrierId, 'Albion Cyber Insurance Ltd', body.sharePercent));
      return { status: 201, body: { ok: true } };
    },
    [`DELETE ${CARRIERS_URL}/${KEYSTONE_ID}`]: () => {
      treaties.pop();
      return { body: { ok: true } };
    },
  });
  return { api, failNextWithDuplicate: () => (duplicateNext = true) };
};

const openDialog = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const table = await screen.findByRole('table', { name: 'Reinsurers' });
  await user.click(
    await within(table).findByRole('button', { name: 'Reinsured carriers Northstar Re' }),
  );
  return screen.findByRole('dialog', { name: 'Carriers reinsured by Northstar Re' });
};

describe('reinsurers tab: reinsured carriers', () => {
  it('a provider admin lists, adds (validated) and removes a reinsurer’s carriers', async () => {
    const { api, failNextWithDuplicate } = setUp(['organisation:view', 'organisation:manage']);
    const { user } = renderApp('/admin/organisations?tab=reinsurer');
    const dialog = await openDialog(user);
    const treaties = await within(dialog).findByRole('table', {
      name: 'Carriers reinsured by Northstar Re',
    });
    expect(within(treaties).getByText('Keystone Specialty Insurance Co.')).toBeInTheDocument();
    expect(within(treaties).getByText('40%')).toBeInTheDocument();

    // Nothing picked, no share: the domain's messages, and no call.
    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(
      await within(dialog).findByText(REINSURANCE_MESSAGES.carrierRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(REINSURANCE_MESSAGES.shareRange)).toBeInTheDocument();

    // The picker offers the carriers not yet reinsured.
    await user.click(within(dialog).getByRole('combobox', { name: /^Carrier/ }));
    const albion = await screen.findByRole('option', { name: 'Albion Cyber Insurance Ltd' });
    expect(
      screen.queryByRole('option', { name: 'Keystone Specialty Insurance Co.' }),
    ).not.toBeInTheDocument();
    await user.click(albion);
    const share = within(dialog).getByLabelText(/^Share/);
    await user.type(share, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(await within(dialog).findByText(REINSURANCE_MESSAGES.shareRange)).toBeInTheDocument();
    expect(api.callsTo('POST', CARRIERS_URL)).toHaveLength(0);

    // The server's refusal is shown as it says it.
    failNextWithDuplicate();
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REINSURANCE_MESSAGES.alreadyReinsured,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add carrier' }));
    expect(await within(treaties).findByText('Albion Cyber Insurance Ltd')).toBeInTheDocument();
    expect(within(treaties).getByText('25%')).toBeInTheDocument();
    expect(api.callsTo('POST', CARRIERS_URL).at(-1)?.body).toEqual({
      carrierId: ALBION_ID,
      sharePercent: 25,
    });

    await user.click(
      within(treaties).getByRole('button', { name: 'Remove Keystone Specialty Insurance Co.' }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE', `${CARRIERS_URL}/${KEYSTONE_ID}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(treaties).queryByText('Keystone Specialty Insurance Co.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('staff without organisation:manage read the carriers but cannot change them', async () => {
    const { api } = setUp(['organisation:view']);
    const { user } = renderApp('/admin/organisations?tab=reinsurer');
    const dialog = await openDialog(user);
    const treaties = await within(dialog).findByRole('table', {
      name: 'Carriers reinsured by Northstar Re',
    });
    expect(within(treaties).getByText('Keystone Specialty Insurance Co.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add carrier' })).not.toBeInTheDocument();
    expect(within(treaties).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account/v1/carrier/search')).toHaveLength(0);
  });
});
