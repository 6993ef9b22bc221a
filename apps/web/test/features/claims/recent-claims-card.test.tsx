import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
} from '../../support/helpers.tsx';

const SEARCH = '/api/claims/v1/search';
const PERMISSIONS = ['dashboard:view', 'claim:view', 'claim:manage'];

const vendorMe = () =>
  buildMe({
    permissions: PERMISSIONS,
    subscriberType: 'VENDOR',
    account: { ...buildMe().account, accountType: 'VENDOR', name: 'Forensics LLC', npn: null },
  });

const claim = (n: number, status: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  claimNumber: `CLM-000${n}`,
  status,
  isFiled: status === 'FILED',
  accountId: '22222222-2222-4222-8222-222222222222',
  accountName: 'Acme Dental Group',
  name: 'Ransomware',
  lossDate: '2026-11-01',
  lossDescription: null,
  vendorName: 'Forensics LLC',
  filedAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  canEdit: true,
  canDelete: false,
});

describe("the vendor's dashboard", () => {
  it('lists the latest claims assigned to it, with the way to all of them', async () => {
    signIn({ accountType: 'VENDOR', subscriberType: 'VENDOR', scopes: PERMISSIONS });
    const api = mockApi({
      ...shellHandlers(vendorMe()),
      [`GET ${SEARCH}`]: () => ({
        body: { ...onePage([claim(1, 'FILED'), claim(2, 'UN_FILED')], 5), totalElements: 7 },
      }),
    });
    renderApp('/vendor/dashboard');
    const card = await screen.findByRole('region', { name: 'Your claims' });
    const list = await within(card).findByRole('list', { name: 'Your claims' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('CLM-0001 · Acme Dental Group')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'All claims (7)' })).toHaveAttribute(
      'href',
      '/vendor/claims',
    );
    expect(api.callsTo('GET', SEARCH)[0]!.query).toMatchObject({
      page: '0',
      size: '5',
      sort: 'modified,desc',
    });
    // no book or agency tabs for a vendor
    expect(screen.queryByText('Book of business')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says so when none is assigned', async () => {
    signIn({ accountType: 'VENDOR', subscriberType: 'VENDOR', scopes: PERMISSIONS });
    mockApi({ ...shellHandlers(vendorMe()), [`GET ${SEARCH}`]: () => ({ body: onePage([], 5) }) });
    renderApp('/vendor/dashboard');
    const card = await screen.findByRole('region', { name: 'Your claims' });
    expect(await within(card).findByText('No claims yet.')).toBeInTheDocument();
  });
});
