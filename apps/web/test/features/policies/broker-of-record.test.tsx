import {
  addDaysIso,
  BOR_LETTER_VALID_DAYS,
  BOR_MESSAGES,
  BOR_PATHS,
  type BorRequestView,
} from '@cyber/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
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
import { BOR_ID, SEARCH_PATH, borRequest, ukPolicy } from '../../support/policies-fixtures.ts';

/** An agency user who services the agency's policies (quote:manage). */
const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
/** Provider staff who service every policy (policy:manage). */
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];

const LIST = BOR_PATHS.list;
const REQUEST = BOR_PATHS.request;
const DECIDE = BOR_PATHS.decide(BOR_ID);
const TODAY = dayjs().format('YYYY-MM-DD');
const SIGNED = addDaysIso(TODAY, -10);

/**
 * The policies list and the broker of record requests: `requests` is read on each call, so a
 * test may change what the next one answers.
 */
const handlersOf = (
  requests: () => BorRequestView[],
  handlers: Record<string, Handler>,
): Record<string, Handler> => ({
  [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([ukPolicy()], 20) }),
  [`GET ${LIST}`]: () => ({ body: { requests: requests() } }),
  ...handlers,
});

function agency(requests: () => BorRequestView[], handlers: Record<string, Handler> = {}) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    ...handlersOf(requests, handlers),
  });
}

function staff(requests: () => BorRequestView[], handlers: Record<string, Handler> = {}) {
  signInProviderAdmin(STAFF);
  return mockApi({
    ...shellHandlers(providerAdminMe(STAFF)),
    ...handlersOf(requests, handlers),
  });
}

/** The POLICIES tab's broker of record section, once its requests are there. */
async function openPanel(persona: string) {
  const rendered = renderApp(`/${persona}/policies`);
  const panel = await screen.findByRole('region', { name: 'Broker of record' });
  return { ...rendered, panel };
}

/** The row of the requests' table showing `policyNumber`. */
const rowOf = async (panel: HTMLElement, policyNumber: string) => {
  const table = await within(panel).findByRole('table', { name: 'Broker of record requests' });
  return (await within(table).findByText(policyNumber)).closest('tr')!;
};

type User = ReturnType<typeof renderApp>['user'];

/** Fills the request dialog; the letter's day through its date input. */
async function fillRequest(
  user: User,
  dialog: HTMLElement,
  values: { policyNumber: string; namedInsured: string; letterSignedOn: string; notes?: string },
) {
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Policy number' }),
    values.policyNumber,
  );
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Named insured' }),
    values.namedInsured,
  );
  fireEvent.change(within(dialog).getByLabelText(/^Letter signed on/), {
    target: { value: values.letterSignedOn },
  });
  if (values.notes) {
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), values.notes);
  }
}

describe('an agency asks to become the broker of record', () => {
  it('files a request: the body posted, the server’s message, the request listed', async () => {
    let requests: BorRequestView[] = [];
    const api = agency(() => requests, {
      [`POST ${REQUEST}`]: () => {
        requests = [borRequest({ letterSignedOn: SIGNED, notes: 'Letter attached' })];
        return {
          status: 201,
          body: {
            message: BOR_MESSAGES.requested('CYB-US-2026-0000123'),
            request: requests[0],
          },
        };
      },
    });
    const { panel, user } = await openPanel('agency');
    expect(await within(panel).findByText('No broker of record requests')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Request broker of record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request broker of record' });
    expect(
      within(dialog).getByText(/signed broker of record letter appointing your agency/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Letter signed on/)).toHaveAttribute('max', TODAY);
    expect(within(dialog).getByLabelText(/^Letter signed on/)).toHaveAttribute(
      'min',
      addDaysIso(TODAY, -BOR_LETTER_VALID_DAYS),
    );
    await fillRequest(user, dialog, {
      policyNumber: 'cyb-us-2026-0000123',
      namedInsured: ' Acme Dental Group',
      letterSignedOn: SIGNED,
      notes: 'Letter attached',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Broker of record change requested for policy CYB-US-2026-0000123'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', REQUEST).map((call) => call.body)).toEqual([
      {
        policyNumber: 'CYB-US-2026-0000123',
        namedInsured: 'Acme Dental Group',
        letterSignedOn: SIGNED,
        notes: 'Letter attached',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOf(panel, 'CYB-US-2026-0000123');
    expect(within(row).getByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(row).getByText('Summit Insurance Agency')).toBeInTheDocument();
    expect(within(row).getByText('Requested')).toBeInTheDocument();
    expect(within(row).getByText('Avery Agent')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Withdraw CYB-US-2026-0000123' }),
    ).toBeInTheDocument();
  });

  it('checks the form, then shows the server’s refusal in the dialog', async () => {
    const api = agency(() => [], {
      [`POST ${REQUEST}`]: () => ({ status: 404, body: { message: BOR_MESSAGES.notFound } }),
    });
    const { panel, user } = await openPanel('agency');
    await user.click(within(panel).getByRole('button', { name: 'Request broker of record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request broker of record' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(BOR_MESSAGES.policyNumberInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(BOR_MESSAGES.namedInsuredRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(BOR_MESSAGES.letterDateRequired)).toBeInTheDocument();

    await fillRequest(user, dialog, {
      policyNumber: 'CYB-US-2026-0000999',
      namedInsured: 'Someone Else Inc',
      letterSignedOn: addDaysIso(TODAY, -(BOR_LETTER_VALID_DAYS + 1)),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(BOR_MESSAGES.letterStale)).toBeInTheDocument();
    expect(api.callsTo('POST', REQUEST)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Letter signed on/), {
      target: { value: SIGNED },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BOR_MESSAGES.notFound);
    expect(api.callsTo('POST', REQUEST).map((call) => call.body)).toEqual([
      {
        policyNumber: 'CYB-US-2026-0000999',
        namedInsured: 'Someone Else Inc',
        letterSignedOn: SIGNED,
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Request broker of record' })).toBeInTheDocument();
  });

  it('withdraws its own pending request, not one about its own policy', async () => {
    const theirs = borRequest({
      id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      policyNumber: 'CYB-US-2026-0000456',
      namedInsured: 'Bayside Clinics',
      fromAgencyName: 'Summit Insurance Agency',
      toAgencyName: 'Coastal Brokers',
      requestedBy: 'Casey Coastal',
    });
    const declined = borRequest({
      id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
      policyNumber: 'CYB-US-2026-0000789',
      status: 'DECLINED',
      decisionNote: 'The letter is not signed',
      decidedBy: 'Uma Underwriter',
      decidedAt: '2026-12-02T12:00:00.000Z',
    });
    let mine = borRequest();
    const api = agency(() => [mine, theirs, declined], {
      [`PUT ${DECIDE}`]: () => {
        mine = borRequest({ status: 'WITHDRAWN', decidedBy: 'Avery Agent' });
        return { body: { message: BOR_MESSAGES.withdrawn, request: mine } };
      },
    });
    const { panel, user } = await openPanel('agency');

    const other = await rowOf(panel, 'CYB-US-2026-0000456');
    expect(within(other).getByText('Requested')).toBeInTheDocument();
    expect(within(other).queryByRole('button')).toBeNull();
    const closed = await rowOf(panel, 'CYB-US-2026-0000789');
    expect(within(closed).getByText('Declined')).toBeInTheDocument();
    expect(within(closed).getByText('The letter is not signed')).toBeInTheDocument();
    expect(within(closed).getByText('Dec. 02, 2026 by Uma Underwriter')).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Decline/ })).toBeNull();

    const row = await rowOf(panel, 'CYB-US-2026-0000123');
    await user.click(within(row).getByRole('button', { name: 'Withdraw CYB-US-2026-0000123' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw broker of record request?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Broker of record request withdrawn')).toBeInTheDocument();
    expect(api.callsTo('PUT', DECIDE).map((call) => call.body)).toEqual([{ status: 'WITHDRAWN' }]);
    await waitFor(async () =>
      expect(
        within(await rowOf(panel, 'CYB-US-2026-0000123')).getByText('Withdrawn'),
      ).toBeInTheDocument(),
    );
  });
});

describe('provider staff decide', () => {
  it('approve a pending request after confirming it, and the lists refresh', async () => {
    let request = borRequest();
    const api = staff(() => [request], {
      [`PUT ${DECIDE}`]: () => {
        request = borRequest({ status: 'APPROVED', decidedBy: 'Uma Underwriter' });
        return {
          body: {
            message: BOR_MESSAGES.approved('CYB-US-2026-0000123', 'Summit Insurance Agency'),
            request,
          },
        };
      },
    });
    const { panel, user } = await openPanel('admin');
    expect(within(panel).queryByRole('button', { name: 'Request broker of record' })).toBeNull();
    const row = await rowOf(panel, 'CYB-US-2026-0000123');
    expect(within(row).getByText('Acme Dental Group')).toBeInTheDocument();
    expect(within(row).getByText('Nov. 30, 2026')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    const searches = api.callsTo('GET', SEARCH_PATH).length;

    await user.click(within(row).getByRole('button', { name: 'Approve CYB-US-2026-0000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve broker of record request?' });
    expect(dialog).toHaveTextContent(
      'Summit Insurance Agency becomes the broker of record of policy CYB-US-2026-0000123',
    );
    expect(dialog).toHaveTextContent('Harbor Risk Partners no longer services the policy');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText(
        'Summit Insurance Agency is now the broker of record of policy CYB-US-2026-0000123',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', DECIDE).map((call) => call.body)).toEqual([{ status: 'APPROVED' }]);
    // the policy moved: the requests and the policies' list are asked for again
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
    expect(api.callsTo('GET', SEARCH_PATH).length).toBeGreaterThan(searches);
    await waitFor(async () =>
      expect(
        within(await rowOf(panel, 'CYB-US-2026-0000123')).getByText('Approved'),
      ).toBeInTheDocument(),
    );
  });

  it('decline a pending request with a reason, which is required', async () => {
    const api = staff(() => [borRequest()], {
      [`PUT ${DECIDE}`]: () => ({
        body: {
          message: BOR_MESSAGES.declined,
          request: borRequest({ status: 'DECLINED', decisionNote: 'Letter unsigned' }),
        },
      }),
    });
    const { panel, user } = await openPanel('admin');
    const row = await rowOf(panel, 'CYB-US-2026-0000123');
    await user.click(within(row).getByRole('button', { name: 'Decline CYB-US-2026-0000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline broker of record request' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('PUT', DECIDE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Letter unsigned');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Broker of record request declined')).toBeInTheDocument();
    expect(api.callsTo('PUT', DECIDE).map((call) => call.body)).toEqual([
      { status: 'DECLINED', note: 'Letter unsigned' },
    ]);
  });

  it('a refused decision stays in the dialog', async () => {
    staff(() => [borRequest()], {
      [`PUT ${DECIDE}`]: () => ({ status: 409, body: { message: BOR_MESSAGES.notPending } }),
    });
    const { panel, user } = await openPanel('admin');
    const row = await rowOf(panel, 'CYB-US-2026-0000123');
    await user.click(within(row).getByRole('button', { name: 'Approve CYB-US-2026-0000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve broker of record request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BOR_MESSAGES.notPending);
  });
});

describe('who sees broker of record requests', () => {
  it('a policyholder sees no panel, and the requests are not asked for', async () => {
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
    const api = mockApi({ ...shellHandlers(me), ...handlersOf(() => [borRequest()], {}) });
    renderApp('/customer/policies');
    expect(await screen.findByText('CYB-UK-2026-0000045')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broker of record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request broker of record' })).toBeNull();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('an agency user without quote:manage sees no panel', async () => {
    const permissions = ['dashboard:view', 'quote:view', 'binder:view', 'policy:view'];
    signIn({ scopes: permissions });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions })),
      ...handlersOf(() => [borRequest()], {}),
    });
    renderApp('/agency/policies');
    expect(await screen.findByText('CYB-UK-2026-0000045')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broker of record' })).toBeNull();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('the BINDERS tab has none', async () => {
    const api = agency(() => [borRequest()]);
    renderApp('/agency/binders');
    expect(await screen.findByText('CYB-UK-2026-0000045')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broker of record' })).toBeNull();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('the dashboard’s POLICIES tab has none (the POLICIES page has)', async () => {
    const api = agency(() => [borRequest()]);
    renderApp('/agency/dashboard?tab=POLICIES');
    expect(await screen.findByText('CYB-UK-2026-0000045')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Broker of record' })).toBeNull();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });
});

describe('a UK brokerage', () => {
  it('reads brokerage for agency', async () => {
    signIn({ scopes: AGENCY });
    const me = buildMe({ permissions: AGENCY });
    mockApi({
      ...shellHandlers({ ...me, account: { ...me.account, region: 'UK' } }),
      ...handlersOf(() => [borRequest()], {}),
    });
    const { panel, user } = await openPanel('agency');
    const table = await within(panel).findByRole('table', { name: 'Broker of record requests' });
    await within(table).findByText('CYB-US-2026-0000123');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['From brokerage', 'To brokerage']));
    expect(headers).not.toContain('From agency');
    await user.click(within(panel).getByRole('button', { name: 'Request broker of record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request broker of record' });
    expect(
      within(dialog).getByText(/signed broker of record letter appointing your brokerage/),
    ).toBeInTheDocument();
  });
});
