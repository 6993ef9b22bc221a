import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AdditionalInsuredBodySchema,
  additionalInsuredInputSchemaFor,
  AdditionalInsuredInputSchema,
  BINDER_STATUSES,
  CERTIFICATE_MESSAGES,
  certificateAddressLines,
  certificateFileName,
  certificateRegion,
  CertificateRequestBodySchema,
  CertificateRequestSchema,
  certificateRequestSchemaFor,
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

describe("the additional insured of a policy's region", () => {
  const UK_INSURED = {
    businessName: 'Thames Property Lettings Ltd',
    address1: '1 Canada Square',
    address2: 'Canary Wharf',
    city: 'London',
    state: ' Greater London ',
    zipCode: 'e14 5ab',
    naicsCode: '531311',
    naicsDescription: 'Residential Property Managers',
  };

  it('a US policy keeps the US rules: the same schema, the same messages', () => {
    const us = additionalInsuredInputSchemaFor('US');
    expect(us).toBe(AdditionalInsuredInputSchema);
    expect(issuesOf(us.safeParse({ ...INSURED, state: '', zipCode: '' }))).toEqual({
      state: 'State is required',
      zipCode: 'ZIP Code is required',
    });
    expect(issuesOf(us.safeParse({ ...INSURED, zipCode: 'E14 5AB' }))).toEqual({
      zipCode: 'Invalid ZIP Code',
    });
    expect(issuesOf(us.safeParse({ ...INSURED, state: 'Greater London' }))).toEqual({
      state: 'Invalid State',
    });
  });

  it('a UK policy takes a county (optional, as typed) and a postcode by the shared UK rule', () => {
    const uk = additionalInsuredInputSchemaFor('UK');
    expect(uk.parse(UK_INSURED)).toMatchObject({
      city: 'London',
      state: 'Greater London',
      zipCode: 'E14 5AB',
    });
    const { state: _county, ...noCounty } = UK_INSURED;
    expect(uk.parse(noCounty).state).toBe('');
    expect(uk.parse({ ...UK_INSURED, state: '' }).state).toBe('');
    expect(uk.parse({ ...UK_INSURED, zipCode: 'GIR0AA' }).zipCode).toBe('GIR 0AA');
    expect(issuesOf(uk.safeParse({ ...UK_INSURED, state: 'x'.repeat(51) }))).toHaveProperty(
      'state',
    );
  });

  it("a UK policy's messages are the account rules': Town/City and Postcode required, a UK postcode", () => {
    const uk = additionalInsuredInputSchemaFor('UK');
    expect(issuesOf(uk.safeParse({ ...UK_INSURED, city: ' ', zipCode: '' }))).toEqual({
      city: ACCOUNT_MESSAGES.townCityRequired,
      zipCode: ACCOUNT_MESSAGES.postcodeRequired,
    });
    expect(ACCOUNT_MESSAGES.postcodeRequired).toBe('Postcode is required');
    for (const zipCode of ['02110', '02110-1234', 'E14', 'EC1A 1B', 'SW1A 1CA']) {
      expect(issuesOf(uk.safeParse({ ...UK_INSURED, zipCode })), zipCode).toEqual({
        zipCode: 'Invalid UK postal code',
      });
    }
  });

  it('the API body checks the types alone: the rules wait for the policy', () => {
    expect(
      AdditionalInsuredBodySchema.safeParse({ ...INSURED, zipCode: 'anything', state: '' }).success,
    ).toBe(true);
    expect(AdditionalInsuredBodySchema.safeParse({}).success).toBe(false);
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

describe("the certificate holder of a policy's region", () => {
  const UK_HOLDER = {
    docType: 'Certificate_Holder',
    organizationName: 'Albion Office Lettings Ltd',
    address1: '10 Lime Street',
    city: 'London',
    state: 'City of London',
    zip: 'ec3m 7aa',
  } as const;

  it("a US policy keeps the spec's messages: the same schema", () => {
    expect(certificateRequestSchemaFor('US')).toBe(CertificateRequestSchema);
    expect(
      issuesOf(certificateRequestSchemaFor('US').safeParse({ ...UK_HOLDER, state: 'MA' })),
    ).toEqual({ zip: 'Invalid ZIP Code' });
  });

  it('a UK policy: the county optional and kept as typed, the postcode required and valid', () => {
    const uk = certificateRequestSchemaFor('UK');
    expect(uk.parse(UK_HOLDER)).toMatchObject({ state: 'City of London', zip: 'EC3M 7AA' });
    expect(uk.parse({ ...UK_HOLDER, state: '' }).state).toBe('');
    expect(issuesOf(uk.safeParse({ docType: 'Certificate_Holder' }))).toEqual({
      organizationName: 'Please enter a Orginization.',
      address1: 'Please enter a Address ',
      city: 'Please enter a City ',
      zip: 'Postcode is required',
    });
    for (const zip of ['02110', 'ZZ', 'EC3M']) {
      expect(issuesOf(uk.safeParse({ ...UK_HOLDER, zip })), zip).toEqual({
        zip: 'Invalid UK postal code',
      });
    }
    // an additional insured is named by its id alone, whatever the region
    expect(
      uk.safeParse({
        docType: 'Additional_Insured',
        additionalInsuredId: '7e2d4f60-1a2b-4c3d-8e4f-5a6b7c8d9e01',
      }).success,
    ).toBe(true);
  });

  it('the API body checks the types alone: the rules wait for the policy', () => {
    expect(CertificateRequestBodySchema.safeParse({ docType: 'Certificate_Holder' }).success).toBe(
      true,
    );
    expect(CertificateRequestBodySchema.safeParse({}).success).toBe(false);
  });

  it("a policy's region: a UK product or a policy in pounds is a UK one", () => {
    expect(certificateRegion({ product: 'P100', currency: 'USD' })).toBe('US');
    expect(certificateRegion({ product: 'P_ONE', currency: 'GBP' })).toBe('UK');
    expect(certificateRegion({ product: 'P_ONE_PLUS', currency: 'GBP' })).toBe('UK');
  });

  it('prints an address the region’s way', () => {
    const address = { address1: '200 Harbor Way', address2: 'Suite 4', city: 'Boston' };
    expect(certificateAddressLines({ ...address, state: 'MA', zip: '02110' }, 'US')).toEqual([
      '200 Harbor Way',
      'Suite 4',
      'Boston, MA 02110',
    ]);
    const uk = { address1: '10 Lime Street', city: 'London', zip: 'EC3M 7AA' };
    expect(certificateAddressLines({ ...uk, state: 'City of London' }, 'UK')).toEqual([
      '10 Lime Street',
      'London',
      'City of London',
      'EC3M 7AA',
    ]);
    expect(certificateAddressLines({ ...uk, address2: null, state: '' }, 'UK')).toEqual([
      '10 Lime Street',
      'London',
      'EC3M 7AA',
    ]);
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
