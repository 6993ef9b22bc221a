import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateFileName,
  CERTIFICATE_EMAIL_BUDGET,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATHS as C,
  formatRegionDate,
  type Certificate,
  type CertificateEmailResult,
  type CertificateRequest,
  type Policy,
} from '@cyber/domain';
import { auditLog, outboundMessages } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { certificateHelpers, ukInsuredInput } from './support.ts';

/**
 * Certificates of insurance (spec 3 §2, §3, §5, §7, §8): made for a certificate holder or an
 * additional insured, downloaded as `{company}-{policyNumber}-Policy-Certificate.pdf` or e-mailed
 * through the outbox; who may ask, the holder's verbatim messages, and only a policy in cover.
 */

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let carrier: Session;
let helpers: ReturnType<typeof certificateHelpers>;

const HOLDER: CertificateRequest = {
  docType: 'Certificate_Holder',
  organizationName: 'Commonwealth Office Leasing Inc',
  address1: '1 Federal Street',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
};

/** A UK policy's certificate holder: a county and a postcode. */
const UK_HOLDER: CertificateRequest = {
  docType: 'Certificate_Holder',
  organizationName: 'Albion Office Lettings Ltd',
  address1: '10 Lime Street',
  city: 'London',
  state: 'City of London',
  zip: 'EC3M 7AA',
};

const request = (s: Session, policyId: string, payload: object) =>
  s.inject({ method: 'POST', url: C.certificate(policyId), payload });

/** Make a certificate (201) and download its PDF, checking its file name: the PDF's text. */
async function certificatePdf(s: Session, policy: Policy, payload: object) {
  const made = await request(s, policy.id, payload);
  expect(made.statusCode, made.body).toBe(201);
  const certificate = made.json<Certificate>();
  const fileName = certificateFileName(policy.companyName, policy.policyNumber);
  expect(certificate.fileName).toBe(fileName);
  const res = await s.inject({
    method: 'GET',
    url: C.certificateDocument(policy.id, certificate.id),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { certificate, pdf: await pdfText(res.rawPayload) };
}

const expectText = (text: string, expected: string[]) => {
  for (const e of expected) expect(text, e).toContain(e);
};

beforeAll(async () => {
  t = await buildTestApp();
  helpers = certificateHelpers(t);
  [agent, broker, admin, customer, carrier] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('carrier@example.com'),
  ]);
});
afterAll(async () => t.close());

describe('a certificate for a certificate holder', () => {
  const company = 'Harbour Light Dental & Co';
  let policy: Policy;
  beforeAll(async () => {
    policy = await helpers.issuedPolicy(agent, company);
  });

  it('downloads as {company}-{policyNumber}-Policy-Certificate.pdf, ACORD 25-like, and is recorded and audited', async () => {
    expect(certificateFileName(company, policy.policyNumber)).toBe(
      `Harbour_Light_Dental_Co-${policy.policyNumber}-Policy-Certificate.pdf`,
    );
    const { certificate, pdf } = await certificatePdf(agent, policy, HOLDER);
    expect(certificate).toMatchObject({
      policyId: policy.id,
      docType: 'Certificate_Holder',
      additionalInsuredId: null,
      holderName: 'Commonwealth Office Leasing Inc',
    });
    const day = (iso: string) => formatRegionDate(iso, 'US');
    expectText(pdf.text, [
      'Certificate of Liability Insurance',
      `Date ${day(t.clock.now().toISOString().slice(0, 10))}`,
      'This certificate is issued as a matter of information only and confers no rights',
      'Producer',
      'Harbor Risk Partners',
      'Insured',
      company,
      'Coverages',
      'Cyber Liability',
      policy.policyNumber,
      day(policy.effectiveDate),
      day(policy.endDate),
      `$${policy.limit.toLocaleString('en-US')}`,
      `$${policy.deductible.toLocaleString('en-US')}`,
      'Description of operations',
      'Certificate holder',
      'Commonwealth Office Leasing Inc',
      '1 Federal Street',
      'Boston, MA 02110',
      'Additional insured: No',
      'Cancellation',
      'Should the above described policy be cancelled before the expiration date',
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'policy_certificate'), eq(auditLog.entityId, certificate.id)),
      );
    expect(audit).toMatchObject({
      action: 'certificate.create',
      after: { policyId: policy.id, docType: 'Certificate_Holder' },
    });
  });

  it("refuses a holder without its fields, with the spec's messages verbatim", async () => {
    const res = await request(agent, policy.id, { docType: 'Certificate_Holder' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'organizationName: Please enter a Orginization.',
      'address1: Please enter a Address ',
      'city: Please enter a City ',
      'state: Please select a State',
      'zip: ZIP Code is required',
    ]);
    const zip = await request(agent, policy.id, { ...HOLDER, zip: '00000' });
    expect(zip.json<{ errors: string[] }>().errors).toEqual(['zip: Invalid ZIP Code']);
    const ai = await request(agent, policy.id, { ...HOLDER, docType: 'Additional_Insured' });
    expect(ai.json<{ errors: string[] }>().errors).toEqual([
      `additionalInsuredId: ${CERTIFICATE_MESSAGES.additionalInsuredRequired}`,
    ]);
  });

  it('names an additional insured of the policy, as it is stored ("Additional insured: Yes")', async () => {
    const insured = await helpers.addInsured(agent, policy.id);
    const { certificate, pdf } = await certificatePdf(agent, policy, {
      docType: 'Additional_Insured',
      additionalInsuredId: insured.id,
      // the holder's fields are the additional insured's, whatever the request says
      organizationName: 'Somebody Else',
    });
    expect(certificate).toMatchObject({
      docType: 'Additional_Insured',
      additionalInsuredId: insured.id,
      holderName: 'Bayside Property Management LLC',
    });
    expectText(pdf.text, [
      'Certificate holder (additional insured)',
      'Bayside Property Management LLC',
      '200 Harbor Way',
      'Suite 4',
      'Boston, MA 02110',
      'Additional insured: Yes',
      'Industry: 531311 - Residential Property Managers',
    ]);
    expect(pdf.text).not.toContain('Somebody Else');

    // the certificate keeps what it printed once the additional insured is gone
    const removed = await agent.inject({
      method: 'DELETE',
      url: C.additionalInsured(policy.id, insured.id),
    });
    expect(removed.statusCode).toBe(204);
    const again = await agent.inject({
      method: 'GET',
      url: C.certificateDocument(policy.id, certificate.id),
    });
    expect(again.statusCode).toBe(200);
    expect((await pdfText(again.rawPayload)).text).toContain('Bayside Property Management LLC');

    // another policy's additional insured, or one removed, is not found
    const gone = await request(agent, policy.id, {
      docType: 'Additional_Insured',
      additionalInsuredId: insured.id,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: CERTIFICATE_MESSAGES.additionalInsuredNotFound });
  });

  it('e-mails it through the outbox and answers 202 with the confirmation', async () => {
    const res = await agent.inject({
      method: 'POST',
      url: C.email(policy.id),
      payload: { ...HOLDER, email: 'Leasing@Commonwealth.example' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<CertificateEmailResult>()).toEqual({
      message:
        'Thank you for your request. You will get an email shortly, with the Certificate of Insurance!',
      email: 'leasing@commonwealth.example',
    });
    const mail = await t.lastMessage('leasing@commonwealth.example', 'policy-certificate');
    expect(mail.subject).toBe(
      `Certificate of Liability Insurance - ${company} - ${policy.policyNumber}`,
    );
    expectText(mail.text, [
      'Hello,',
      `policy ${policy.policyNumber}`,
      'Certificate holder: Commonwealth Office Leasing Inc, 1 Federal Street, Boston, MA 02110. Additional insured: no.',
      'confers no rights upon the certificate holder',
      'Cancellation: Should the above described policy be cancelled',
    ]);
    // recorded as e-mailed, to that address
    const [row] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, 'leasing@commonwealth.example'),
          eq(outboundMessages.template, 'policy-certificate'),
        ),
      );
    expect(row).toBeDefined();

    // without an address, to the caller
    const own = await agent.inject({ method: 'POST', url: C.email(policy.id), payload: HOLDER });
    expect(own.statusCode, own.body).toBe(202);
    expect(own.json<CertificateEmailResult>().email).toBe('agent@example.com');
    const toAgent = await t.lastMessage('agent@example.com', 'policy-certificate');
    expect(toAgent.text).toContain('Commonwealth Office Leasing Inc');

    const bad = await agent.inject({
      method: 'POST',
      url: C.email(policy.id),
      payload: { ...HOLDER, email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors).toEqual([
      `email: ${CERTIFICATE_MESSAGES.invalidEmail}`,
    ]);
  });

  it('one address receives at most 5 certificate e-mails an hour: the platform cannot be turned on an inbox', async () => {
    const send = () =>
      agent.inject({
        method: 'POST',
        url: C.email(policy.id),
        payload: { ...HOLDER, email: 'someone@inbox.example' },
      });
    for (let i = 0; i < CERTIFICATE_EMAIL_BUDGET.perAddress; i += 1) {
      expect((await send()).statusCode).toBe(202);
    }
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CERTIFICATE_MESSAGES.tooManyEmails);
    expect(await t.mailbox('someone@inbox.example', 'policy-certificate')).toHaveLength(
      CERTIFICATE_EMAIL_BUDGET.perAddress,
    );
  });

  it('another agency gets a 404; a carrier may not ask for one (403)', async () => {
    expect((await request(broker, policy.id, HOLDER)).statusCode).toBe(404);
    expect(
      (await broker.inject({ method: 'POST', url: C.email(policy.id), payload: HOLDER }))
        .statusCode,
    ).toBe(404);
    const carrierRes = await request(carrier, policy.id, HOLDER);
    expect(carrierRes.statusCode).toBe(403);
    expect(carrierRes.json()).toEqual({ message: CERTIFICATE_MESSAGES.notARequester });
  });
});

describe('who else, and when', () => {
  it('the policyholder asks for the certificate of its own policy; provider staff too', async () => {
    const own = await helpers.customersPolicy(customer, admin);
    const { pdf } = await certificatePdf(customer, own, HOLDER);
    expectText(pdf.text, [own.policyNumber, own.companyName, 'Commonwealth Office Leasing Inc']);
    const byStaff = await request(admin, own.id, HOLDER);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    // the agent's policy is not the policyholder's
    const theirs = await helpers.issuedPolicy(agent);
    expect((await request(customer, theirs.id, HOLDER)).statusCode).toBe(404);
  });

  it('a binder gets no certificate (409)', async () => {
    const binder = await helpers.binder(agent);
    for (const url of [C.certificate(binder.id), C.email(binder.id)]) {
      const res = await agent.inject({ method: 'POST', url, payload: HOLDER });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: CERTIFICATE_MESSAGES.notCertifiable });
    }
  });

  it('a UK policy is a "Certificate of Insurance" in pounds, with its broker', async () => {
    const policy = await helpers.ukIssuedPolicy(broker, 'Albion Widgets Ltd');
    const { pdf } = await certificatePdf(broker, policy, UK_HOLDER);
    const day = (iso: string) => formatRegionDate(iso, 'UK');
    expectText(pdf.text, [
      'Certificate of Insurance',
      'Broker',
      'Brokerage',
      'Excess',
      '£',
      `Date ${day(t.clock.now().toISOString().slice(0, 10))}`,
      day(policy.effectiveDate),
      day(policy.endDate),
    ]);
    expect(pdf.text).not.toContain('Certificate of Liability Insurance');
  });
});

describe("a UK policy's certificate holder: a county and a postcode", () => {
  let policy: Policy;
  beforeAll(async () => {
    policy = await helpers.ukIssuedPolicy(broker, 'Thames Widgets Ltd');
  });

  it('prints the holder the UK way: town, county and postcode, each on its own line', async () => {
    const { pdf } = await certificatePdf(broker, policy, { ...UK_HOLDER, zip: 'ec3m7aa' });
    const lines = pdf.text.split('\n').map((line) => line.trim());
    const at = lines.indexOf('Albion Office Lettings Ltd');
    expect(at, pdf.text).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '10 Lime Street',
      'London',
      'City of London',
      'EC3M 7AA',
    ]);
    // without a county, the postcode follows the town
    const bare = await certificatePdf(broker, policy, { ...UK_HOLDER, state: '' });
    expectText(bare.pdf.text, ['10 Lime Street\nLondon\nEC3M 7AA']);
  });

  it('e-mails it with the UK address, and an additional insured with its own', async () => {
    const res = await broker.inject({
      method: 'POST',
      url: C.email(policy.id),
      payload: { ...UK_HOLDER, email: 'lettings@albion.example' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await t.lastMessage('lettings@albion.example', 'policy-certificate');
    expectText(mail.text, [
      'Certificate holder: Albion Office Lettings Ltd, 10 Lime Street, London, City of London, EC3M 7AA. Additional insured: no.',
    ]);

    const insured = await helpers.addInsured(broker, policy.id, {}, ukInsuredInput);
    const { pdf } = await certificatePdf(broker, policy, {
      docType: 'Additional_Insured',
      additionalInsuredId: insured.id,
    });
    expectText(pdf.text, [
      'Certificate holder (additional insured)',
      'Thames Property Lettings Ltd',
      '1 Canada Square\nCanary Wharf\nLondon\nGreater London\nE14 5AB',
    ]);
  });

  it('refuses a US ZIP code, or none, by the shared UK postcode rule; the county is optional', async () => {
    const zip = await request(broker, policy.id, { ...UK_HOLDER, zip: '02110' });
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toEqual({
      message: 'zip: Invalid UK postal code',
      errors: ['zip: Invalid UK postal code'],
    });
    const empty = await request(broker, policy.id, { docType: 'Certificate_Holder' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: string[] }>().errors).toEqual([
      'organizationName: Please enter a Orginization.',
      'address1: Please enter a Address ',
      'city: Please enter a City ',
      'zip: Postcode is required',
    ]);
    const email = await broker.inject({
      method: 'POST',
      url: C.email(policy.id),
      payload: { ...UK_HOLDER, zip: '02110', email: 'lettings@albion.example' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json<{ errors: string[] }>().errors).toEqual(['zip: Invalid UK postal code']);
  });

  it('a US policy still refuses a UK holder: a state and a ZIP code', async () => {
    const us = await helpers.issuedPolicy(agent);
    const res = await request(agent, us.id, UK_HOLDER);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'state: Invalid State',
      'zip: Invalid ZIP Code',
    ]);
  });
});
