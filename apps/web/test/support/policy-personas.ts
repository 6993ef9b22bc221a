import { POLICY_PATHS, SERVICING_PATHS, type Me, type Policy } from '@cyber/domain';
import { screen } from '@testing-library/react';
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
} from './helpers.tsx';
import { SEARCH_PATH } from './policies-fixtures.ts';

/**
 * Who opens a policy's drawer in the web tests, signed in with the shell's calls answered: the
 * agency that placed it, provider staff, the policyholder, a carrier reading it, and a UK
 * brokerage (its screens in en-GB).
 */

/** An agency user who services the agency's policies (quote:manage). */
export const POLICY_AGENCY = [
  'dashboard:view',
  'quote:view',
  'quote:manage',
  'binder:view',
  'policy:view',
];
/** Provider staff who service every policy (policy:manage). */
export const POLICY_STAFF = ['quote:view', 'binder:view', 'policy:view', 'policy:manage'];
/** The policyholder, who reads its own policies. */
export const POLICYHOLDER = ['dashboard:view', 'quote:view', 'policy:view'];
/** A carrier, which reads the policies on its paper. */
export const POLICY_CARRIER = ['dashboard:view', 'binder:view', 'policy:view'];

export type PolicyPersona = 'agency' | 'staff' | 'policyholder' | 'carrier' | 'brokerage';

/** The persona's part of the app's address (`/agency/policies`, `/admin/policies`, …). */
export const PERSONA_PATH: Record<PolicyPersona, string> = {
  agency: 'agency',
  staff: 'admin',
  policyholder: 'customer',
  carrier: 'carrier',
  brokerage: 'agency',
};

/** An account of `buildMe`'s user, of another type (no NPN). */
const accountOf = (over: Partial<Me['account']>): Me['account'] => ({
  ...buildMe().account,
  npn: null,
  ...over,
});

/** Sign the persona in; its `me`. */
function signInPersona(who: PolicyPersona): Me {
  switch (who) {
    case 'staff':
      signInProviderAdmin(POLICY_STAFF);
      return providerAdminMe(POLICY_STAFF);
    case 'policyholder':
      signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
      return buildMe({
        permissions: POLICYHOLDER,
        subscriberType: 'CUSTOMER',
        account: accountOf({ id: 'account-9', name: 'Acme Dental Group', accountType: 'CUSTOMER' }),
      });
    case 'carrier':
      signIn({ accountId: 'carrier-1', accountType: 'CARRIER', subscriberType: 'CARRIER' });
      return buildMe({
        permissions: POLICY_CARRIER,
        subscriberType: 'CARRIER',
        account: accountOf({
          id: 'carrier-1',
          name: 'Keystone Specialty Insurance Co.',
          accountType: 'CARRIER',
        }),
      });
    case 'brokerage':
      signIn({ accountId: 'brokerage-1', scopes: POLICY_AGENCY });
      return buildMe({
        permissions: POLICY_AGENCY,
        account: accountOf({
          id: 'brokerage-1',
          name: 'Albion Brokers',
          region: 'UK',
          locationAlias: 'London',
        }),
      });
    case 'agency':
      signIn({ scopes: POLICY_AGENCY });
      return buildMe({ permissions: POLICY_AGENCY });
  }
}

/** The calls a policy's drawer makes: the list holding it, the policy, its (empty) revisions. */
export const policyDrawerHandlers = (shown: Policy): Record<string, Handler> => ({
  [`GET ${SEARCH_PATH}`]: () => ({ body: onePage([shown], 20) }),
  [`GET ${POLICY_PATHS.byId(shown.id)}`]: () => ({ body: shown }),
  [`GET ${SERVICING_PATHS.revisions(shown.id)}`]: () => ({ body: { revisions: [] } }),
});

/**
 * Sign `who` in with `shown`'s drawer answered (`policyDrawerHandlers`), then the test's own
 * `handlers`: the mocked API, to read its calls.
 */
export function policyApiAs(who: PolicyPersona, shown: Policy, handlers: Record<string, Handler>) {
  const me = signInPersona(who);
  return mockApi({ ...shellHandlers(me), ...policyDrawerHandlers(shown), ...handlers });
}

/** The persona's POLICIES screen with `shown`'s drawer open, from the address. */
export async function openPolicyDrawer(who: PolicyPersona, shown: Policy) {
  const rendered = renderApp(`/${PERSONA_PATH[who]}/policies?policy=${shown.id}`);
  const drawer = await screen.findByRole('dialog', { name: `Policy ${shown.policyNumber}` });
  return { ...rendered, drawer };
}
