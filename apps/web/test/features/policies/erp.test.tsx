import {
  addDaysIso,
  ERP_MESSAGES,
  ERP_PATHS,
  SERVICING_PATHS,
  type ErpStatus,
  type Policy,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
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
import {
  POLICY_ID,
  POLICY_PATH,
  SEARCH_PATH,
  actionResult,
  erpStatus,
  policy,
} from '../../support/policies-fixtures.ts';

/** An agency user who services the agency's policies (quote:manage). */
const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
/** Provider staff who service every policy (policy:manage). */
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];

const ELIGIBILITY = ERP_PATHS.eligibility(POLICY_ID);
const ISSUE = ERP_PATHS.issue(POLICY_ID);
const VOID = ERP_PATHS.void(POLICY_ID);
const REVISIONS = SERVICING_PATHS.revisions(POLICY_ID);
const TODAY = dayjs().format('YYYY-MM-DD');
const NUMBER = 'CYB-US-2026-0000123';

/** An issued policy whose cover has ended on its end date. */
const expired = (over: Partial<Policy> = {}) =>
  policy({
    status: 'EXPIRED',
    isPaid: true,
    paymentStatus: 'Paid',
    issuedOn: '2026-11-22T10:00:00.000Z',
    revision: 1,
    ...over,
  });

/** A 2-year ERP bought today. */
const BOUGHT: NonNullable<ErpStatus['erp']> = {
  years: 2,
  startsOn: '2027-12-05',
  endsOn: '2029-12-05',
  premium: 180_000,
  voidableUntil: addDaysIso(TODAY, 30),
};

/**
 * The list, the policy (as `state.policy` holds it, so an answer may change it), no revisions,
 * the ERP's status; then the test's own.
 */
const erpHandlers = (
  state: { policy: Policy },
  status: ErpStatus,
  handlers: Record<string, Handler>,
): Record<string, Handler> => ({
  [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([state.policy], 20) }),
  [`GET ${POLICY_PATH}`]: () => ({ body: state.policy }),
  [`GET ${REVISIONS}`]: () => ({ body: { revisions: [] } }),
  [`GET ${ELIGIBILITY}`]: () => ({ body: status }),
  ...handlers,
});

function agency(
  state: { policy: Policy },
  status = erpStatus(),
  handlers: Record<string, Handler> = {},
) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    ...erpHandlers(state, status, handlers),
  });
}

function staff(
  state: { policy: Policy },
  status = erpStatus(),
  handlers: Record<string, Handler> = {},
) {
  signInProviderAdmin(STAFF);
  return mockApi({
    ...shellHandlers(providerAdminMe(STAFF)),
    ...erpHandlers(state, status, handlers),
  });
}

function policyholder(state: { policy: Policy }) {
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
  return mockApi({ ...shellHandlers(me), ...erpHandlers(state, erpStatus(), {}) });
}

/** The policy's drawer, opened from the address. */
async function openPolicy(persona: string) {
  const rendered = renderApp(`/${persona}/policies?policy=${POLICY_ID}`);
  const drawer = await screen.findByRole('dialog', { name: `Policy ${NUMBER}` });
  return { ...rendered, drawer };
}

/** The names of the servicing buttons the drawer offers. */
const servicingButtons = async (drawer: HTMLElement) =>
  within(await within(drawer).findByRole('group', { name: 'Policy actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The value a detail list shows beside `label`. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

type User = ReturnType<typeof renderApp>['user'];

/** Extended reporting, from the drawer: its dialog once the status is in. */
async function openErp(user: User, drawer: HTMLElement) {
  await user.click(await within(drawer).findByRole('button', { name: 'Extended reporting' }));
  return screen.findByRole('dialog', { name: 'Extended reporting period' });
}

describe('who may buy an extended reporting period', () => {
  it('an agency is offered one on an expired policy', async () => {
    agency({ policy: expired() });
    const { drawer } = await openPolicy('agency');
    expect(await servicingButtons(drawer)).toEqual(['Extended reporting']);
  });

  it('provider staff are offered one on a cancelled policy', async () => {
    staff({ policy: expired({ status: 'CANCELLED' }) });
    const { drawer } = await openPolicy('admin');
    expect(await servicingButtons(drawer)).toContain('Extended reporting');
  });

  it('a policyholder is offered none', async () => {
    const api = policyholder({ policy: expired() });
    const { drawer } = await openPolicy('customer');
    expect(await within(drawer).findByRole('heading', { name: 'Transactions' })).toBeVisible();
    expect(within(drawer).queryByRole('group', { name: 'Policy actions' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Extended reporting' })).toBeNull();
    expect(api.callsTo('GET', ELIGIBILITY)).toHaveLength(0);
  });
});

describe('Extended reporting period', () => {
  it('lists the options with their premiums and buys the one chosen', async () => {
    const state = { policy: expired() };
    const message = ERP_MESSAGES.issued(2, NUMBER);
    const api = agency(state, erpStatus(), {
      [`POST ${ISSUE}`]: () => {
        state.policy = expired({ revision: 2, erp: { years: 2, endsOn: '2029-12-05' } });
        return { body: actionResult(message, state.policy) };
      },
    });
    const { drawer, user } = await openPolicy('agency');
    expect(within(drawer).queryByText('Extended reporting period', { selector: 'dt' })).toBeNull();
    const dialog = await openErp(user, drawer);

    expect(
      await within(dialog).findByText(
        'Claims first made during the extended reporting period, for acts before cover ended, are covered.',
      ),
    ).toBeInTheDocument();
    expect(valueOf(dialog, 'Cover ended on')).toBe('Dec. 05, 2027');
    expect(valueOf(dialog, 'Elect by')).toBe('Feb. 03, 2028');
    const period = within(dialog).getByRole('radiogroup', { name: /^Period/ });
    expect(
      within(period)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '1 year — 100% of annual premium — $1,200.00',
      '2 years — 150% of annual premium — $1,800.00',
      '3 years — 200% of annual premium — $2,400.00',
    ]);

    // nothing is chosen for the caller
    await user.click(within(dialog).getByRole('button', { name: 'Buy extended reporting' }));
    expect(await within(dialog).findByText(ERP_MESSAGES.unknownOption)).toBeInTheDocument();
    expect(api.callsTo('POST', ISSUE)).toHaveLength(0);

    await user.click(
      within(period).getByRole('radio', { name: '2 years — 150% of annual premium — $1,800.00' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Buy extended reporting' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', ISSUE).map((call) => call.body)).toEqual([{ years: 2 }]);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Extended reporting period' }),
      ).not.toBeInTheDocument(),
    );
    // the drawer shows the period bought
    expect(valueOf(drawer, 'Extended reporting period')).toBe('2 years, until Dec. 05, 2029');
  });

  it('keeps a refusal in the dialog', async () => {
    agency({ policy: expired() }, erpStatus(), {
      [`POST ${ISSUE}`]: () => ({ status: 409, body: { message: ERP_MESSAGES.already } }),
    });
    const { drawer, user } = await openPolicy('agency');
    const dialog = await openErp(user, drawer);
    await user.click(
      await within(dialog).findByRole('radio', {
        name: '1 year — 100% of annual premium — $1,200.00',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Buy extended reporting' }));
    expect(await within(dialog).findByText(ERP_MESSAGES.already)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Buy extended reporting' })).toBeEnabled();
  });

  it('shows why none may be bought', async () => {
    const api = agency(
      { policy: expired({ status: 'CANCELLED' }) },
      erpStatus({ eligible: false, reasons: [ERP_MESSAGES.nonPayment] }),
    );
    const { drawer, user } = await openPolicy('agency');
    const dialog = await openErp(user, drawer);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERP_MESSAGES.nonPayment);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Buy extended reporting' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Extended reporting period' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', ISSUE)).toHaveLength(0);
  });
});

describe('the extended reporting period bought', () => {
  const withErp = () => expired({ revision: 2, erp: { years: 2, endsOn: '2029-12-05' } });
  const bought = (over: Partial<typeof BOUGHT> = {}) =>
    erpStatus({ eligible: false, reasons: [ERP_MESSAGES.already], erp: { ...BOUGHT, ...over } });

  it('provider staff void it with a reason', async () => {
    const message = ERP_MESSAGES.voided(NUMBER);
    const state = { policy: withErp() };
    const api = staff(state, bought(), {
      [`PUT ${VOID}`]: () => {
        state.policy = expired({ revision: 3 });
        return { body: actionResult(message, state.policy) };
      },
    });
    const { drawer, user } = await openPolicy('admin');
    expect(
      await within(drawer).findByText('Extended reporting period', { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(valueOf(drawer, 'Extended reporting period')).toBe('2 years, until Dec. 05, 2029');

    const dialog = await openErp(user, drawer);
    expect(await within(dialog).findByText('2 years')).toBeInTheDocument();
    expect(valueOf(dialog, 'Starts on')).toBe('Dec. 05, 2027');
    expect(valueOf(dialog, 'Ends on')).toBe('Dec. 05, 2029');
    expect(valueOf(dialog, 'Premium')).toBe('$1,800.00');

    await user.click(
      within(dialog).getByRole('button', { name: 'Void extended reporting period' }),
    );
    const reason = await screen.findByRole('dialog', { name: 'Void extended reporting period' });
    await user.click(within(reason).getByRole('button', { name: 'Confirm' }));
    expect(await within(reason).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(reason).getByRole('textbox', { name: 'Reason' }), 'Bought in error');
    await user.click(within(reason).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('PUT', VOID).map((call) => call.body)).toEqual([
      { reason: 'Bought in error' },
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Extended reporting period' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        within(drawer).queryByText('Extended reporting period', { selector: 'dt' }),
      ).toBeNull(),
    );
  });

  it('provider staff may no longer void it once its days have passed', async () => {
    staff({ policy: withErp() }, bought({ voidableUntil: addDaysIso(TODAY, -1) }));
    const { drawer, user } = await openPolicy('admin');
    const dialog = await openErp(user, drawer);
    expect(await within(dialog).findByText('2 years')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Void extended reporting period' }),
    ).toBeNull();
  });

  it('an agency sees it, with no void', async () => {
    agency({ policy: withErp() }, bought());
    const { drawer, user } = await openPolicy('agency');
    const dialog = await openErp(user, drawer);
    expect(await within(dialog).findByText('2 years')).toBeInTheDocument();
    expect(valueOf(dialog, 'Premium')).toBe('$1,800.00');
    expect(
      within(dialog).queryByRole('button', { name: 'Void extended reporting period' }),
    ).toBeNull();
  });
});
