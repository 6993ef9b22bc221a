import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_PATHS,
  QUOTE_FEE_MESSAGES as M,
  QUOTE_FEE_PATHS as P,
  type PolicyActionResult,
  type QuoteView,
} from '@cyber/domain';
import { eq } from 'drizzle-orm';
import { invoices, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from '../policies/support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let helpers: ReturnType<typeof bindHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = bindHelpers(t);
  [agent, broker, admin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
  ]);
});
afterAll(async () => t.close());

const put = (s: Session, url: string, payload: Record<string, unknown>) =>
  s.inject({ method: 'PUT', url, payload });

const feesOf = (q: QuoteView) => q.rating!.fees;

/** Ready again (the engine's status after a re-rate is the rating's own tests' concern). */
const ready = (id: string) =>
  t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, id));

describe('quote fees', () => {
  it('the agent sets the broker fee and an additional fee: re-rated, billed at bind in the broker fee', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const before = quote.totalPremium;
    const res = await put(agent, P.brokerFees(quote.id), {
      brokerFee: 15_000,
      additionalBrokerFee: 25_000,
      product: 'P100',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<QuoteView>();
    expect(feesOf(after)).toMatchObject({ brokerFee: 15_000, additionalBrokerFee: 25_000 });
    const was = feesOf(quote);
    expect(after.totalPremium - before).toBe(
      15_000 + 25_000 - (was.brokerFee + was.additionalBrokerFee),
    );
    expect(after.premium).toBe(quote.premium);

    await ready(quote.id);
    const bound = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(bound.statusCode, bound.body).toBe(201);
    const policy = bound.json<PolicyActionResult>().policy;
    expect(policy.brokerFee).toBe(40_000);
    expect(policy.totalPremium).toBe(after.totalPremium);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.policyId, policy.id));
    expect(invoice).toMatchObject({ brokerFee: 40_000, total: policy.totalPremium });
  });

  it('validates with the spec’s words', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const missing = await put(agent, P.brokerFees(quote.id), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(M.brokerFeeRequired);
    const negative = await put(agent, P.brokerFees(quote.id), {
      brokerFee: 0,
      additionalBrokerFee: -1,
    });
    expect(negative.body).toContain('Additional Broker fee cannot be less than $0');
    const over = await put(agent, P.brokerFees(quote.id), {
      brokerFee: 0,
      additionalBrokerFee: 1_000_001,
    });
    expect(over.body).toContain('Additional Broker fee must be less than or equal to $10,000');
    const noMga = await put(admin, P.mgaFees(quote.id), {});
    expect(noMga.statusCode).toBe(400);
    expect(noMga.body).toContain(M.mgaFeeRequired);
    const otherProduct = await put(agent, P.brokerFees(quote.id), {
      brokerFee: 0,
      product: 'P250',
    });
    expect(otherProduct.statusCode).toBe(404);
  });

  it('only the provider sets the MGA fee, here or through an edit; another agency gets nothing', async () => {
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const mga = feesOf(quote).mgaFee;
    const refused = await put(agent, P.mgaFees(quote.id), { mgaFee: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: M.mgaFeeProviderOnly });
    // the calculator's edit cannot lower it either: the stored MGA fee stands
    const edited = await put(agent, `/api/quote/v1/P100/${quote.id}`, {
      fees: { mgaFee: 0 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(feesOf(edited.json<QuoteView>()).mgaFee).toBe(mga);

    await ready(quote.id);
    const set = await put(admin, P.mgaFees(quote.id), { mgaFee: mga + 5_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(feesOf(set.json<QuoteView>()).mgaFee).toBe(mga + 5_000);
    expect(set.json<QuoteView>().mgaFee).toBe(mga + 5_000);

    const other = await put(broker, P.brokerFees(quote.id), { brokerFee: 0 });
    expect(other.statusCode).toBe(404);
  });
});
