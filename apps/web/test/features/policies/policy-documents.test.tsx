import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
} from '../../support/helpers.tsx';
import {
  POLICY_ID,
  POLICY_PATH,
  SEARCH_PATH,
  policy,
  ukPolicy,
} from '../../support/policies-fixtures.ts';

/** An agency user who reads binders and policies. */
const AGENCY = ['dashboard:view', 'quote:view', 'binder:view', 'policy:view'];
const BINDER_PDF = `${POLICY_PATH}/binder`;
const UK_ID = '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e02';

/** The file names the browser was asked to save, in order. */
function savedFiles() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:policy'), revokeObjectURL: vi.fn() }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

function agency(handlers: Record<string, Handler> = {}) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([policy()], 20) }),
    [`GET ${POLICY_PATH}`]: () => ({ body: policy() }),
    [`GET ${BINDER_PDF}`]: () => ({ body: '%PDF-1.7' }),
    ...handlers,
  });
}

describe('the documents of a binder or policy', () => {
  it('a bound binder: Download binder saves {company}-{policyNumber}-Binder.pdf; no declarations yet', async () => {
    const saved = savedFiles();
    const api = agency();
    const { user } = renderApp(`/agency/binders?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
    const button = await within(drawer).findByRole('button', { name: 'Download binder' });
    expect(
      within(drawer).queryByRole('button', { name: 'Download declarations' }),
    ).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() =>
      expect(saved).toEqual(['Acme_Dental_Group-CYB-US-2026-0000123-Binder.pdf']),
    );
    expect(api.callsTo('GET', BINDER_PDF)).toHaveLength(1);
  });

  it('an issued policy offers both; declarations download from their own path', async () => {
    const saved = savedFiles();
    const issued = policy({ status: 'IN FORCE', issuedOn: '2026-11-22T10:00:00.000Z' });
    const api = agency({
      [`GET ${POLICY_PATH}`]: () => ({ body: issued }),
      [`GET ${POLICY_PATH}/declarations`]: () => ({ body: '%PDF-1.7' }),
    });
    const { user } = renderApp(`/agency/policies?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-US-2026-0000123' });
    expect(
      await within(drawer).findByRole('button', { name: 'Download binder' }),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Download declarations' }));
    await waitFor(() =>
      expect(saved).toEqual(['Acme_Dental_Group-CYB-US-2026-0000123-Declarations.pdf']),
    );
    expect(api.callsTo('GET', `${POLICY_PATH}/declarations`)).toHaveLength(1);
    expect(api.callsTo('GET', BINDER_PDF)).toHaveLength(0);
  });

  it('a refused download says so and saves nothing', async () => {
    const saved = savedFiles();
    agency({
      [`GET ${BINDER_PDF}`]: () => ({ status: 404, body: { message: 'Policy not found' } }),
    });
    const { user } = renderApp(`/agency/binders?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
    await user.click(await within(drawer).findByRole('button', { name: 'Download binder' }));
    expect(await screen.findByText('Failed to download the document')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('in the UK the declarations page is the policy schedule', async () => {
    const saved = savedFiles();
    const permissions = ['binder:view', 'policy:view'];
    signInProviderAdmin(permissions);
    const me = providerAdminMe(permissions);
    const path = `/api/policy/v1/${UK_ID}`;
    mockApi({
      ...shellHandlers({ ...me, account: { ...me.account, region: 'UK' } }),
      [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([ukPolicy()], 20) }),
      [`GET ${path}`]: () => ({ body: ukPolicy() }),
      [`GET ${path}/declarations`]: () => ({ body: '%PDF-1.7' }),
    });
    const { user } = renderApp(`/admin/policies?policy=${UK_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-UK-2026-0000045' });
    await user.click(
      await within(drawer).findByRole('button', { name: 'Download policy schedule' }),
    );
    await waitFor(() =>
      expect(saved).toEqual(['Thames_Widgets_Ltd-CYB-UK-2026-0000045-Declarations.pdf']),
    );
    expect(within(drawer).getByRole('button', { name: 'Download binder' })).toBeInTheDocument();
  });
});
