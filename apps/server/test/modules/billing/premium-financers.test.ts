import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financerTerms,
  PREMIUM_FINANCER_MESSAGES as M,
  PREMIUM_FINANCER_PATHS as F,
  type PremiumFinancer,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ukAccount, type Session } from '../accounts/support.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
});
afterAll(async () => t.close());

const create = (s: Session, body: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: F.create, payload: body });
const fund = (s: Session, policyId: string, reference?: string) =>
  s.inject({ method: 'PUT', url: F.pay, payload: { policyId, reference } });

describe('a third-party premium financer', () => {
  it('staff record it with terms the platform computes from what is due; the payment page shows it', async () => {
    const policy = await helpers.binder(agent);
    const due = (await helpers.view(admin, policy.id)).amountDue;
    expect(due).toBeGreaterThan(0);
    const downPayment = Math.round(due * 0.25);
    const res = await create(admin, {
      policyId: policy.id,
      financerName: 'Imperial PFS',
      apr: 990,
      numberOfInstallments: 9,
      downPayment,
      // what the form showed: the server computes its own
      installmentAmount: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, financer } = res.json<{ message: string; financer: PremiumFinancer }>();
    expect(message).toBe(M.added('Imperial PFS'));
    const terms = financerTerms({
      totalPremium: due,
      downPayment,
      aprBps: 990,
      installments: 9,
    });
    expect(financer).toMatchObject({ ...terms, status: 'RECORDED', apr: 990, currency: 'USD' });
    expect(terms.financeCharge).toBeGreaterThan(0);

    const view = await helpers.view(agent, policy.id);
    expect(view.premiumFinancer).toMatchObject({ financerName: 'Imperial PFS' });
    expect(view.isPremiumFinanced).toBe(true);
    expect(view.financingOffered).toBe(false);
    const again = await create(admin, {
      policyId: policy.id,
      financerName: 'Another PFS',
      apr: 500,
      numberOfInstallments: 10,
      downPayment,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyFinanced);
  });

  it('validates the form’s required fields and ranges, and the down payment against what is due', async () => {
    const policy = await helpers.binder(agent);
    const due = (await helpers.view(admin, policy.id)).amountDue;
    const base = {
      policyId: policy.id,
      financerName: 'Imperial PFS',
      apr: 990,
      numberOfInstallments: 9,
      downPayment: 100,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ financerName: ' ' }, M.nameRequired],
      [{ apr: 6000 }, M.aprRange],
      [{ numberOfInstallments: 0 }, M.installmentsRange],
      [{ numberOfInstallments: undefined }, M.installmentsRequired],
      [{ downPayment: undefined }, M.downPaymentRequired],
      [{ downPayment: due }, M.downPaymentTooLarge],
    ];
    for (const [patch, expected] of cases) {
      const res = await create(admin, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toContain(expected);
    }
  });

  it('only provider staff record or fund it', async () => {
    const policy = await helpers.binder(agent);
    const body = {
      policyId: policy.id,
      financerName: 'Imperial PFS',
      apr: 990,
      numberOfInstallments: 9,
      downPayment: 100,
    };
    for (const s of [agent, customer, broker]) {
      expect((await create(s, body)).statusCode).toBe(403);
      expect((await fund(s, policy.id)).statusCode).toBe(403);
    }
    expect((await fund(admin, policy.id)).statusCode).toBe(404);
  });

  it('the financer’s payment settles the amount financed once; the insured owes the down payment', async () => {
    const policy = await helpers.binder(broker, 'P_ONE_PLUS', ukAccount());
    const due = (await helpers.view(admin, policy.id)).amountDue;
    const downPayment = Math.round(due * 0.2);
    const created = await create(admin, {
      policyId: policy.id,
      financerName: 'Premium Credit Ltd',
      apr: 1290,
      numberOfInstallments: 10,
      downPayment,
    });
    expect(created.statusCode, created.body).toBe(201);
    const funded = await fund(admin, policy.id, 'PCL-99812');
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toMatchObject({
      message: M.funded('Premium Credit Ltd'),
      financer: { status: 'FUNDED', currency: 'GBP' },
    });
    const view = await helpers.view(broker, policy.id);
    expect(view.amountDue).toBe(downPayment);
    expect(view.status).toBe('Partially Paid');
    expect(view.payments[0]).toMatchObject({
      paymentMethod: 'WIRE',
      amountPaid: due - downPayment,
      status: 'PAID',
      paymentDesc: 'Premium finance: Premium Credit Ltd (PCL-99812)',
    });
    const twice = await fund(admin, policy.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyFunded);
    await helpers.expectLedgerReconciles();
  });
});
