import { REFERENCE_MESSAGES, type BlacklistedDomain, type NaicsCode } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const PERMISSIONS = ['dashboard:view', 'reference:manage'];

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
  permissions: PERMISSIONS,
});

const signInAdmin = () =>
  signIn({
    accountType: 'COWBELL',
    subscriberType: 'COWBELL',
    accountId: 'provider-1',
    scopes: [...PERMISSIONS, 'role:admin'],
  });

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 25,
});

const shell = {
  'GET /api/auth/v1/me': () => ({ body: adminMe }),
  'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
};

const code = (naicsCode: string, secondaryIndustry: string): NaicsCode => ({
  id: `id-${naicsCode}`,
  naicsCode,
  title: secondaryIndustry,
  level: naicsCode.length,
  parentCode: naicsCode.slice(0, -1),
  primaryIndustry: 'Professional, Scientific, and Technical Services',
  secondaryIndustry,
});

describe('Industry codes screen', () => {
  it('lists codes with dup=1, validates the code (2 to 6 digits) and creates one', async () => {
    signInAdmin();
    const codes = [code('541511', 'Custom Computer Programming Services')];
    const api = mockApi({
      ...shell,
      'GET /api/account/v1/naics/search': () => ({ body: page(codes) }),
      'POST /api/account/v1/naics': (call: ApiCall) => {
        const body = call.body as { naicsCode: string; secondaryIndustry: string };
        const created = code(body.naicsCode, body.secondaryIndustry);
        codes.push(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/admin/manage/industry-codes');

    const table = await screen.findByRole('table', { name: 'Industry codes' });
    expect(
      await within(table).findByText('Custom Computer Programming Services'),
    ).toBeInTheDocument();
    const search = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('/naics/search'));
    expect(search).toContain('dup=1');

    await user.click(screen.getByRole('button', { name: 'Add industry code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add industry code' });
    await user.type(within(dialog).getByLabelText(/^NAICS code/), '5');
    await user.type(within(dialog).getByLabelText(/^Primary industry/), 'Services');
    await user.type(within(dialog).getByLabelText(/^Secondary industry/), 'Managed SOC');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(REFERENCE_MESSAGES.naicsCodeDigits)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/v1/naics')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^NAICS code/), '41599');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/account/v1/naics')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/account/v1/naics')[0]!.body).toEqual({
      naicsCode: '541599',
      primaryIndustry: 'Services',
      secondaryIndustry: 'Managed SOC',
    });
    expect(await screen.findByText('Industry code 541599 created')).toBeInTheDocument();
    expect(await within(table).findByText('Managed SOC')).toBeInTheDocument();
  });

  it('shows the server message of a duplicate (409) in the dialog', async () => {
    signInAdmin();
    const api = mockApi({
      ...shell,
      'GET /api/account/v1/naics/search': () => ({
        body: page([code('541511', 'Custom Computer Programming Services')]),
      }),
      'PUT /api/account/v1/naics/id-541511': () => ({
        status: 409,
        body: { message: REFERENCE_MESSAGES.naicsDuplicate('541512') },
      }),
    });
    const { user } = renderApp('/admin/manage/industry-codes');
    await user.click(await screen.findByRole('button', { name: 'Edit 541511' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit industry code 541511' });
    const field = within(dialog).getByLabelText(/^NAICS code/);
    await user.clear(field);
    await user.type(field, '541512');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(REFERENCE_MESSAGES.naicsDuplicate('541512')),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account/v1/naics/id-541511')).toHaveLength(1);
  });

  it('asks before deleting a code (Industry code delete)', async () => {
    signInAdmin();
    let codes = [code('541511', 'Custom Computer Programming Services')];
    const api = mockApi({
      ...shell,
      'GET /api/account/v1/naics/search': () => ({ body: page(codes) }),
      'DELETE /api/account/v1/naics/id-541511': () => {
        codes = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/admin/manage/industry-codes');
    await user.click(await screen.findByRole('button', { name: 'Delete 541511' }));
    const dialog = await screen.findByRole('dialog', { name: 'Industry code delete' });
    expect(within(dialog).getByText(/Delete industry code 541511/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/account/v1/naics/id-541511')).toHaveLength(1),
    );
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('States screen', () => {
  it('lists states and deletes one after StateDeleteConfirm', async () => {
    signInAdmin();
    let states = [
      { id: 's-tx', stateName: 'Texas', stateNameAbbrv: 'TX', timeZone: 'America/Chicago' },
      { id: 's-ut', stateName: 'Utah', stateNameAbbrv: 'UT', timeZone: 'America/Denver' },
    ];
    const api = mockApi({
      ...shell,
      'GET /api/account/v1/states/search': () => ({ body: page(states) }),
      'DELETE /api/account/v1/states/s-ut': () => {
        states = states.filter((s) => s.id !== 's-ut');
        return { status: 204 };
      },
    });
    const { user } = renderApp('/admin/manage/states');
    const table = await screen.findByRole('table', { name: 'States' });
    expect(await within(table).findByText('America/Denver')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Utah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete state' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/account/v1/states/s-ut')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Utah' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete state' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Utah deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Utah')).toBeNull());
  });
});

describe('Blacklisted domains screen', () => {
  const domain = (name: string): BlacklistedDomain => ({
    id: `d-${name}`,
    name,
    createdAt: '2026-03-01T10:00:00.000Z',
    createdBy: 'Alex Morgan',
  });

  it('pages by 25, validates the domain, strips the scheme and blacklists it', async () => {
    signInAdmin();
    const domains = [domain('spam.example.org')];
    const api = mockApi({
      ...shell,
      'GET /api/auth/v1/blacklist/domains': () => ({ body: page(domains) }),
      'POST /api/auth/v1/blacklist/domains': (call: ApiCall) => {
        const created = domain((call.body as { name: string }).name);
        domains.unshift(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/admin/manage/blacklisted-domains');
    const table = await screen.findByRole('table', { name: 'Blacklisted domains' });
    expect(await within(table).findByText('spam.example.org')).toBeInTheDocument();
    const list = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('/blacklist/domains'));
    expect(list).toContain('size=25');

    await user.click(screen.getByRole('button', { name: 'Blacklist domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist domain' });
    const field = within(dialog).getByLabelText(/^Domain/);
    await user.type(field, 'not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    expect(await within(dialog).findByText(REFERENCE_MESSAGES.invalidDomain)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/blacklist/domains')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'https://Phish.Example.com/login');
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/v1/blacklist/domains')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/auth/v1/blacklist/domains')[0]!.body).toEqual({
      name: 'phish.example.com',
    });
    expect(await screen.findByText(REFERENCE_MESSAGES.domainBlacklisted)).toBeInTheDocument();
    expect(await within(table).findByText('phish.example.com')).toBeInTheDocument();
  });

  it('says "Failed to blacklist domain. Please try again." and why, when the server refuses', async () => {
    signInAdmin();
    mockApi({
      ...shell,
      'GET /api/auth/v1/blacklist/domains': () => ({ body: page([]) }),
      'POST /api/auth/v1/blacklist/domains': () => ({
        status: 409,
        body: { message: REFERENCE_MESSAGES.domainAlreadyBlacklisted },
      }),
    });
    const { user } = renderApp('/admin/manage/blacklisted-domains');
    await user.click(await screen.findByRole('button', { name: 'Blacklist domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist domain' });
    await user.type(within(dialog).getByLabelText(/^Domain/), 'dupe.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    expect(await screen.findByText(REFERENCE_MESSAGES.blacklistFailed)).toBeInTheDocument();
    expect(
      within(dialog).getByText(REFERENCE_MESSAGES.domainAlreadyBlacklisted),
    ).toBeInTheDocument();
  });

  it('deletes after confirmation; a failure says "Failed to delete domain: {server message}"', async () => {
    signInAdmin();
    mockApi({
      ...shell,
      'GET /api/auth/v1/blacklist/domains': () => ({ body: page([domain('gone.example.com')]) }),
      'DELETE /api/auth/v1/blacklist/domains/d-gone.example.com': () => ({
        status: 404,
        body: { message: REFERENCE_MESSAGES.domainNotFound },
      }),
    });
    const { user } = renderApp('/admin/manage/blacklisted-domains');
    await user.click(await screen.findByRole('button', { name: 'Delete gone.example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove domain' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`Failed to delete domain: ${REFERENCE_MESSAGES.domainNotFound}`),
    ).toBeInTheDocument();
  });
});
