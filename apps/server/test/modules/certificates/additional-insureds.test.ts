import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATHS as C,
  type AdditionalInsured,
  type AdditionalInsuredList,
  type Policy,
} from '@cyber/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';
import { certificateHelpers, insuredInput, ukInsuredInput } from './support.ts';

/**
 * A policy's additional insureds (spec 3 §3, §5 "Add Additional Insured Coverage"): who reads and
 * who edits them, their rules and messages, and that only a policy in cover takes changes.
 */

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof certificateHelpers>;

const list = async (s: Session, policyId: string) => {
  const res = await s.inject({ method: 'GET', url: C.additionalInsureds(policyId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdditionalInsuredList>().additionalInsureds;
};

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'policy_additional_insured'), eq(auditLog.entityId, id)));

beforeAll(async () => {
  t = await buildTestApp();
  helpers = certificateHelpers(t);
  [agent, broker, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
});
afterAll(async () => t.close());

describe('the agency edits the additional insureds of its policy', () => {
  let policy: Policy;
  beforeAll(async () => {
    policy = await helpers.issuedPolicy(agent);
  });

  it('adds, lists, changes and removes one, each audited', async () => {
    expect(await list(agent, policy.id)).toEqual([]);
    const added = await helpers.addInsured(agent, policy.id, { state: 'ma', address2: '' });
    expect(added).toMatchObject({
      policyId: policy.id,
      businessName: 'Bayside Property Management LLC',
      address1: '200 Harbor Way',
      address2: null,
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      naicsCode: '531311',
      naicsDescription: 'Residential Property Managers',
    });
    expect(await list(agent, policy.id)).toEqual([added]);

    const changed = await agent.inject({
      method: 'PUT',
      url: C.additionalInsured(policy.id, added.id),
      payload: insuredInput({ businessName: 'Bayside Property Group LLC', zipCode: '02110-1234' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdditionalInsured>()).toMatchObject({
      id: added.id,
      businessName: 'Bayside Property Group LLC',
      address2: 'Suite 4',
      zipCode: '02110-1234',
    });
    // the list is in the order they were added
    t.clock.advance(1_000);
    const second = await helpers.addInsured(agent, policy.id, {
      businessName: 'Second Landlord Inc',
    });
    expect((await list(agent, policy.id)).map((a) => a.businessName)).toEqual([
      'Bayside Property Group LLC',
      'Second Landlord Inc',
    ]);

    const removed = await agent.inject({
      method: 'DELETE',
      url: C.additionalInsured(policy.id, added.id),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list(agent, policy.id)).map((a) => a.id)).toEqual([second.id]);
    const again = await agent.inject({
      method: 'DELETE',
      url: C.additionalInsured(policy.id, added.id),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: CERTIFICATE_MESSAGES.additionalInsuredNotFound });

    const audit = await auditOf(added.id);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'additional-insured.create',
      'additional-insured.delete',
      'additional-insured.update',
    ]);
    const update = audit.find((a) => a.action === 'additional-insured.update')!;
    expect(update.before).toMatchObject({ businessName: 'Bayside Property Management LLC' });
    expect(update.after).toMatchObject({ businessName: 'Bayside Property Group LLC' });
  });

  it('refuses an editor without the required fields, naming each', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: {
        businessName: ' ',
        address1: '',
        city: '',
        state: '',
        zipCode: '',
        naicsCode: '',
        naicsDescription: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'businessName: Organization Name is required',
      'address1: Address is required',
      'city: City is required',
      'state: State is required',
      'zipCode: ZIP Code is required',
      'naicsCode: Industry is required',
      'naicsDescription: Industry is required',
    ]);
  });

  it('holds the ZIP code to the shared US rule, and the state to a US state', async () => {
    for (const zipCode of ['00000', '0211', '02110-12', 'SW1A 1AA']) {
      const res = await agent.inject({
        method: 'POST',
        url: C.additionalInsureds(policy.id),
        payload: insuredInput({ zipCode }),
      });
      expect(res.statusCode, zipCode).toBe(400);
      expect(res.json<{ errors: string[] }>().errors).toEqual(['zipCode: Invalid ZIP Code']);
    }
    const state = await agent.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: insuredInput({ state: 'ZZ' }),
    });
    expect(state.json<{ errors: string[] }>().errors).toEqual(['state: Invalid State']);
  });

  it('provider staff edit it too; another agency sees none of it (404)', async () => {
    const byStaff = await helpers.addInsured(admin, policy.id, { businessName: 'Staff Added Co' });
    expect((await list(agent, policy.id)).map((a) => a.id)).toContain(byStaff.id);

    expect(
      (await broker.inject({ method: 'GET', url: C.additionalInsureds(policy.id) })).statusCode,
    ).toBe(404);
    const post = await broker.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: insuredInput(),
    });
    expect(post.statusCode).toBe(404);
    const put = await broker.inject({
      method: 'PUT',
      url: C.additionalInsured(policy.id, byStaff.id),
      payload: insuredInput(),
    });
    expect(put.statusCode).toBe(404);
    // an additional insured of another policy is not found under this one
    const other = await helpers.issuedPolicy(agent);
    const elsewhere = await agent.inject({
      method: 'PUT',
      url: C.additionalInsured(other.id, byStaff.id),
      payload: insuredInput(),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("a UK policy's additional insureds: a county and a postcode", () => {
  let policy: Policy;
  beforeAll(async () => {
    policy = await helpers.ukIssuedPolicy(broker);
  });

  it('adds one with a UK postcode (stored the Royal Mail way), the county as typed or blank', async () => {
    const added = await helpers.addInsured(
      broker,
      policy.id,
      { zipCode: 'e14 5ab' },
      ukInsuredInput,
    );
    expect(added).toMatchObject({
      businessName: 'Thames Property Lettings Ltd',
      city: 'London',
      state: 'Greater London',
      zipCode: 'E14 5AB',
    });
    const changed = await broker.inject({
      method: 'PUT',
      url: C.additionalInsured(policy.id, added.id),
      payload: ukInsuredInput({ state: '', zipCode: 'EC1A 1BB' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdditionalInsured>()).toMatchObject({ state: '', zipCode: 'EC1A 1BB' });
    // a county is optional: the body may leave it out
    const { state: _county, ...noCounty } = ukInsuredInput({ businessName: 'No County Ltd' });
    const bare = await broker.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: noCounty,
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json<AdditionalInsured>().state).toBe('');
  });

  it('refuses a US ZIP code, or none, by the shared UK postcode rule (400)', async () => {
    for (const zipCode of ['02110', '02110-1234', 'E14', 'SW1A 1CA']) {
      const res = await broker.inject({
        method: 'POST',
        url: C.additionalInsureds(policy.id),
        payload: ukInsuredInput({ zipCode }),
      });
      expect(res.statusCode, zipCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'zipCode: Invalid UK postal code',
        errors: ['zipCode: Invalid UK postal code'],
      });
    }
    const blank = await broker.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: ukInsuredInput({ city: '', state: 'x'.repeat(51), zipCode: '' }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: string[] }>().errors).toEqual([
      'city: Town/City is required',
      'state: Too big: expected string to have <=50 characters',
      'zipCode: Postcode is required',
    ]);
    // a change is held to the same rules
    const added = await helpers.addInsured(broker, policy.id, {}, ukInsuredInput);
    const put = await broker.inject({
      method: 'PUT',
      url: C.additionalInsured(policy.id, added.id),
      payload: ukInsuredInput({ zipCode: '02110' }),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json<{ errors: string[] }>().errors).toEqual(['zipCode: Invalid UK postal code']);
  });

  it('a US policy still refuses a UK address: a state and a ZIP code', async () => {
    const us = await helpers.issuedPolicy(agent);
    const res = await agent.inject({
      method: 'POST',
      url: C.additionalInsureds(us.id),
      payload: ukInsuredInput(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'state: Invalid State',
      errors: ['state: Invalid State', 'zipCode: Invalid ZIP Code'],
    });
  });

  it('the rules wait for the policy: a body of the wrong shape is a 400, another agency a 404', async () => {
    const shape = await broker.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: { ...ukInsuredInput(), zipCode: 5 },
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json<{ errors: string[] }>().errors).toEqual([
      'zipCode: Invalid input: expected string, received number',
    ]);
    const theirs = await agent.inject({
      method: 'POST',
      url: C.additionalInsureds(policy.id),
      payload: ukInsuredInput({ zipCode: '02110' }),
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the policyholder and the binder', () => {
  it('the policyholder reads the additional insureds of its policy but may not edit them (403)', async () => {
    const own = await helpers.customersPolicy(customer, admin);
    const added = await helpers.addInsured(admin, own.id, { businessName: 'Acme Landlord LLC' });
    expect((await list(customer, own.id)).map((a) => a.businessName)).toContain(
      'Acme Landlord LLC',
    );
    const post = await customer.inject({
      method: 'POST',
      url: C.additionalInsureds(own.id),
      payload: insuredInput(),
    });
    expect(post.statusCode).toBe(403);
    const put = await customer.inject({
      method: 'PUT',
      url: C.additionalInsured(own.id, added.id),
      payload: insuredInput(),
    });
    expect(put.statusCode).toBe(403);
    const del = await customer.inject({
      method: 'DELETE',
      url: C.additionalInsured(own.id, added.id),
    });
    expect(del.statusCode).toBe(403);
  });

  it('a binder has none, and takes none until it is issued (409)', async () => {
    const binder = await helpers.binder(agent);
    expect(await list(agent, binder.id)).toEqual([]);
    const res = await agent.inject({
      method: 'POST',
      url: C.additionalInsureds(binder.id),
      payload: insuredInput(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CERTIFICATE_MESSAGES.notCertifiable });
  });
});
