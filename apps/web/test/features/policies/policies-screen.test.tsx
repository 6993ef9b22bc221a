import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  AGENT_ISSUE_PATH,
  ISSUE_PATH,
  POLICY_ID,
  POLICY_PATH,
  SEARCH_PATH,
  actionResult,
  policy,
  ukPolicy,
} from '../../support/policies-fixtures.ts';

/** An agency user who manages quotes (and so may issue the agency's own binders). */
const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
/** Provider staff who issue binders. */
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];

function agency(permissions = AGENCY, handlers: Record<string, Handler> = {}) {
  signIn({ scopes: permissions });
  return mockApi({
    ...shellHandlers(buildMe({ permissions })),
    [`GET ${SEARCH_PATH}`]: ({ query }) => ({
      body: onePage(query.kind === 'BINDERS' ? [policy()] : [ukPolicy()], 20),
    }),
    [`GET ${POLICY_PATH}`]: () => ({ body: policy() }),
    ...handlers,
  });
}

function staff(permissions = STAFF, handlers: Record<string, Handler> = {}) {
  signInProviderAdmin(permissions);
  return mockApi({
    ...shellHandlers(providerAdminMe(permissions)),
    [`GET ${SEARCH_PATH}`]: ({ query }) => ({
      body: onePage(
        query.kind === 'BINDERS' ? [policy()] : [ukPolicy(), policy({ status: 'IN FORCE' })],
        20,
      ),
    }),
    [`GET ${POLICY_PATH}`]: () => ({ body: policy() }),
    ...handlers,
  });
}

/** The query strings the list was asked with, in order. */
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', SEARCH_PATH).map((c) => c.query);

/** The row of the table showing `policyNumber`, once the page is there. */
const rowOf = async (table: HTMLElement, policyNumber: string) =>
  (await within(table).findByText(policyNumber)).closest('tr')!;

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter(Boolean);

/** The value a detail list shows beside `label`. */
const valueOf = (drawer: HTMLElement, label: string) => {
  const term = within(drawer).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** The main navigation leads to the persona's own Binders and Policies tabs. */
function expectPolicyTabsInNav(persona: string) {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, tab] of [
    ['Binders', 'binders'],
    ['Policies', 'policies'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `/${persona}/${tab}`);
  }
}

/** Opens the binder's drawer from its row; returns the drawer. */
async function openBinder(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open CYB-US-2026-0000123' }));
  return screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
}

describe('BINDERS tab', () => {
  it('asks for 20 binders by effective date and shows each one, without an agency column for an agency', async () => {
    const api = agency();
    renderApp('/agency/binders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Binders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Binders' });
    const row = await rowOf(table, 'CYB-US-2026-0000123');
    expect(within(row).getByText('Acme Dental Group')).toBeInTheDocument();
    expect(within(row).getByText('Prime 100')).toBeInTheDocument();
    expect(within(row).getByText('Bound')).toBeInTheDocument();
    expect(within(row).getByText('Dec. 05, 2026')).toBeInTheDocument();
    // the binder's last day to be issued, in place of the end date
    expect(within(row).getByText('Dec. 20, 2026')).toBeInTheDocument();
    expect(within(row).queryByText('Dec. 05, 2027')).not.toBeInTheDocument();
    expect(within(row).getByText('$1,234.56')).toBeInTheDocument();
    expect(headers(table)).toContain('Binder expires');
    expect(headers(table)).not.toContain('End date');
    expect(headers(table)).not.toContain('Agency');
    expect(within(row).queryByText('Harbor Risk Partners')).not.toBeInTheDocument();
    expect(listQueries(api)[0]).toEqual({
      page: '0',
      size: '20',
      kind: 'BINDERS',
      sort: 'effectiveDate,asc',
      teamScope: 'AGENCY',
    });
    expectPolicyTabsInNav('agency');
  });

  it('filters by payment and searches by company or policy number', async () => {
    const api = agency();
    const { user } = renderApp('/agency/binders');
    await screen.findByText('CYB-US-2026-0000123');
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Need payment' }));
    await waitFor(() => expect(listQueries(api).at(-1)!.payment).toBe('NEED_PAYMENT'));
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(listQueries(api).at(-1)!.payment).toBe('PAID'));
    await user.type(screen.getByLabelText('Search by company or policy number'), 'Acme');
    await waitFor(() => expect(listQueries(api).at(-1)!.search).toBe('Acme'));
    expect(listQueries(api).at(-1)).toEqual({
      page: '0',
      size: '20',
      kind: 'BINDERS',
      sort: 'effectiveDate,asc',
      teamScope: 'AGENCY',
      payment: 'PAID',
      search: 'Acme',
    });
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(listQueries(api).at(-1)!.payment).toBeUndefined());
    // the renewal filter belongs to the POLICIES tab
    expect(screen.queryByLabelText('Open for renewal')).not.toBeInTheDocument();
    expect(listQueries(api).every((q) => q.openForRenewal === undefined)).toBe(true);
  });

  it('says No Data when there is no binder', async () => {
    agency(AGENCY, { [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([], 20) }) });
    renderApp('/agency/binders');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('opens a binder with every field, money in its currency, and keeps it in the address', async () => {
    const api = agency();
    const { user, router } = renderApp('/agency/binders');
    const drawer = await openBinder(user);
    expect(router.state.location.search).toBe(`?policy=${POLICY_ID}`);
    await within(drawer).findByText('Acme Dental Group');
    expect(within(drawer).getByRole('link', { name: 'Acme Dental Group' })).toHaveAttribute(
      'href',
      '/agency/accounts/22222222-2222-4222-8222-222222222222',
    );
    expect(valueOf(drawer, 'Status')).toBe('Bound');
    expect(valueOf(drawer, 'Policy #')).toBe('CYB-US-2026-0000123');
    expect(valueOf(drawer, 'Product')).toBe('Prime 100');
    expect(valueOf(drawer, 'Agency')).toBe('Harbor Risk Partners');
    expect(valueOf(drawer, 'Effective date')).toBe('Dec. 05, 2026');
    expect(valueOf(drawer, 'End date')).toBe('Dec. 05, 2027');
    expect(valueOf(drawer, 'Binder expires')).toBe('Dec. 20, 2026');
    expect(valueOf(drawer, 'Bound on')).toMatch(/^Nov\. 20, 2026/);
    expect(valueOf(drawer, 'Issued on')).toBe('—');
    expect(valueOf(drawer, 'Limit')).toBe('$1,000,000');
    expect(valueOf(drawer, 'Deductible')).toBe('$25,000');
    expect(valueOf(drawer, 'Premium')).toBe('$1,200.00');
    expect(valueOf(drawer, 'Broker fee')).toBe('$15.00');
    expect(valueOf(drawer, 'MGA fee')).toBe('$50.00');
    expect(valueOf(drawer, 'Surplus lines tax')).toBe('$23.45');
    expect(valueOf(drawer, 'Stamping fee')).toBe('$6.78');
    expect(valueOf(drawer, 'Total premium')).toBe('$1,234.56');
    expect(valueOf(drawer, 'Currency')).toBe('USD');
    expect(valueOf(drawer, 'Paid')).toBe('No');
    expect(valueOf(drawer, 'Payment status')).toBe('Unpaid');
    expect(valueOf(drawer, 'Policyholder email')).toBe('owner@acmedental.example');
    expect(valueOf(drawer, 'Quote ID')).toBe('11111111-1111-4111-8111-111111111111');
    expect(valueOf(drawer, 'Carrier ID')).toBe('—');
    expect(api.callsTo('GET', POLICY_PATH)).toHaveLength(1);
  });

  it('opens the binder named in the address', async () => {
    agency();
    renderApp(`/agency/binders?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
    expect(await within(drawer).findByText('owner@acmedental.example')).toBeInTheDocument();
  });

  it('an agency issues its bound binder after confirming: agent-issue, then the server’s message', async () => {
    let current = policy();
    const api = agency(AGENCY, {
      [`GET ${POLICY_PATH}`]: () => ({ body: current }),
      [`POST ${AGENT_ISSUE_PATH}`]: () => {
        current = policy({ status: 'ISSUED', issuedOn: '2026-11-22T10:00:00.000Z' });
        return { body: { message: 'Policy CYB-US-2026-0000123 issued', policy: current } };
      },
    });
    const { user } = renderApp('/agency/binders');
    const drawer = await openBinder(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Issue policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue policy CYB-US-2026-0000123?' });
    expect(api.callsTo('POST', AGENT_ISSUE_PATH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Policy CYB-US-2026-0000123 issued')).toBeInTheDocument();
    expect(api.callsTo('POST', AGENT_ISSUE_PATH)).toHaveLength(1);
    expect(api.callsTo('POST', AGENT_ISSUE_PATH)[0]!.body).toEqual({});
    expect(api.callsTo('POST', ISSUE_PATH)).toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Issue policy/ })).not.toBeInTheDocument(),
    );
    // the drawer shows the policy as the answer has it: issued, with nothing left to issue
    expect(valueOf(drawer, 'Status')).toBe('Issued');
    expect(within(drawer).queryByRole('button', { name: 'Issue policy' })).not.toBeInTheDocument();
    // and the list is asked again
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(1));
  });

  it('a refused issue shows the server’s message and leaves the binder bound', async () => {
    const api = agency(AGENCY, {
      [`POST ${AGENT_ISSUE_PATH}`]: () => ({
        status: 409,
        body: { message: 'Only a bound binder can be issued' },
      }),
    });
    const { user } = renderApp('/agency/binders');
    const drawer = await openBinder(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Issue policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue policy CYB-US-2026-0000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a bound binder can be issued',
    );
    expect(api.callsTo('POST', AGENT_ISSUE_PATH)).toHaveLength(1);
    expect(valueOf(drawer, 'Status')).toBe('Bound');
  });

  it('provider staff issue through the issue path and see each binder’s agency', async () => {
    const api = staff(STAFF, {
      [`POST ${ISSUE_PATH}`]: () => ({
        body: actionResult('Policy CYB-US-2026-0000123 issued', { status: 'ISSUED' }),
      }),
    });
    const { user } = renderApp('/admin/binders');
    const table = await screen.findByRole('table', { name: 'Binders' });
    const row = await rowOf(table, 'CYB-US-2026-0000123');
    expect(within(row).getByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(headers(table)).toContain('Agency');
    const drawer = await openBinder(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Issue policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue policy CYB-US-2026-0000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Policy CYB-US-2026-0000123 issued')).toBeInTheDocument();
    expect(api.callsTo('POST', ISSUE_PATH)).toHaveLength(1);
    expect(api.callsTo('POST', AGENT_ISSUE_PATH)).toHaveLength(0);
  });

  it('no Issue policy without the right: staff without policy:manage, agency users without quote:manage', async () => {
    staff(['binder:view', 'policy:view']);
    const first = renderApp('/admin/binders');
    let drawer = await openBinder(first.user);
    await within(drawer).findByText('owner@acmedental.example');
    expect(within(drawer).queryByRole('button', { name: 'Issue policy' })).not.toBeInTheDocument();
    first.unmount();

    agency(['dashboard:view', 'quote:view', 'binder:view', 'policy:view']);
    const second = renderApp('/agency/binders');
    drawer = await openBinder(second.user);
    await within(drawer).findByText('owner@acmedental.example');
    expect(within(drawer).queryByRole('button', { name: 'Issue policy' })).not.toBeInTheDocument();
  });
});

describe('a UK brokerage', () => {
  it('reads Brokerage and Excess, with days the UK way', async () => {
    signInProviderAdmin(STAFF);
    const me = providerAdminMe(STAFF);
    mockApi({
      ...shellHandlers({ ...me, account: { ...me.account, region: 'UK' } }),
      [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([ukPolicy({ id: POLICY_ID })], 20) }),
      [`GET ${POLICY_PATH}`]: () => ({ body: ukPolicy({ id: POLICY_ID }) }),
    });
    const { user } = renderApp('/admin/policies');
    const table = await screen.findByRole('table', { name: 'Policies' });
    const row = await rowOf(table, 'CYB-UK-2026-0000045');
    expect(headers(table)).toContain('Brokerage');
    expect(headers(table)).not.toContain('Agency');
    expect(within(row).getByText('15 Jan 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open CYB-UK-2026-0000045' }));
    const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-UK-2026-0000045' });
    await within(drawer).findByText('Thames Widgets Ltd');
    expect(valueOf(drawer, 'Brokerage')).toBe('Albion Brokers');
    expect(valueOf(drawer, 'Excess')).toBe('£25,000');
    expect(valueOf(drawer, 'Limit')).toBe('£1,000,000');
    expect(within(drawer).queryByText('Deductible')).not.toBeInTheDocument();
  });
});

describe('POLICIES tab', () => {
  it('asks for 20 policies by end date; provider staff see the agency, in the policy’s currency', async () => {
    const api = staff();
    renderApp('/admin/policies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Policies' });
    const row = await rowOf(table, 'CYB-UK-2026-0000045');
    expect(within(row).getByText('Thames Widgets Ltd')).toBeInTheDocument();
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    expect(within(row).getByText('£987.65')).toBeInTheDocument();
    expect(within(row).getByText('Albion Brokers')).toBeInTheDocument();
    expect(within(row).getByText('Jan. 15, 2027')).toBeInTheDocument();
    expect(
      within(await rowOf(table, 'CYB-US-2026-0000123')).getByText('In Force'),
    ).toBeInTheDocument();
    expect(headers(table)).toEqual(
      expect.arrayContaining(['Policy #', 'Company', 'Product', 'Status', 'End date', 'Agency']),
    );
    expect(headers(table)).not.toContain('Binder expires');
    expect(listQueries(api)[0]).toEqual({
      page: '0',
      size: '20',
      kind: 'POLICIES',
      sort: 'endDate,asc',
    });
  });

  it('an agency sees no agency column and filters policies open for renewal', async () => {
    const api = agency();
    const { user } = renderApp('/agency/policies');
    const table = await screen.findByRole('table', { name: 'Policies' });
    await within(table).findByText('CYB-UK-2026-0000045');
    expect(headers(table)).not.toContain('Agency');
    expect(within(table).queryByText('Albion Brokers')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Open for renewal'));
    await waitFor(() => expect(listQueries(api).at(-1)!.openForRenewal).toBe('true'));
    expect(listQueries(api).at(-1)).toEqual({
      page: '0',
      size: '20',
      kind: 'POLICIES',
      sort: 'endDate,asc',
      teamScope: 'AGENCY',
      openForRenewal: 'true',
    });
    await user.click(screen.getByLabelText('Open for renewal'));
    await waitFor(() => expect(listQueries(api).at(-1)!.openForRenewal).toBeUndefined());
  });

  it('an agency scopes the tab to all of its teams, and back to the agency', async () => {
    const api = agency();
    const { user } = renderApp('/agency/policies');
    await screen.findByText('CYB-UK-2026-0000045');
    const scope = screen.getByRole('combobox', { name: 'Team' });
    expect(scope).toHaveTextContent('My agency');
    await user.click(scope);
    // no team chosen in the header: "Current team" is not offered
    expect(await screen.findByRole('option', { name: 'Current team' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'All my teams' }));
    await waitFor(() => expect(listQueries(api).at(-1)!.teamScope).toBe('MY_TEAMS'));
    expect(listQueries(api).at(-1)!.teamId).toBeUndefined();
  });

  it('an issued policy’s drawer offers no Issue policy', async () => {
    agency(AGENCY, { [`GET ${POLICY_PATH}`]: () => ({ body: ukPolicy({ id: POLICY_ID }) }) });
    renderApp(`/agency/policies?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-UK-2026-0000045' });
    expect(await within(drawer).findByText('£987.65')).toBeInTheDocument();
    expect(valueOf(drawer, 'Paid')).toBe('Yes');
    expect(within(drawer).queryByRole('button', { name: 'Issue policy' })).not.toBeInTheDocument();
  });
});

describe('a carrier', () => {
  /** The carrier admin's role: it reads binders and policies, never issues. */
  const CARRIER = ['dashboard:view', 'binder:view', 'policy:view', 'account:view', 'claim:view'];
  const KEYSTONE = '44444444-4444-4444-8444-444444444444';

  function carrier() {
    signIn({ accountType: 'CARRIER', subscriberType: 'CARRIER', scopes: CARRIER });
    const me = buildMe({ permissions: CARRIER, subscriberType: 'CARRIER' });
    return mockApi({
      ...shellHandlers({
        ...me,
        account: { ...me.account, accountType: 'CARRIER', name: 'Keystone Specialty' },
      }),
      [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([policy({ carrierId: KEYSTONE })], 20) }),
      [`GET ${POLICY_PATH}`]: () => ({ body: policy({ carrierId: KEYSTONE }) }),
    });
  }

  it('reads the binders on its paper from its own navigation: the company unlinked, nothing to issue', async () => {
    const api = carrier();
    const { user } = renderApp('/carrier/binders');
    const table = await screen.findByRole('table', { name: 'Binders' });
    await rowOf(table, 'CYB-US-2026-0000123');
    expectPolicyTabsInNav('carrier');
    expect(listQueries(api)[0]).toMatchObject({ kind: 'BINDERS' });
    const drawer = await openBinder(user);
    await within(drawer).findByText('Acme Dental Group');
    // the account is not the carrier's to open: its name is text, not a link
    expect(within(drawer).queryByRole('link', { name: 'Acme Dental Group' })).toBeNull();
    expect(valueOf(drawer, 'Company')).toBe('Acme Dental Group');
    expect(valueOf(drawer, 'Carrier ID')).toBe(KEYSTONE);
    expect(within(drawer).getByRole('button', { name: 'Download binder' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Issue policy' })).not.toBeInTheDocument();
  });
});
