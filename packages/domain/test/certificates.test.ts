import { describe, expect, it } from 'vitest';
import {
  AdditionalInsuredInputSchema,
  BINDER_STATUSES,
  CERTIFICATE_MESSAGES,
  certificateFileName,
  CertificateRequestSchema,
  isCertifiable,
  mayEditAdditionalInsureds,
  mayRequestCertificates,
  policyDocumentFileName,
  POLICY_STATUSES,
} from '../src/index.ts';

/** The messages of a failed parse, by field. */
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const INSURED = {
  businessName: 'Bayside Property Management LLC',
  address1: '200 Harbor Way',
  city: 'Boston',
  state: 'ma',
  zipCode: '02110-1234',
  naicsCode: '531311',
  naicsDescription: 'Residential Property Managers',
};

describe('the additional insured editor (spec 3 §5)', () => {
  it('requires Organization Name, Address, City, State and Industry; Address 2 is optional', () => {
    const parsed = AdditionalInsuredInputSchema.parse(INSURED);
    expect(parsed).toMatchObject({ state: 'MA', zipCode: '02110-1234' });
    expect(parsed.address2).toBeUndefined();
    expect(
      issuesOf(
        AdditionalInsuredInputSchema.safeParse({
          businessName: '',
          address1: ' ',
          city: '',
          state: '',
          zipCode: '',
          naicsCode: '',
          naicsDescription: '',
        }),
      ),
    ).toEqual({
      businessName: 'Organization Name is required',
      address1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP Code is required',
      naicsCode: 'Industry is required',
      naicsDescription: 'Industry is required',
    });
  });

  it('follows the shared ZIP rule: 5 digits or 5+4, never 00000', () => {
    for (const zipCode of ['00000', '1234', '12345-12', 'ABCDE']) {
      expect(issuesOf(AdditionalInsuredInputSchema.safeParse({ ...INSURED, zipCode }))).toEqual({
        zipCode: 'Invalid ZIP Code',
      });
    }
  });
});

describe('the certificate request (spec 3 §3, §5)', () => {
  it("holds a certificate holder to the spec's messages, verbatim", () => {
    expect(issuesOf(CertificateRequestSchema.safeParse({ docType: 'Certificate_Holder' }))).toEqual(
      {
        organizationName: 'Please enter a Orginization.',
        address1: 'Please enter a Address ',
        city: 'Please enter a City ',
        state: 'Please select a State',
        zip: 'ZIP Code is required',
      },
    );
    const holder = {
      docType: 'Certificate_Holder',
      organizationName: 'Commonwealth Office Leasing Inc',
      address1: '1 Federal Street',
      city: 'Boston',
      state: 'ma',
      zip: '00000',
    };
    expect(issuesOf(CertificateRequestSchema.safeParse(holder))).toEqual({
      zip: 'Invalid ZIP Code',
    });
    expect(CertificateRequestSchema.parse({ ...holder, zip: '02110' })).toMatchObject({
      state: 'MA',
    });
  });

  it('names an additional insured by its id alone', () => {
    expect(issuesOf(CertificateRequestSchema.safeParse({ docType: 'Additional_Insured' }))).toEqual(
      {
        additionalInsuredId: CERTIFICATE_MESSAGES.additionalInsuredRequired,
      },
    );
    expect(
      CertificateRequestSchema.safeParse({
        docType: 'Additional_Insured',
        additionalInsuredId: '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e01',
      }).success,
    ).toBe(true);
  });

  it('takes an optional e-mail address', () => {
    const base = {
      docType: 'Additional_Insured',
      additionalInsuredId: '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e01',
    };
    expect(CertificateRequestSchema.parse({ ...base, email: ' A@B.example ' }).email).toBe(
      'a@b.example',
    );
    expect(CertificateRequestSchema.parse({ ...base, email: '' }).email).toBe('');
    expect(issuesOf(CertificateRequestSchema.safeParse({ ...base, email: 'nope' }))).toEqual({
      email: CERTIFICATE_MESSAGES.invalidEmail,
    });
  });

  it('keeps the messages of spec 3 §8 verbatim', () => {
    expect(CERTIFICATE_MESSAGES).toMatchObject({
      fetchFailed: 'Unable to fetch additional insured info.',
      documentFailed: 'An error occurred finding the document. Please try again',
      emailFailed: 'Unable to send policy certificate email',
      emailRequestFailed: 'Unable to request sending of policy certificate email.',
      generated: 'Policy certificate successfully generated',
      emailRequested:
        'Thank you for your request. You will get an email shortly, with the Certificate of Insurance!',
      additionalInsuredSaved: 'Additional insured successfully updated',
    });
  });
});

describe('the certificate', () => {
  it('is named {company}-{policyNumber}-Policy-Certificate.pdf by the documents’ rule', () => {
    expect(certificateFileName('Harbour Light Dental & Co', 'CYB-US-2026-0000123')).toBe(
      'Harbour_Light_Dental_Co-CYB-US-2026-0000123-Policy-Certificate.pdf',
    );
    expect(certificateFileName('Acme', 'CYB-US-2026-0000123')).toBe(
      policyDocumentFileName('binder', 'Acme', 'CYB-US-2026-0000123').replace(
        'Binder',
        'Policy-Certificate',
      ),
    );
  });

  it('is for a policy in cover only: never a binder', () => {
    for (const status of BINDER_STATUSES) expect(isCertifiable(status)).toBe(false);
    expect(POLICY_STATUSES.filter(isCertifiable)).toEqual([
      'ISSUED',
      'IN FORCE',
      'CANCEL REQUESTED',
      'CANCEL PENDING',
    ]);
  });

  it('is asked for by provider staff, the agency and the policyholder; edited by staff and the agency', () => {
    const provider = { accountType: 'COWBELL', subscriberType: 'COWBELL' } as const;
    const agency = { accountType: 'AGENCY', subscriberType: 'AGENCY' } as const;
    const ghost = { accountType: 'AGENCY', subscriberType: 'COWBELL' } as const;
    const customer = { accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' } as const;
    const carrier = { accountType: 'CARRIER', subscriberType: 'CARRIER' } as const;
    expect([provider, agency, ghost, customer, carrier].map(mayRequestCertificates)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(mayEditAdditionalInsureds(provider, ['policy:manage'])).toBe(true);
    expect(mayEditAdditionalInsureds(provider, ['policy:view', 'quote:manage'])).toBe(false);
    expect(mayEditAdditionalInsureds(agency, ['quote:manage'])).toBe(true);
    expect(mayEditAdditionalInsureds(ghost, ['quote:manage'])).toBe(true);
    expect(mayEditAdditionalInsureds(customer, ['policy:view'])).toBe(false);
    expect(mayEditAdditionalInsureds(carrier, ['policy:manage'])).toBe(false);
  });
});
