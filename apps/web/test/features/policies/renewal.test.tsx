import {
  RENEWAL_MESSAGES,
  RENEWAL_PATHS,
  type Persona,
  type Policy,
  type PolicyRenewal,
} from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PolicyRenewalSection } from '../../../src/features/policies/components/policy-renewal.tsx';
import { CurrentUserProvider, type CurrentUser } from '../../../src/lib/auth/current-user.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import {
  AppProviders,
  buildMe,
  mockApi,
  providerAdminMe,
  setupUser,
  signIn,
  type Handler,
} from '../../support/helpers.tsx';
import {
  POLICY_ID,
  RENEWAL_QUOTE_ID,
  policy,
  renewal,
  ukPolicy,
} from '../../support/policies-fixtures.ts';

/** An agency user who services the agency's policies (quote:manage). */
const AGENCY = ['dashboard:view', 'quote:view', 'quote:manage', 'binder:view', 'policy:view'];
/** Provider staff who service every policy (policy:manage). */
const STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];
/** The policyholder reads its policies and quotes. */
const CUSTOMER = ['dashboard:view', 'quote:view', 'policy:view'];

const RENEWAL = RENEWAL_PATHS.renewal(POLICY_ID);
const MUTE = RENEWAL_PATHS.mute(POLICY_ID);
const RENEWING_ID = '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e99';

/** An issued policy in force at its second revision. */
const inForce = (over: Partial<Policy> = {}) =>
  policy({
    status: 'IN FORCE',
    isPaid: true,
    paymentStatus: 'Paid',
    issuedOn: '2026-11-22T10:00:00.000Z',
    revision: 2,
    ...over,
  });

type Who = 'agency' | 'staff' | 'policyholder';

/** Who is signed in, as the persona shell would provide it. */
function currentUser(who: Who): CurrentUser {
  const claims = {
    sub: 'user-1',
    realm: 'ACCOUNT' as const,
    tokenType: 'ACCESS' as const,
    exp: Math.floor(Date.now() / 1000) + 900,
  };
  if (who === 'staff') {
    signIn({ accountId: 'provider-1', accountType: 'COWBELL', subscriberType: 'COWBELL' });
    return {
      me: providerAdminMe(STAFF),
      persona: 'admin',
      claims: {
        ...claims,
        accountId: 'provider-1',
        accountType: 'COWBELL',
        subscriberType: 'COWBELL',
        scopes: ['role:admin', ...STAFF],
      },
      permissions: STAFF,
      ghosting: false,
    };
  }
  if (who === 'policyholder') {
    signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    return {
      me: buildMe({ permissions: CUSTOMER, subscriberType: 'CUSTOMER' }),
      persona: 'customer',
      claims: {
        ...claims,
        accountId: 'account-9',
        accountType: 'CUSTOMER',
        subscriberType: 'CUSTOMER',
        scopes: ['role:operator'],
      },
      permissions: CUSTOMER,
      ghosting: false,
    };
  }
  signIn({ scopes: AGENCY });
  return {
    me: buildMe({ permissions: AGENCY }),
    persona: 'agency',
    claims: {
      ...claims,
      accountId: 'account-1',
      accountType: 'AGENCY',
      subscriberType: 'AGENCY',
      scopes: AGENCY,
    },
    permissions: AGENCY,
    ghosting: false,
  };
}

/**
 * The section alone, as the policy drawer shows it on the persona's POLICIES screen (the policy
 * open by `?policy=`), with the app's providers, the signed-in user and a router for its links.
 * `state.renewal` is what GET answers, so a write may change it.
 */
function renderSection(
  who: Who,
  shown: Policy,
  state: { renewal: PolicyRenewal },
  handlers: Record<string, Handler> = {},
) {
  const user = currentUser(who);
  const api = mockApi({
    [`GET ${RENEWAL}`]: () => ({ body: state.renewal }),
    ...handlers,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const persona: Persona = user.persona;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentUserProvider value={user}>
            <PolicyRenewalSection policy={shown} />
          </CurrentUserProvider>
        ),
      },
    ],
    { initialEntries: [`/${persona}/policies?policy=${shown.id}`] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, user: setupUser(), router };
}

/** The section, once its renewal is in. */
async function section() {
  const heading = await screen.findByRole('heading', { name: 'Renewal', level: 3 });
  const region = heading.closest('section');
  if (!region) throw new Error('no renewal section');
  await waitFor(() =>
    expect(within(region).queryByRole('progressbar', { name: 'Loading the renewal' })).toBeNull(),
  );
  return region;
}

/** The renewal diff's rows: what changed and its value. */
const diffRows = (region: HTMLElement) =>
  within(within(region).getByRole('table', { name: 'What changed at renewal' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The value a detail list shows beside `label`. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the renewal section', () => {
  it('shows the renewal quote and what changed at renewal, money formatted, with the % change', async () => {
    renderSection('agency', inForce(), { renewal: renewal() });
    const region = await section();

    expect(within(region).getByText('Open for renewal')).toBeInTheDocument();
    const quote = within(region).getByRole('region', { name: 'Renewal quote' });
    expect(valueOf(quote, 'Quote #')).toBe('Q-2027-000123');
    expect(valueOf(quote, 'Status')).toBe('Ready');
    expect(valueOf(quote, 'Effective date')).toBe('Dec. 05, 2027');
    expect(valueOf(quote, 'Premium')).toBe('$1,320.00');
    expect(valueOf(quote, 'Total premium')).toBe('$1,354.56');
    expect(within(quote).getByRole('link', { name: 'Open renewal quote' })).toHaveAttribute(
      'href',
      `/agency/quotes?quote=${RENEWAL_QUOTE_ID}`,
    );

    expect(diffRows(region)).toEqual([
      ['Annual premium', '$1,200.00 → $1,320.00 (+10%)'],
      ['Limit', '$1,000,000 → $1,000,000'],
      ['Deductible', '$25,000 → $25,000'],
      ['Ransomware', '$1,000,000 → $500,000'],
      ['Revenue band', '$1M–$5M → $5M–$10M'],
      ['Security controls credit', '0.9 → 0.95'],
    ]);
    const reasons = within(region).getByRole('list', { name: 'Why the premium changed' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Revenue band changed from $1M–$5M to $5M–$10M',
      'Security controls credit changed from 0.9 to 0.95',
    ]);
  });

  it('a UK policy reads in pounds and, in a UK workspace, says Excess', async () => {
    await i18n.changeLanguage('en-GB');
    const uk = ukPolicy({ status: 'IN FORCE', revision: 1, id: POLICY_ID });
    renderSection('agency', uk, {
      renewal: renewal({
        diff: {
          ...renewal().diff!,
          premium: { before: 98_000, after: 95_550, percent: -2.5 },
          coverages: [],
          factors: [],
          reasons: [],
        },
      }),
    });
    const region = await section();
    expect(diffRows(region)).toEqual([
      ['Annual premium', '£980.00 → £955.50 (-2.5%)'],
      ['Limit', '£1,000,000 → £1,000,000'],
      ['Excess', '£25,000 → £25,000'],
    ]);
    expect(within(region).getByText('No change in the rating')).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Why the premium changed' })).toBeNull();
  });

  it('an agency prepares the renewal quote and sees the server’s message', async () => {
    const state = { renewal: renewal({ openForRenewal: false, quote: null, diff: null }) };
    const message = RENEWAL_MESSAGES.prepared('Q-2027-000123');
    const { api, user } = renderSection('agency', inForce(), state, {
      [`POST ${RENEWAL}`]: () => {
        state.renewal = renewal();
        return { body: { message, renewal: state.renewal } };
      },
    });
    const region = await section();
    expect(within(region).getByText('Not open for renewal yet')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Prepare renewal' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', RENEWAL)).toHaveLength(1);
    expect(api.callsTo('POST', RENEWAL)[0]?.body).toBeUndefined();
    expect(
      await within(region).findByRole('table', { name: 'What changed at renewal' }),
    ).toBeInTheDocument();
    expect(valueOf(region, 'Quote #')).toBe('Q-2027-000123');
    // a quote is prepared once
    expect(within(region).queryByRole('button', { name: 'Prepare renewal' })).toBeNull();
  });

  it('keeps a refusal in the section', async () => {
    const { user } = renderSection(
      'staff',
      inForce(),
      { renewal: renewal({ quote: null, diff: null }) },
      {
        [`POST ${RENEWAL}`]: () => ({
          status: 409,
          body: { message: RENEWAL_MESSAGES.noAgent },
        }),
      },
    );
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Prepare renewal' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(RENEWAL_MESSAGES.noAgent);
    expect(within(region).getByRole('button', { name: 'Prepare renewal' })).toBeEnabled();
  });

  it('offers no prepare on an expired policy', async () => {
    renderSection('staff', inForce({ status: 'EXPIRED' }), {
      renewal: renewal({ openForRenewal: false, quote: null, diff: null }),
    });
    const region = await section();
    expect(within(region).getByText('Not renewed')).toBeInTheDocument();
    expect(within(region).getByRole('switch', { name: 'Opt out of renewal' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Prepare renewal' })).toBeNull();
  });

  it('the opt-out switch saves `{ policyIds: [id], optOut: true }`', async () => {
    const state = { renewal: renewal({ quote: null, diff: null }) };
    const message = RENEWAL_MESSAGES.optOutSaved(1);
    const { api, user } = renderSection('agency', inForce(), state, {
      [`PUT ${RENEWAL_PATHS.optOut}`]: () => {
        state.renewal = { ...state.renewal, optOut: true };
        return { body: { message, updated: 1 } };
      },
    });
    const region = await section();
    const optOut = within(region).getByRole('switch', { name: 'Opt out of renewal' });
    expect(optOut).not.toBeChecked();
    expect(within(region).getByRole('button', { name: 'Prepare renewal' })).toBeVisible();

    await user.click(optOut);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('PUT', RENEWAL_PATHS.optOut).map((call) => call.body)).toEqual([
      { policyIds: [POLICY_ID], optOut: true },
    ]);
    await waitFor(() => expect(optOut).toBeChecked());
    expect(await within(region).findByText('Opted out of renewal')).toBeInTheDocument();
    // an opted-out policy is not renewed
    expect(within(region).queryByRole('button', { name: 'Prepare renewal' })).toBeNull();
  });

  it('the mute switch mutes the renewal reminders', async () => {
    const state = { renewal: renewal() };
    const { api, user } = renderSection('staff', inForce(), state, {
      [`POST ${MUTE}`]: () => {
        state.renewal = { ...state.renewal, remindersMuted: true };
        return { body: { message: RENEWAL_MESSAGES.muted } };
      },
    });
    const region = await section();
    const mute = within(region).getByRole('switch', { name: 'Mute renewal reminders' });
    await user.click(mute);
    expect(await screen.findByText(RENEWAL_MESSAGES.muted)).toBeInTheDocument();
    expect(api.callsTo('POST', MUTE).map((call) => call.body)).toEqual([{ muted: true }]);
    await waitFor(() => expect(mute).toBeChecked());
  });

  it('a policyholder reads it, with no buttons or switches', async () => {
    const { api } = renderSection('policyholder', inForce({ status: 'RENEWED' }), {
      renewal: renewal({ openForRenewal: false, renewedByPolicyId: RENEWING_ID }),
    });
    const region = await section();
    expect(within(region).getByText('Renewed')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Open the renewing policy' })).toHaveAttribute(
      'href',
      `/customer/policies?policy=${RENEWING_ID}`,
    );
    expect(within(region).getByRole('table', { name: 'What changed at renewal' })).toBeVisible();
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).queryAllByRole('switch')).toHaveLength(0);
    expect(within(region).queryByRole('group', { name: 'Renewal actions' })).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it.each([
    ['a binder', policy()],
    ['a cancelled policy', inForce({ status: 'CANCELLED' })],
  ])('is not shown for %s', async (_, shown) => {
    const { api } = renderSection('agency', shown, { renewal: renewal() });
    // let any query start
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Renewal' })).toBeNull();
    expect(api.callsTo('GET', RENEWAL)).toHaveLength(0);
  });
});
