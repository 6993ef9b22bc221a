import {
  ACCOUNT_MESSAGES,
  COUNTRY_BY_REGION,
  isPlausibleDomain,
  normaliseDomain,
  normalisePhone,
  normaliseUkPostcode,
  profileScore,
  splitDomains,
  verifyAddress,
  type AccountUpdate,
  type Address,
  type Region,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isBlacklistedDomain } from '../../reference/index.ts';

const zipFor = (zip: string | null, region: Region) =>
  zip ? (region === 'UK' ? normaliseUkPostcode(zip) : zip.trim()) : null;
const stateFor = (state: string | null, region: Region) =>
  state ? (region === 'US' ? state.toUpperCase() : state) : null;

/**
 * The stored profile columns of validated firmographics: phones, postcodes, domains and state
 * codes normalised; the mailing address mirrors the physical one when `mailingSameAsPhysical`;
 * the total revenue defaults to domestic + foreign; the profile score is recomputed.
 */
export function profileValuesOf(input: AccountUpdate) {
  const region = input.region;
  const country = COUNTRY_BY_REGION[region];
  const physical: Address = {
    ...input.physicalAddress,
    zipCode: zipFor(input.physicalAddress.zipCode, region),
    state: stateFor(input.physicalAddress.state, region),
    country,
  };
  const mailingSource = input.mailingSameAsPhysical ? physical : (input.mailingAddress ?? physical);
  const mailing: Address = {
    ...mailingSource,
    zipCode: zipFor(mailingSource.zipCode, region),
    state: stateFor(mailingSource.state, region),
    country,
  };
  const domainName = input.domainName ? normaliseDomain(input.domainName) : null;
  const totalRevenue =
    input.totalRevenue ??
    (input.domesticRevenue !== null || input.foreignRevenue !== null
      ? (input.domesticRevenue ?? 0) + (input.foreignRevenue ?? 0)
      : null);
  const values = {
    phone: input.phone ? normalisePhone(input.phone, region) : null,
    dunsNumber: input.dunsNumber ? input.dunsNumber.replace(/-/g, '') : null,
    noOfEmployees: input.noOfEmployees,
    yearEstablished: input.yearEstablished,
    naicsCode: region === 'US' ? input.naicsCode : null,
    sicCode: region === 'UK' ? input.sicCode : null,
    primaryIndustry: input.primaryIndustry,
    secondaryIndustry: input.secondaryIndustry,
    domesticRevenue: input.domesticRevenue,
    foreignRevenue: input.foreignRevenue,
    totalRevenue,
    domainName,
    otherDomains: splitDomains(input.otherDomains).filter((d) => d !== domainName),
    noDomainAttested: domainName ? false : input.noDomainAttested,
    url: input.url,
    isFranchise: input.isFranchise,
    address1: physical.address1,
    address2: physical.address2,
    address3: physical.address3,
    city: physical.city,
    zipCode: physical.zipCode,
    state: physical.state,
    country,
    mailingSameAsPhysical: input.mailingSameAsPhysical,
    mailingAddress1: mailing.address1,
    mailingAddress2: mailing.address2,
    mailingAddress3: mailing.address3,
    mailingCity: mailing.city,
    mailingZipCode: mailing.zipCode,
    mailingState: mailing.state,
    mailingCountry: country,
  };
  return {
    ...values,
    profileScore: profileScore({
      ...values,
      entityType: input.entityType,
      ownershipType: input.ownershipType,
    }),
  };
}

/**
 * Domains must pass the offline check and not be blacklisted (spec 2 §5: "Only valid domains
 * are accepted.").
 */
export async function assertDomainsAccepted(db: Database | Tx, domains: string[]) {
  const rejected: string[] = [];
  for (const domain of domains) {
    if (!isPlausibleDomain(domain) || (await isBlacklistedDomain(db, domain))) {
      rejected.push(domain);
    }
  }
  if (rejected.length > 0) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.onlyValidDomains, {
      errors: rejected.map((d) => `${d}: ${ACCOUNT_MESSAGES.domainRejected}`),
    });
  }
}

/**
 * UK addresses go through the offline verification; provider staff may keep an address it
 * could not verify by confirming it (spec 2 §8), everyone else must correct the fields.
 */
export function assertAddressVerified(
  input: AccountUpdate,
  options: { mayConfirm: boolean },
): void {
  if (input.region !== 'UK') return;
  if (options.mayConfirm && input.addressConfirmed) return;
  const result = verifyAddress(input.physicalAddress, 'UK');
  if (!result.verified) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.addressUnverified, {
      errors: result.localizedErrorFieldNames,
      detail: ACCOUNT_MESSAGES.addressUnverifiedList,
    });
  }
}
