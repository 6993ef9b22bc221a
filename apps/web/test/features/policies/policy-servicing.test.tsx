import {
  addDaysIso,
  MIDTERM_PATHS,
  POLICY_FORMS,
  SERVICING_PATHS,
  type MidtermEntry,
  type EndorsementOptions,
  type PolicyRevision,
  type PolicyTerms,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
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
  actionResult,
  policy,
} from '../../support/policies-fixtures.ts';

/** An agency user who services the agency's policies (quote:manage). */
const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
/** Provider staff who service every policy (policy:manage). */
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];

const REVISIONS = SERVICING_PATHS.revisions(POLICY_ID);
const TODAY = dayjs().format('YYYY-MM-DD');
/** The day the cancellation forms start at: today within the fixture policy's period. */
const FIRST_CANCEL_DAY =
  TODAY < '2026-12-05' ? '2026-12-05' : TODAY > '2027-12-05' ? '2027-12-05' : TODAY;

/** An issued policy in force at its third revision. */
const inForce = (over: Parameters<typeof policy>[0] = {}) =>
  policy({
    status: 'IN FORCE',
    isPaid: true,
    issuedOn: '2026-11-22T10:00:00.000Z',
    revision: 3,
    ...over,
  });

const TERMS: PolicyTerms = {
  limit: 1_000_000,
  deductible: 25_000,
  annualPremium: 120_000,
  namedInsured: 'Acme Dental Group',
  address: null,
  additionalNamedInsureds: [],
  forms: [],
  socialEngineering: null,
};

const revision = (over: Partial<PolicyRevision> & Pick<PolicyRevision, 'number'>) =>
  ({
    id: `rev-${over.number}`,
    policyId: POLICY_ID,
    kind: 'ENDORSEMENT',
    label: 'Endorsement',
    transactionStatus: null,
    endorsementType: null,
    effectiveDate: '2026-12-05',
    inForce: true,
    reason: null,
    status: 'IN FORCE',
    premiumDelta: 0,
    terms: TERMS,
    changes: [],
    createdBy: 'Avery Agent',
    created: '2026-12-01T10:00:00.000Z',
    revertedBy: null,
    reverts: null,
    hasDocument: false,
    documentId: null,
    ...over,
  }) satisfies PolicyRevision;

/** Issued, a named insured change, then a limit change not yet in force (oldest first). */
const HISTORY: PolicyRevision[] = [
  revision({
    number: 1,
    kind: 'NEW_BUSINESS',
    label: 'Issued',
    status: 'ISSUED',
    premiumDelta: 120_000,
    createdBy: 'Uma Underwriter',
  }),
  revision({
    number: 2,
    endorsementType: 'NAMED_INSURED_CHANGE',
    effectiveDate: '2027-01-10',
    reason: 'Company renamed',
    changes: [
      {
        field: 'namedInsured',
        label: 'Named insured',
        kind: 'text',
        before: 'Acme Dental Group',
        after: 'Acme Dental Group LLC',
      },
    ],
    hasDocument: true,
  }),
  revision({
    number: 3,
    endorsementType: 'LIMIT_CHANGE',
    effectiveDate: '2027-03-01',
    inForce: false,
    premiumDelta: 12_345,
    changes: [
      { field: 'limit', label: 'Limit', kind: 'amount', before: 1_000_000, after: 2_000_000 },
      {
        field: 'annualPremium',
        label: 'Annual premium',
        kind: 'money',
        before: 120_000,
        after: 140_000,
      },
    ],
  }),
];

const OPTIONS: EndorsementOptions = {
  types: ['LIMIT_CHANGE', 'NAMED_INSURED_CHANGE', 'ADDRESS_CHANGE', 'FORMS'],
  limits: [1_000_000, 2_000_000, 3_000_000],
  deductibles: [10_000, 25_000, 50_000],
  forms: POLICY_FORMS.slice(0, 3),
  socialEngineeringSubLimits: [50_000, 100_000, 250_000],
  earliest: addDaysIso(TODAY, -14),
  latest: addDaysIso(TODAY, 30),
  terms: TERMS,
};

/** The answers every servicing screen needs: the list, the policy, its revisions. */
const servicingHandlers = (
  open = inForce(),
  handlers: Record<string, Handler> = {},
): Record<string, Handler> => ({
  [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([open], 20) }),
  [`GET ${POLICY_PATH}`]: () => ({ body: open }),
  [`GET ${REVISIONS}`]: () => ({ body: { revisions: HISTORY } }),
  ...handlers,
});

function agency(open = inForce(), handlers: Record<string, Handler> = {}) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    ...servicingHandlers(open, handlers),
  });
}

function staff(open = inForce(), handlers: Record<string, Handler> = {}) {
  signInProviderAdmin(STAFF);
  return mockApi({
    ...shellHandlers(providerAdminMe(STAFF)),
    ...servicingHandlers(open, handlers),
  });
}

function policyholder(open = inForce(), handlers: Record<string, Handler> = {}) {
  const permissions = ['dashboard:view', 'quote:view', 'policy:view'];
  signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
  const me = buildMe({
    permissions,
    subscriberType: 'CUSTOMER',
    account: {
      ...buildMe().account,
      id: 'account-9',
      name: 'Acme Dental Group',
      accountType: 'CUSTOMER',
      npn: null,
    },
  });
  return mockApi({ ...shellHandlers(me), ...servicingHandlers(open, handlers) });
}

/** The policy's drawer, opened from the address. */
async function openPolicy(persona: string) {
  const rendered = renderApp(`/${persona}/policies?policy=${POLICY_ID}`);
  const drawer = await screen.findByRole('dialog', { name: 'Policy CYB-US-2026-0000123' });
  return { ...rendered, drawer };
}

/** The names of the servicing buttons the drawer offers. */
const servicingButtons = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('group', { name: 'Policy actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The value a detail list shows beside `label`. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

type User = ReturnType<typeof renderApp>['user'];

async function choose(user: User, within_: HTMLElement, combobox: string, option: string) {
  await user.click(within(within_).getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('who may service a policy', () => {
  it('provider staff may cancel, flat cancel, void and rescind a policy in force', async () => {
    staff();
    const { drawer } = await openPolicy('admin');
    await within(drawer).findByRole('group', { name: 'Policy actions' });
    expect(servicingButtons(drawer)).toEqual([
      'Endorse',
      'Request cancellation',
      'Cancel policy',
      'Flat cancel',
      'Void policy',
      'Rescind policy',
    ]);
  });

  it('an agency may endorse and request a cancellation only', async () => {
    agency();
    const { drawer } = await openPolicy('agency');
    await within(drawer).findByRole('group', { name: 'Policy actions' });
    expect(servicingButtons(drawer)).toEqual(['Endorse', 'Request cancellation']);
  });

  it('a policyholder reads the transactions, with no action on them', async () => {
    policyholder();
    const { drawer } = await openPolicy('customer');
    expect(await within(drawer).findByRole('heading', { name: 'Transactions' })).toBeVisible();
    const table = await within(drawer).findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Named insured change')).toBeInTheDocument();
    expect(within(drawer).queryByRole('group', { name: 'Policy actions' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Endorse' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Revert revision 3' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete revision 3' })).toBeNull();
  });

  it('a binder has neither actions nor transactions', async () => {
    const api = agency(policy());
    renderApp(`/agency/binders?policy=${POLICY_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Binder CYB-US-2026-0000123' });
    expect(within(drawer).getByRole('button', { name: 'Issue policy' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('group', { name: 'Policy actions' })).toBeNull();
    expect(within(drawer).queryByRole('heading', { name: 'Transactions' })).toBeNull();
    expect(api.callsTo('GET', REVISIONS)).toHaveLength(0);
  });
});

describe('the transactions of a policy', () => {
  it('lists the revisions newest first, opens one’s changes and compares two', async () => {
    const diff = SERVICING_PATHS.diff(POLICY_ID);
    const api = staff(inForce(), {
      [`GET ${diff}`]: () => ({
        body: {
          from: 1,
          to: 3,
          changes: [
            { field: 'limit', label: 'Limit', kind: 'amount', before: 1_000_000, after: 2_000_000 },
            {
              field: 'namedInsured',
              label: 'Named insured',
              kind: 'text',
              before: 'Acme Dental Group',
              after: 'Acme Dental Group LLC',
            },
          ],
        },
      }),
    });
    const { drawer, user } = await openPolicy('admin');
    const table = await within(drawer).findByRole('table', { name: 'Transactions' });
    // each revision's row, without the rows its changes open in
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
    const numbers = rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(numbers).toEqual(['3', '2', '1']);

    const latest = rows[0]!;
    expect(within(latest).getByText('Limit and deductible change')).toBeInTheDocument();
    expect(within(latest).getByText('Scheduled')).toBeInTheDocument();
    expect(within(latest).getByText('+$123.45')).toBeInTheDocument();
    expect(within(latest).getByText('Mar. 01, 2027')).toBeInTheDocument();
    // the latest endorsement, not yet in force, may be reverted or deleted
    expect(within(latest).getByRole('button', { name: 'Revert revision 3' })).toBeInTheDocument();
    expect(within(latest).getByRole('button', { name: 'Delete revision 3' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revert revision 2' })).toBeNull();
    expect(within(rows.at(-1)!).getByText('+$1,200.00')).toBeInTheDocument();
    expect(within(table).getByText('Uma Underwriter')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Show changes of revision 2' }));
    expect(await within(table).findByText('Company renamed')).toBeInTheDocument();
    expect(valueOf(table, 'Named insured')).toBe('Acme Dental Group → Acme Dental Group LLC');

    await user.click(within(table).getByRole('button', { name: 'Show changes of revision 3' }));
    expect(await within(table).findByText('$1,000,000 → $2,000,000')).toBeInTheDocument();
    expect(within(table).getByText('$1,200.00 → $1,400.00')).toBeInTheDocument();

    const compare = within(drawer).getByRole('region', { name: 'Compare revisions' });
    await choose(user, compare, 'From revision', '1 · Issued');
    await user.click(within(compare).getByRole('button', { name: 'Compare' }));
    expect(await within(compare).findByText('From revision 1 to revision 3')).toBeInTheDocument();
    expect(valueOf(compare, 'Limit')).toBe('$1,000,000 → $2,000,000');
    expect(valueOf(compare, 'Named insured')).toBe('Acme Dental Group → Acme Dental Group LLC');
    expect(api.callsTo('GET', diff).map((call) => call.query)).toEqual([{ from: '1', to: '3' }]);
  });

  it('downloads a transaction’s document under the server’s name', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rev'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const document = SERVICING_PATHS.revisionDocument(POLICY_ID, 2);
    const api = agency(inForce(), { [`GET ${document}`]: () => ({ body: '%PDF-1.7' }) });
    const { drawer, user } = await openPolicy('agency');
    const table = await within(drawer).findByRole('table', { name: 'Transactions' });
    expect(within(table).queryByRole('button', { name: /document of revision 1/ })).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Download the document of revision 2' }),
    );
    await waitFor(() =>
      expect(saved).toEqual(['Acme_Dental_Group-CYB-US-2026-0000123-Endorsement-2.pdf']),
    );
    expect(api.callsTo('GET', document)).toHaveLength(1);
  });

  it('reverts the latest endorsement with a reason, then shows the server’s message', async () => {
    const revert = SERVICING_PATHS.revert(POLICY_ID, 3);
    const api = agency(inForce(), {
      [`POST ${revert}`]: () => ({
        body: actionResult('Revision 3 reverted', { status: 'IN FORCE', revision: 4 }),
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Revert revision 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert revision 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Entered in error');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Revision 3 reverted')).toBeInTheDocument();
    expect(api.callsTo('POST', revert).map((call) => call.body)).toEqual([
      { reason: 'Entered in error' },
    ]);
    await waitFor(() => expect(api.callsTo('GET', REVISIONS).length).toBeGreaterThan(1));
  });
});

describe('Endorse policy', () => {
  const AVAILABLE = SERVICING_PATHS.endorsementOptions(POLICY_ID);
  const QUOTE = SERVICING_PATHS.endorsementQuote(POLICY_ID);
  const ENDORSE = SERVICING_PATHS.endorsements(POLICY_ID);

  it('reviews a limit change with its pro rata premium, then endorses', async () => {
    const api = agency(inForce(), {
      [`GET ${AVAILABLE}`]: () => ({ body: OPTIONS }),
      [`POST ${QUOTE}`]: () => ({
        body: {
          premiumDelta: 12_345,
          annualPremiumBefore: 120_000,
          annualPremiumAfter: 140_000,
          changes: [
            { field: 'limit', label: 'Limit', kind: 'amount', before: 1_000_000, after: 2_000_000 },
            {
              field: 'annualPremium',
              label: 'Annual premium',
              kind: 'money',
              before: 120_000,
              after: 140_000,
            },
          ],
        },
      }),
      [`POST ${ENDORSE}`]: () => ({
        status: 201,
        body: actionResult('Policy CYB-US-2026-0000123 endorsed', {
          status: 'IN FORCE',
          revision: 4,
          limit: 2_000_000,
        }),
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse policy' });

    // prefilled with the policy's terms and today
    const type = await within(dialog).findByRole('combobox', { name: 'Endorsement type' });
    expect(type).toHaveTextContent('Limit and deductible change');
    expect(within(dialog).getByRole('combobox', { name: 'Limit' })).toHaveTextContent('$1,000,000');
    expect(within(dialog).getByRole('combobox', { name: 'Deductible' })).toHaveTextContent(
      '$25,000',
    );
    expect(within(dialog).getByLabelText(/^Effective date/)).toHaveValue(TODAY);

    await choose(user, dialog, 'Limit', '$2,000,000');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST', QUOTE)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for change' }),
      'More cover',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Additional premium $123.45')).toBeInTheDocument();
    expect(valueOf(dialog, 'Limit')).toBe('$1,000,000 → $2,000,000');
    expect(valueOf(dialog, 'Annual premium')).toBe('$1,200.00 → $1,400.00');
    const request = {
      type: 'LIMIT_CHANGE',
      effectiveDate: TODAY,
      reason: 'More cover',
      limit: 2_000_000,
      deductible: 25_000,
    };
    expect(api.callsTo('POST', QUOTE).map((call) => call.body)).toEqual([request]);
    expect(api.callsTo('POST', ENDORSE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Endorse' }));
    expect(await screen.findByText('Policy CYB-US-2026-0000123 endorsed')).toBeInTheDocument();
    expect(api.callsTo('POST', ENDORSE).map((call) => call.body)).toEqual([request]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Endorse policy' })).not.toBeInTheDocument(),
    );
  });

  it('shows a refusal of the review in the dialog', async () => {
    agency(inForce(), {
      [`GET ${AVAILABLE}`]: () => ({ body: OPTIONS }),
      [`POST ${QUOTE}`]: () => ({
        status: 409,
        body: {
          message:
            'These terms need an underwriter: ask the underwriting team to endorse the policy',
        },
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse policy' });
    await choose(user, dialog, 'Endorsement type', 'Named insured change');
    const name = within(dialog).getByRole('textbox', { name: 'Named insured' });
    expect(name).toHaveValue('Acme Dental Group');
    await user.clear(name);
    await user.type(name, 'Acme Dental Group LLC');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for change' }), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      await within(dialog).findByText(
        'These terms need an underwriter: ask the underwriting team to endorse the policy',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeEnabled();
  });
});

describe('cancellation and reinstatement', () => {
  it('provider staff review what a cancellation returns before confirming it', async () => {
    const quote = SERVICING_PATHS.cancelQuote(POLICY_ID);
    const cancel = SERVICING_PATHS.cancel(POLICY_ID);
    const api = staff(inForce(), {
      [`GET ${quote}`]: () => ({
        body: {
          effectiveDate: TODAY,
          method: 'PRO_RATA',
          writtenPremium: 132_345,
          returnPremium: 98_765,
          status: 'IN REINSTATEMENT PERIOD',
        },
      }),
      [`PUT ${cancel}`]: () => ({
        body: actionResult('Policy CYB-US-2026-0000123 cancelled', {
          status: 'IN REINSTATEMENT PERIOD',
          revision: 4,
        }),
      }),
    });
    const { drawer, user } = await openPolicy('admin');
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel policy' });
    await choose(user, dialog, 'Reason', 'Insured’s request');
    expect(within(dialog).getByRole('combobox', { name: 'Return method' })).toHaveTextContent(
      'Short rate',
    );
    await choose(user, dialog, 'Reason', 'Non-payment of premium');
    expect(within(dialog).getByRole('combobox', { name: 'Return method' })).toHaveTextContent(
      'Pro rata',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('$987.65')).toBeInTheDocument();
    expect(valueOf(dialog, 'Return premium')).toBe('$987.65');
    expect(valueOf(dialog, 'Status after')).toBe('In Reinstatement Period');
    expect(api.callsTo('GET', quote).map((call) => call.query)).toEqual([
      { effectiveDate: FIRST_CANCEL_DAY, reason: 'NON_PAYMENT', method: 'PRO_RATA' },
    ]);
    expect(api.callsTo('PUT', cancel)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Policy CYB-US-2026-0000123 cancelled')).toBeInTheDocument();
    expect(api.callsTo('PUT', cancel).map((call) => call.body)).toEqual([
      { effectiveDate: FIRST_CANCEL_DAY, reason: 'NON_PAYMENT', method: 'PRO_RATA' },
    ]);
  });

  it('an agency requests a cancellation with notes', async () => {
    const request = SERVICING_PATHS.cancelRequest(POLICY_ID);
    const api = agency(inForce(), {
      [`POST ${request}`]: () => ({
        body: actionResult('Cancellation requested', { status: 'CANCEL REQUESTED', revision: 4 }),
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request cancellation' });
    expect(within(dialog).queryByRole('combobox', { name: 'Return method' })).toBeNull();
    await choose(user, dialog, 'Reason', 'Business sold or closed');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Sold in March');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cancellation requested')).toBeInTheDocument();
    expect(api.callsTo('POST', request).map((call) => call.body)).toEqual([
      { effectiveDate: FIRST_CANCEL_DAY, reason: 'BUSINESS_CLOSED', notes: 'Sold in March' },
    ]);
  });

  it('shows the cancellation on the policy and reinstates it with a reason', async () => {
    const reinstate = SERVICING_PATHS.reinstate(POLICY_ID);
    const lapsed = inForce({
      status: 'IN REINSTATEMENT PERIOD',
      revision: 4,
      cancellation: {
        effectiveDate: '2027-02-01',
        reason: 'NON_PAYMENT',
        method: 'PRO_RATA',
        returnPremium: 98_765,
        reinstateBy: '2027-03-03',
      },
    });
    const api = staff(lapsed, {
      [`PUT ${reinstate}`]: ({ body }) =>
        (body as { reason?: string }).reason === 'Paid'
          ? { body: actionResult('Policy CYB-US-2026-0000123 reinstated', { status: 'IN FORCE' }) }
          : { status: 409, body: { message: 'Policy cannot be reinstated' } },
    });
    const { drawer, user } = await openPolicy('admin');
    expect(await within(drawer).findByText('Cancellation reason')).toBeInTheDocument();
    expect(valueOf(drawer, 'Cancellation reason')).toBe('Non-payment of premium');
    expect(valueOf(drawer, 'Cancellation effective')).toBe('Feb. 01, 2027');
    expect(valueOf(drawer, 'Return method')).toBe('Pro rata');
    expect(valueOf(drawer, 'Return premium')).toBe('$987.65');
    expect(valueOf(drawer, 'Reinstate by')).toBe('Mar. 03, 2027');
    expect(servicingButtons(drawer)).toEqual(['Reinstate', 'Undo cancellation']);

    await user.click(within(drawer).getByRole('button', { name: 'Reinstate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Policy cannot be reinstated')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Policy CYB-US-2026-0000123 reinstated')).toBeInTheDocument();
    expect(api.callsTo('PUT', reinstate).map((call) => call.body)).toEqual([
      { reason: 'Late' },
      { reason: 'Paid' },
    ]);
  });
});

describe('the social engineering endorsement', () => {
  const AVAILABLE = SERVICING_PATHS.endorsementOptions(POLICY_ID);
  const QUOTE = SERVICING_PATHS.endorsementQuote(POLICY_ID);
  const ACCOUNT_UUID = '7d3c1f0e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';
  const CHECK = `/api/account/v1/accounts/${ACCOUNT_UUID}/social-engineering`;
  const NOT_ELIGIBLE = {
    accountId: ACCOUNT_UUID,
    isVerifyingBankAccounts: false,
    isAuthenticatingFundTransferRequests: true,
    isPreventingUnauthorizedWireTransfers: true,
    isSurplus: false,
    socialEngineering: false,
    reasons: ['The insured does not verify vendor and supplier bank accounts'],
    checkedAt: '2026-11-20T10:00:00.000Z',
  };

  it('shows the questionnaire’s reasons, answers it in its own dialog, then prices the sub-limit chosen', async () => {
    const api = agency(inForce({ accountId: ACCOUNT_UUID }), {
      [`GET ${AVAILABLE}`]: () => ({
        body: { ...OPTIONS, types: [...OPTIONS.types, 'SOCIAL_ENGINEERING'] },
      }),
      [`GET ${CHECK}`]: () => ({ body: NOT_ELIGIBLE }),
      [`POST ${CHECK}`]: () => ({
        body: {
          ...NOT_ELIGIBLE,
          isVerifyingBankAccounts: true,
          socialEngineering: true,
          reasons: [],
        },
      }),
      [`POST ${QUOTE}`]: () => ({
        body: {
          premiumDelta: 4_200,
          annualPremiumBefore: 120_000,
          annualPremiumAfter: 127_000,
          changes: [
            {
              field: 'socialEngineering',
              label: 'Social engineering sub-limit',
              kind: 'amount',
              before: null,
              after: 100_000,
            },
          ],
        },
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse policy' });
    await choose(user, dialog, 'Endorsement type', 'Social engineering');

    // a policy without it offers the sub-limits only, the first chosen
    const subLimit = within(dialog).getByRole('combobox', { name: 'Social engineering sub-limit' });
    expect(subLimit).toHaveTextContent('$50,000');
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Not eligible for social engineering');
    expect(status).toHaveTextContent('does not verify vendor and supplier bank accounts');

    await user.click(within(status).getByRole('button', { name: 'Answer the questions' }));
    const questions = await screen.findByRole('dialog', { name: 'Social engineering endorsement' });
    const form = within(questions).getByRole('form', { name: 'Social engineering endorsement' });
    const firstYes = within(form).getAllByRole('radio', { name: 'Yes' })[0]!;
    await user.click(firstYes);
    await user.click(within(form).getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() => expect(api.callsTo('POST', CHECK)).toHaveLength(1));
    expect(api.callsTo('POST', CHECK)[0]!.body).toMatchObject({ isVerifyingBankAccounts: true });
    await user.click(within(questions).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Eligible for social engineering',
    );
    // the questionnaire's submit did not reach the endorsement's form
    expect(api.callsTo('POST', QUOTE)).toHaveLength(0);

    await choose(user, dialog, 'Social engineering sub-limit', '$100,000');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for change' }),
      'Wire fraud cover',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Additional premium $42.00')).toBeInTheDocument();
    expect(api.callsTo('POST', QUOTE).map((call) => call.body)).toEqual([
      {
        type: 'SOCIAL_ENGINEERING',
        effectiveDate: TODAY,
        reason: 'Wire fraud cover',
        socialEngineering: 100_000,
      },
    ]);
  });

  it('a policy that carries it may remove it', async () => {
    const api = agency(inForce(), {
      [`GET ${AVAILABLE}`]: () => ({
        body: {
          ...OPTIONS,
          types: ['SOCIAL_ENGINEERING'],
          terms: { ...TERMS, socialEngineering: 250_000 },
        },
      }),
      [`POST ${QUOTE}`]: () => ({
        body: {
          premiumDelta: -3_000,
          annualPremiumBefore: 127_000,
          annualPremiumAfter: 120_000,
          changes: [],
        },
      }),
    });
    const { drawer, user } = await openPolicy('agency');
    await user.click(await within(drawer).findByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse policy' });
    const subLimit = await within(dialog).findByRole('combobox', {
      name: 'Social engineering sub-limit',
    });
    expect(subLimit).toHaveTextContent('$250,000');
    // removing it needs no questionnaire
    expect(within(dialog).queryByRole('status')).toBeNull();
    await choose(
      user,
      dialog,
      'Social engineering sub-limit',
      'Not covered (remove the endorsement)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for change' }), 'Dropped');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Return premium $30.00')).toBeInTheDocument();
    expect(api.callsTo('POST', QUOTE)[0]!.body).toMatchObject({ socialEngineering: null });
  });
});

describe('the program of a policy', () => {
  const PROGRAM = MIDTERM_PATHS.program(POLICY_ID);
  const DENTAL = { id: 'program-1', name: 'Dental Program', description: null };

  it('provider staff add the policy to one of the agency’s programs', async () => {
    const api = staff(inForce(), {
      [`GET ${PROGRAM}`]: () => ({
        body: {
          program: null,
          options: [DENTAL, { id: 'program-2', name: 'Legal Program', description: null }],
          canChange: true,
        },
      }),
      [`PUT ${PROGRAM}`]: () => ({
        body: actionResult('Policy CYB-US-2026-0000123 added to the program Dental Program', {
          status: 'IN FORCE',
          programId: 'program-1',
        }),
      }),
    });
    const { drawer, user } = await openPolicy('admin');
    const section = await within(drawer).findByRole('form', { name: 'Program' });
    expect(within(section).getByRole('combobox', { name: 'Program' })).toHaveTextContent(
      'Not in a program',
    );
    expect(within(section).getByRole('button', { name: 'Save program' })).toBeDisabled();
    await choose(user, section, 'Program', 'Dental Program');
    await user.click(within(section).getByRole('button', { name: 'Save program' }));
    expect(
      await screen.findByText('Policy CYB-US-2026-0000123 added to the program Dental Program'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', PROGRAM).map((call) => call.body)).toEqual([
      { programId: 'program-1' },
    ]);
  });

  it('an agency reads it', async () => {
    const api = agency(inForce(), {
      [`GET ${PROGRAM}`]: () => ({ body: { program: DENTAL, options: [], canChange: false } }),
    });
    const { drawer } = await openPolicy('agency');
    const section = await within(drawer).findByRole('region', { name: 'Program' });
    expect(within(section).getByText('Dental Program')).toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(api.callsTo('PUT', PROGRAM)).toHaveLength(0);
  });
});

describe('filed transaction documents', () => {
  it('those who service the policy regenerate a document into the account’s documents', async () => {
    const regenerate = MIDTERM_PATHS.regenerateRevision(POLICY_ID, 2);
    const api = staff(inForce(), {
      [`POST ${regenerate}`]: () => ({
        body: {
          message:
            "Acme-Dental-Group-CYB-US-2026-0000123-Endorsement-2 regenerated and filed in the account's documents",
          documentId: 'doc-2',
          docName: 'Acme-Dental-Group-CYB-US-2026-0000123-Endorsement-2',
        },
      }),
    });
    const { drawer, user } = await openPolicy('admin');
    await user.click(
      await within(drawer).findByRole('button', {
        name: 'Regenerate and file the document of revision 2',
      }),
    );
    expect(await screen.findByText(/Endorsement-2 regenerated and filed/)).toBeInTheDocument();
    expect(api.callsTo('POST', regenerate)).toHaveLength(1);
  });

  it('a policyholder may download but not regenerate', async () => {
    policyholder();
    const { drawer } = await openPolicy('customer');
    expect(
      await within(drawer).findByRole('button', { name: 'Download the document of revision 2' }),
    ).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', {
        name: 'Regenerate and file the document of revision 2',
      }),
    ).toBeNull();
  });
});

describe('the midterm list', () => {
  const entry = (over: Partial<MidtermEntry>): MidtermEntry => ({
    policyId: POLICY_ID,
    policyNumber: 'CYB-US-2026-0000123',
    companyName: 'Acme Dental Group',
    agencyName: 'Harbor Risk Partners',
    product: 'P100',
    currency: 'USD',
    number: 2,
    kind: 'ENDORSEMENT',
    label: 'Endorsement',
    endorsementType: 'NAMED_INSURED_CHANGE',
    effectiveDate: '2027-01-10',
    inForce: true,
    reason: 'Company renamed',
    premiumDelta: 0,
    createdBy: 'Avery Agent',
    created: '2027-01-09T10:00:00.000Z',
    reverted: false,
    ...over,
  });

  it('lists the endorsements of the book below the policies, filters by type and opens a policy', async () => {
    const api = agency(inForce(), {
      [`GET ${MIDTERM_PATHS.midterm}`]: (call) => ({
        body: onePage(
          call.query.endorsementType === 'LIMIT_CHANGE'
            ? [
                entry({
                  number: 3,
                  endorsementType: 'LIMIT_CHANGE',
                  premiumDelta: 12_345,
                  inForce: false,
                }),
              ]
            : [
                entry({
                  number: 3,
                  endorsementType: 'LIMIT_CHANGE',
                  premiumDelta: 12_345,
                  inForce: false,
                }),
                entry({}),
              ],
          10,
        ),
      }),
    });
    const { user } = renderApp('/agency/policies');
    const section = await screen.findByRole('region', { name: 'Midterm changes' });
    const table = await within(section).findByRole('table', { name: 'Midterm changes' });
    expect(await within(table).findByText('Endorsement: Named insured change')).toBeInTheDocument();
    expect(within(table).getByText('Endorsement: Limit and deductible change')).toBeInTheDocument();
    expect(within(table).getByText('+$123.45')).toBeInTheDocument();
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();

    await choose(user, section, 'Endorsement type', 'Limit and deductible change');
    await waitFor(() =>
      expect(api.callsTo('GET', MIDTERM_PATHS.midterm).at(-1)!.query).toMatchObject({
        endorsementType: 'LIMIT_CHANGE',
        page: '0',
      }),
    );
    await waitFor(() =>
      expect(within(table).queryByText('Endorsement: Named insured change')).toBeNull(),
    );
    await user.click(within(table).getByRole('button', { name: /CYB-US-2026-0000123/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Policy CYB-US-2026-0000123' }),
    ).toBeInTheDocument();
  });
});

describe('the coverage chart', () => {
  const COVERAGES = MIDTERM_PATHS.coverages(POLICY_ID);
  const INSUREDS = `/api/policy/v1/${POLICY_ID}/additional-insureds`;
  const chart = {
    [`GET ${COVERAGES}`]: () => ({
      body: {
        coverages: [
          {
            key: 'SECURITY_BREACH_EXPENSE',
            name: 'Security Breach Expense',
            group: 'First party',
            subLimit: 1_000_000,
            endorsement: false,
          },
          {
            key: 'ADDITIONAL_INSURED',
            name: 'Additional Insured',
            group: 'Endorsements',
            subLimit: 1_000_000,
            endorsement: true,
          },
        ],
      },
    }),
    [`GET ${INSUREDS}`]: () => ({ body: { additionalInsureds: [] } }),
  };

  it('the agency’s ADD/EDIT on the Additional Insured row opens the editor', async () => {
    agency(inForce(), chart);
    const { drawer, user } = await openPolicy('agency');
    const section = await within(drawer).findByRole('region', { name: 'Coverages' });
    const table = await within(section).findByRole('table', { name: 'Coverages' });
    expect(within(table).getByText('Security Breach Expense')).toBeInTheDocument();
    expect(within(table).getByText('$1,000,000', { selector: 'td' })).toBeInTheDocument();
    const row = within(table).getByText('Additional Insured').closest('tr')!;
    expect(row).toHaveTextContent('0 named');
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Add or edit additional insureds' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Add Additional Insured Coverage' }),
    ).toBeInTheDocument();
  });

  it('is read-only for the policyholder', async () => {
    policyholder(inForce(), chart);
    const { drawer } = await openPolicy('customer');
    const table = await within(drawer).findByRole('table', { name: 'Coverages' });
    expect(within(table).getByText('Additional Insured').closest('tr')).toHaveTextContent(
      '0 named',
    );
    expect(
      within(drawer).queryByRole('button', { name: 'Add or edit additional insureds' }),
    ).toBeNull();
  });
});
