import { expect } from 'vitest';
import {
  CERTIFICATE_PATHS,
  POLICY_PATHS,
  type AdditionalInsured,
  type AdditionalInsuredInput,
  type Policy,
  type PolicyActionResult,
  type PolicyPage,
} from '@cyber/domain';
import type { TestApp } from '../../helper.ts';
import { ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from '../policies/support.ts';

/** An additional insured as the editor sends it; override per test. */
export const insuredInput = (
  over: Partial<AdditionalInsuredInput> = {},
): AdditionalInsuredInput => ({
  businessName: 'Bayside Property Management LLC',
  address1: '200 Harbor Way',
  address2: 'Suite 4',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  naicsCode: '531311',
  naicsDescription: 'Residential Property Managers',
  ...over,
});

/** A UK policy's additional insured (a county and a postcode); override per test. */
export const ukInsuredInput = (
  over: Partial<AdditionalInsuredInput> = {},
): AdditionalInsuredInput =>
  insuredInput({
    businessName: 'Thames Property Lettings Ltd',
    address1: '1 Canada Square',
    address2: 'Canary Wharf',
    city: 'London',
    state: 'Greater London',
    zipCode: 'E14 5AB',
    ...over,
  });

/** Policies for the certificates' tests: issued by the agent, or the policyholder's own. */
export function certificateHelpers(t: TestApp) {
  const { readyQuote, bind } = bindHelpers(t);

  /** A new account's P100 policy, bound and issued by `agent` (its agency). */
  async function issuedPolicy(agent: Session, company?: string): Promise<Policy> {
    const { quote } = await readyQuote(agent, 'P100', usAccount(company ? { name: company } : {}));
    const binder = await bind(agent, 'P100', quote.id);
    const res = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyActionResult>().policy;
  }

  /** A new UK account's Prime One Plus policy (pounds), bound and issued by `broker` (its brokerage). */
  async function ukIssuedPolicy(broker: Session, company?: string): Promise<Policy> {
    const { quote } = await readyQuote(
      broker,
      'P_ONE_PLUS',
      ukAccount(company ? { name: company } : {}),
    );
    const binder = await bind(broker, 'P_ONE_PLUS', quote.id);
    const res = await broker.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyActionResult>().policy;
  }

  /** A new account's binder (BOUND), never issued. */
  async function binder(agent: Session): Promise<Policy> {
    const { quote } = await readyQuote(agent, 'P100', usAccount());
    return bind(agent, 'P100', quote.id);
  }

  /**
   * The policyholder's own policy: the demo binder of its account (Acme Dental Group), issued by
   * provider staff the first time it is asked for.
   */
  async function customersPolicy(customer: Session, staff: Session): Promise<Policy> {
    const search = async (kind: string) =>
      (
        await customer.inject({ method: 'GET', url: `${POLICY_PATHS.search}?kind=${kind}` })
      ).json<PolicyPage>().content;
    const issued = (await search('POLICIES')).find((p) => p.status === 'ISSUED');
    if (issued) return issued;
    const own = (await search('BINDERS')).find((p) => p.status === 'BOUND');
    expect(own).toBeDefined();
    const res = await staff.inject({
      method: 'POST',
      url: POLICY_PATHS.issue(own!.id),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyActionResult>().policy;
  }

  /** Add an additional insured (201); a UK policy's with `ukInsuredInput`. */
  async function addInsured(
    s: Session,
    policyId: string,
    over: Partial<AdditionalInsuredInput> = {},
    input: typeof insuredInput = insuredInput,
  ): Promise<AdditionalInsured> {
    const res = await s.inject({
      method: 'POST',
      url: CERTIFICATE_PATHS.additionalInsureds(policyId),
      payload: input(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdditionalInsured>();
  }

  return { issuedPolicy, ukIssuedPolicy, binder, customersPolicy, addInsured };
}
