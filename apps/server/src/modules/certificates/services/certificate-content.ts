import { z } from 'zod';
import {
  certificateAddressLines,
  CERTIFICATE_TEXT,
  isTechProduct,
  PRODUCT_NAMES,
  type Policy,
  type Region,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { addressLines } from '../../../lib/pdf.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { carriersWriting } from '../../organisations/index.ts';
import { quoteDocumentFacts } from '../../quotes/index.ts';
import type { AdditionalInsuredRow } from '../certificates.repository.ts';

/**
 * What a certificate prints, kept with it when it is made (`policy_certificates.content`): its
 * PDF and its e-mail read this, never the policy as it is later, so a certificate downloaded
 * again says what it said the day it was made.
 */
export const CertificateContentSchema = z.object({
  /** UK wording (brokerage, excess, the plainer title), dates and money (`certificateRegion`). */
  uk: z.boolean(),
  /** The day it was made (YYYY-MM-DD). */
  date: z.string(),
  currency: z.enum(['USD', 'GBP']),
  product: z.string(),
  /** The type of insurance: Cyber, or Technology E&O and Cyber. */
  coverage: z.string(),
  policyNumber: z.string(),
  effectiveDate: z.string(),
  endDate: z.string(),
  /** Whole currency units. */
  limit: z.number(),
  aggregateLimit: z.number(),
  deductible: z.number(),
  producer: z.object({
    name: z.string().nullable(),
    agent: z.string().nullable(),
    email: z.string().nullable(),
  }),
  insured: z.object({ name: z.string(), address: z.array(z.string()) }),
  insurers: z.array(z.object({ name: z.string(), sharePercent: z.number() })),
  holder: z.object({
    name: z.string(),
    /** Its lines as printed, the region's way (`certificateAddressLines`). */
    address: z.array(z.string()),
    /** Named as an additional insured (docType Additional_Insured). */
    additionalInsured: z.boolean(),
    /** The additional insured's industry (NAICS code and title). */
    industry: z.string().nullable(),
  }),
});
export type CertificateContent = z.infer<typeof CertificateContentSchema>;

/** Whom a certificate is for: a certificate holder's fields, or a stored additional insured. */
export type CertificateHolder =
  | {
      docType: 'Certificate_Holder';
      organizationName: string;
      address1: string;
      city: string;
      state: string;
      zip: string;
    }
  | { docType: 'Additional_Insured'; additionalInsured: AdditionalInsuredRow };

/**
 * The holder as the certificate prints it: its address the policy's region's way (a US
 * 'City, ST 12345' line; a UK town, county and postcode on lines of their own).
 */
function holderOf(holder: CertificateHolder, region: Region): CertificateContent['holder'] {
  if (holder.docType === 'Certificate_Holder') {
    return {
      name: holder.organizationName,
      address: certificateAddressLines(holder, region),
      additionalInsured: false,
      industry: null,
    };
  }
  const ai = holder.additionalInsured;
  return {
    name: ai.businessName,
    address: certificateAddressLines({ ...ai, zip: ai.zipCode }, region),
    additionalInsured: true,
    industry: `${ai.naicsCode} - ${ai.naicsDescription}`,
  };
}

/**
 * The certificate of a policy the caller may see (checked before), of `region` (its
 * `certificateRegion`), for `holder`, on `today`: the policy's terms, its quote's aggregate limit
 * and agent, the insured's address and the carriers writing it — gathered as the declarations
 * page gathers them (policies module).
 */
export async function certificateContent(
  tx: Tx,
  policy: Policy,
  region: Region,
  holder: CertificateHolder,
  today: string,
): Promise<CertificateContent> {
  const quote = await quoteDocumentFacts(tx, policy.quoteId);
  // The policy is visible to the caller, so its insured's address may be printed on it.
  const account = await findVisibleAccount(
    tx,
    { organisationId: policy.accountId, accountType: 'COWBELL' },
    policy.accountId,
  );
  const carriers = await carriersWriting(tx, {
    product: policy.product,
    paper: quote?.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: quote?.state ?? null,
    on: policy.effectiveDate,
  });
  const agent = [quote?.agent.firstName, quote?.agent.lastName].filter(Boolean).join(' ');
  return {
    uk: region === 'UK',
    date: today,
    currency: policy.currency,
    product: PRODUCT_NAMES[policy.product] ?? policy.product,
    coverage: CERTIFICATE_TEXT.coverage(isTechProduct(policy.product)),
    policyNumber: policy.policyNumber,
    effectiveDate: policy.effectiveDate,
    endDate: policy.endDate,
    limit: policy.limit,
    aggregateLimit: quote?.aggregateLimit ?? policy.limit,
    deductible: policy.deductible,
    producer: {
      name: policy.agencyName,
      agent: agent || null,
      email: quote?.agent.email ?? null,
    },
    insured: { name: policy.companyName, address: addressLines(account?.profile) },
    insurers: carriers.map((c) => ({ name: c.name, sharePercent: c.sharePercent })),
    holder: holderOf(holder, region),
  };
}
