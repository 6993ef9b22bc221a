import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  BILLING_PAYMENT_PATHS as P,
  financeAgreementText,
  FINANCING_MESSAGES as M,
  FINANCING_PARTNER_APR_BPS,
  FINANCING_PATHS,
  financingTerms,
  formatRegionDate,
  installmentPlan,
  installmentReferenceDate,
  sandboxCardToken,
  type FinanceAgreement,
  type FinanceAgreementResult,
} from '@cyber/domain';
import {
  auditLog,
  financeAgreements,
  invoices,
  ledgerEntries,
  policies,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { ukAccount, type Session } from '../accounts/support.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { billingHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let carrier: Session;
let processor: Session;
let helpers: ReturnType<typeof billingHelpers>;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = billingHelpers(t);
  [agent, broker, admin, carrier, processor] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('carrier@example.com'),
    t.signIn('premiumprocessor@example.com'),
  ]);
});
afterAll(async () => t.close());

const quote = (s: Session, policyId: string) =>
  s.inject({ method: 'POST', url: FINANCING_PATHS.quote, payload: { policyId } });
const accept = (s: Session, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: FINANCING_PATHS.agreement, payload });
const disaffirm = (s: Session, policyId: string) =>
  s.inject({ method: 'POST', url: FINANCING_PATHS.disaffirm, payload: { policyId } });
const card = () => {
  const r = sandboxCardToken({ number: '4242424242424242', expiry: '12/35', cvc: '123' });
  if (!('token' in r)) throw new Error(JSON.stringify(r.errors));
  return r.token;
};
const payDown = (s: Session, policyId: string, amount: number) =>
  s.inject({
    method: 'POST',
    url: P.paid,
    headers: { 'idempotency-key': randomUUID() },
    payload: { policyId, amount, paymentMethod: 'CREDIT_CARD', token: card(), isDownPayment: true },
  });
const today = () => t.clock.now().toISOString().slice(0, 10);
const agreementOf = (res: { json: <T>() => T }) => res.json<FinanceAgreementResult>().agreement;

describe('premium finance agreements (decision 056)', () => {
  it('quotes the installment plan at the partner’s APR under a FinanceQuoteNumber, once per amount due', async () => {
    const policy = await helpers.binder(agent);
    const res = await quote(agent, policy.id);
    expect(res.statusCode, res.body).toBe(200);
    const a = agreementOf(res);
    const { aprBps, ...terms } = financingTerms(
      installmentPlan({
        amountDue: policy.totalPremium,
        brokerFee: policy.brokerFee,
        mgaFee: policy.mgaFee,
        referenceDate: installmentReferenceDate(policy.created),
      }),
      FINANCING_PARTNER_APR_BPS,
    );
    expect(a).toMatchObject({
      financeQuoteNumber: `${'PF-'}${policy.policyNumber}-1`,
      status: 'QUOTED',
      apr: aprBps,
      totalPremium: terms.amountDue,
      downPayment: terms.downPayment,
      amountFinanced: terms.amountFinanced,
      financeCharge: terms.financeCharge,
      totalPaymentAmount: terms.totalPaymentAmount,
      installmentAmount: terms.installmentAmount,
      numberOfInstallments: 10,
      firstInstallmentDue: terms.firstInstallmentDue,
      financerName: 'ClearPay Premium Finance',
      expiresOn: addDaysIso(today(), 30),
      signature: null,
      canDisaffirm: false,
    });
    // a finance charge at 9.90 % over ten months, and the total is down payment + installments
    expect(a.financeCharge).toBeGreaterThan(0);
    expect(a.totalPaymentAmount).toBe(a.downPayment + 10 * a.installmentAmount);
    expect(a.installments.every((i) => i.amount === a.installmentAmount)).toBe(true);

    // asking again gives the same quote; so do ten at once (one live agreement per policy)
    const again = await Promise.all(Array.from({ length: 10 }, () => quote(agent, policy.id)));
    expect(new Set(again.map((r) => agreementOf(r).id))).toEqual(new Set([a.id]));
    expect(
      await t.database.db
        .select()
        .from(financeAgreements)
        .where(eq(financeAgreements.policyId, policy.id)),
    ).toHaveLength(1);
    // the payment view carries it
    expect((await helpers.view(agent, policy.id)).financeAgreement).toMatchObject({
      id: a.id,
      status: 'QUOTED',
    });
  });

  it('is the payer side’s: another agency 404, a carrier or a premium processor 403', async () => {
    const policy = await helpers.binder(agent);
    expect((await quote(broker, policy.id)).statusCode).toBe(404);
    expect((await quote(carrier, policy.id)).statusCode).toBe(403);
    expect((await quote(processor, policy.id)).statusCode).toBe(403);
    const a = agreementOf(await quote(agent, policy.id));
    const signBody = {
      policyId: policy.id,
      signature: 'Dana Whitfield',
      email: 'dana@example.com',
      productType: a.product,
    };
    expect((await accept(broker, signBody)).statusCode).toBe(404);
    expect((await accept(processor, signBody)).statusCode).toBe(403);
    expect(
      (await broker.inject({ method: 'GET', url: FINANCING_PATHS.document(a.id) })).statusCode,
    ).toBe(404);
    expect((await disaffirm(broker, policy.id)).statusCode).toBe(404);
  });

  it('is accepted with a full name and e-mail: the signature, its IP and the SHA-256 of the text are recorded', async () => {
    const policy = await helpers.binder(agent);
    const a = agreementOf(await quote(agent, policy.id));
    const body = {
      policyId: policy.id,
      signature: 'Dana Whitfield',
      email: 'dana@example.com',
      productType: a.product,
    };
    const blank = await accept(agent, { ...body, signature: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(M.signatureRequired);
    const badEmail = await accept(agent, { ...body, email: 'dana' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain(M.emailInvalid);
    const otherProduct = await accept(agent, { ...body, productType: 'P250' });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().message).toBe(M.productMismatch);

    const res = await accept(agent, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.accepted);
    const signed = agreementOf(res);
    expect(signed).toMatchObject({
      id: a.id,
      status: 'SIGNED',
      signature: 'Dana Whitfield',
      signerEmail: 'dana@example.com',
    });
    expect(signed.documentHash).toBe(
      createHash('sha256').update(financeAgreementText(a).join('\n')).digest('hex'),
    );
    const [row] = await t.database.db
      .select()
      .from(financeAgreements)
      .where(eq(financeAgreements.id, a.id));
    expect(row!.signerIp).toBeTruthy();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'financing.sign'), eq(auditLog.entityId, policy.id)));
    expect(audits).toHaveLength(1);

    // signing twice is refused; asking for a quote returns the signed agreement
    const twice = await accept(agent, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadySigned);
    expect(agreementOf(await quote(agent, policy.id))).toMatchObject({
      id: a.id,
      status: 'SIGNED',
    });

    // the agreement as a PDF: the terms, the text and the signature with its hash
    const pdf = await agent.inject({ method: 'GET', url: FINANCING_PATHS.document(a.id) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain('Premium finance agreement');
    expect(text).toContain(a.financeQuoteNumber);
    expect(text).toContain('9.90 %');
    expect(text).toContain('Dana Whitfield');
    expect(text.replace(/\s/g, '')).toContain(signed.documentHash!);
    // a premium processor reads nothing of a policy it does not finance yet
    expect(
      (await processor.inject({ method: 'GET', url: FINANCING_PATHS.document(a.id) })).statusCode,
    ).toBe(404);
  });

  it('refuses a quote whose amount due changed, or that expired; a new quote supersedes it', async () => {
    const policy = await helpers.binder(agent);
    const a = agreementOf(await quote(agent, policy.id));
    const body = {
      policyId: policy.id,
      signature: 'Dana Whitfield',
      email: 'dana@example.com',
      productType: a.product,
    };
    // as if the amount due had moved since the quote (an endorsement, a fee edited)
    await t.database.db
      .update(financeAgreements)
      .set({ amountDue: a.totalPremium + 100 })
      .where(eq(financeAgreements.id, a.id));
    const changed = await accept(agent, body);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(M.quoteChanged);
    const fresh = agreementOf(await quote(agent, policy.id));
    expect(fresh.financeQuoteNumber).toBe(`PF-${policy.policyNumber}-2`);
    const [old] = await t.database.db
      .select()
      .from(financeAgreements)
      .where(eq(financeAgreements.id, a.id));
    expect(old!.status).toBe('SUPERSEDED');

    await t.database.db
      .update(financeAgreements)
      .set({ expiresOn: addDaysIso(today(), -1) })
      .where(eq(financeAgreements.id, fresh.id));
    const expired = await accept(agent, body);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(M.quoteExpired);
    expect(agreementOf(await quote(agent, policy.id)).financeQuoteNumber).toBe(
      `PF-${policy.policyNumber}-3`,
    );
  });

  it('names the spec’s message when the policy has no agency', async () => {
    const policy = await helpers.binder(agent);
    await t.database.db.update(policies).set({ agencyId: null }).where(eq(policies.id, policy.id));
    const res = await quote(admin, policy.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.agencyMissing);
  });

  it('the down payment activates it; disaffirmed within ten days the amount financed is owed again, due in thirty', async () => {
    const policy = await helpers.binder(agent);
    const signed = await helpers.signFinancing(agent, policy.id);
    const down = await payDown(agent, policy.id, signed.downPayment);
    expect(down.statusCode, down.body).toBe(201);
    const financed = await helpers.view(agent, policy.id);
    expect(financed).toMatchObject({ status: 'Paid', isPremiumFinanced: true });
    expect(financed.installmentPlan).toMatchObject({
      status: 'ACTIVE',
      apr: FINANCING_PARTNER_APR_BPS,
      installmentAmount: signed.installmentAmount,
      financeCharge: signed.financeCharge,
    });
    const active = financed.financeAgreement as FinanceAgreement;
    expect(active).toMatchObject({
      status: 'ACTIVE',
      disaffirmBy: addDaysIso(today(), 10),
      canDisaffirm: true,
    });
    // the premium processor reads it, but does not disaffirm for the insured
    expect((await helpers.view(processor, policy.id)).financeAgreement).toMatchObject({
      status: 'ACTIVE',
      canDisaffirm: false,
    });
    expect((await disaffirm(processor, policy.id)).statusCode).toBe(403);

    const res = await disaffirm(agent, policy.id);
    expect(res.statusCode, res.body).toBe(200);
    const due = addDaysIso(today(), 30);
    expect(res.json().message).toBe(M.disaffirmed(formatRegionDate(due, 'US')));
    expect(agreementOf(res)).toMatchObject({ status: 'DISAFFIRMED', annualPaymentDue: due });

    const after = await helpers.view(agent, policy.id);
    expect(after).toMatchObject({
      status: 'Partially Paid',
      isPremiumFinanced: false,
      financingOffered: false,
      amountDue: signed.amountFinanced,
      paid: signed.downPayment,
    });
    expect(after.installmentPlan).toMatchObject({ status: 'DISAFFIRMED' });
    // the partner's receivable is back at zero; what is owed falls due with the annual payment
    const financeEntries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.policyId, policy.id),
          eq(ledgerEntries.ledgerAccount, 'FINANCE_RECEIVABLE'),
        ),
      );
    expect(financeEntries.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const owed = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.policyId, policy.id));
    expect(owed.map((i) => i.dueDate)).toEqual([due]);
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.financerId).toBeNull();
    expect(
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'financing.disaffirm'))
      ).length,
    ).toBeGreaterThan(0);
    await helpers.expectLedgerReconciles();

    // once disaffirmed, no second time, and no new financing
    const again = await disaffirm(agent, policy.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notFinanced);
    expect((await quote(agent, policy.id)).statusCode).toBe(409);
    // the rest is paid as any balance
    const rest = await agent.inject({
      method: 'POST',
      url: P.paid,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        policyId: policy.id,
        amount: signed.amountFinanced,
        paymentMethod: 'CREDIT_CARD',
        token: card(),
        isDownPayment: false,
      },
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await helpers.view(agent, policy.id)).status).toBe('Paid');
    await helpers.expectLedgerReconciles();
  });

  it('the UK brokerage’s agreement is in pounds and its instalments; after ten days it can no longer be disaffirmed', async () => {
    const policy = await helpers.binder(broker, 'P_ONE_PLUS', ukAccount());
    const signed = await helpers.signFinancing(broker, policy.id, 'Oliver Pemberton');
    expect(signed.currency).toBe('GBP');
    expect((await payDown(broker, policy.id, signed.downPayment)).statusCode).toBe(201);
    const pdf = await broker.inject({ method: 'GET', url: FINANCING_PATHS.document(signed.id) });
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain('£');
    expect(text).toContain('Instalment schedule');
    expect(text).toContain('Oliver Pemberton');

    t.clock.advance(11 * 24 * 60 * 60 * 1000);
    broker = await t.signIn('broker@example.com');
    expect((await helpers.view(broker, policy.id)).financeAgreement).toMatchObject({
      status: 'ACTIVE',
      canDisaffirm: false,
    });
    const late = await disaffirm(broker, policy.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.disaffirmClosed);
  });
});
