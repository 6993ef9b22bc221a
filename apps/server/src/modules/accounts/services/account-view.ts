import {
  canQuoteWithScore,
  COUNTRY_BY_REGION,
  type Account,
  type AccountSummary,
  type Region,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import * as repo from '../accounts.repository.ts';

const iso = (d: Date) => d.toISOString();
const regionOf = (value: string): Region => (value === 'UK' ? 'UK' : 'US');

/** A list row as the API answers it. */
export const toSummary = (row: repo.AccountSummaryRow): AccountSummary => ({
  id: row.id,
  name: row.name,
  cbid: row.cbid,
  region: regionOf(row.region),
  accountStatus: row.accountStatus,
  address1: row.address1,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  phone: row.phone,
  domainName: row.domainName,
  totalRevenue: row.totalRevenue,
  profileScore: row.profileScore,
  agencyName: row.agencyName,
  agentName: row.agentName,
  teamName: row.teamName,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The whole account: firmographics, both addresses, agencies, team and decline. */
export async function toAccount(db: Database | Tx, row: repo.AccountRow): Promise<Account> {
  const { org, profile: p } = row;
  const region = regionOf(org.region);
  const agencies = await repo.accountAgencies(db, org.id);
  const team = p.teamId ? await repo.findTeam(db, p.teamId) : null;
  const country = p.country ?? COUNTRY_BY_REGION[region];
  return {
    id: org.id,
    name: org.name,
    cbid: p.cbid,
    region,
    accountStatus: p.accountStatus,
    entityType: org.entityType,
    ownershipType: org.ownershipType,
    phone: p.phone,
    dunsNumber: p.dunsNumber,
    noOfEmployees: p.noOfEmployees,
    yearEstablished: p.yearEstablished,
    naicsCode: p.naicsCode,
    sicCode: p.sicCode,
    primaryIndustry: p.primaryIndustry,
    secondaryIndustry: p.secondaryIndustry,
    domesticRevenue: p.domesticRevenue,
    foreignRevenue: p.foreignRevenue,
    totalRevenue: p.totalRevenue,
    domainName: p.domainName,
    otherDomains: p.otherDomains,
    noDomainAttested: p.noDomainAttested,
    url: p.url,
    isFranchise: p.isFranchise,
    physicalAddress: {
      address1: p.address1,
      address2: p.address2,
      address3: p.address3,
      city: p.city,
      zipCode: p.zipCode,
      state: p.state,
      country,
    },
    mailingSameAsPhysical: p.mailingSameAsPhysical,
    mailingAddress: {
      address1: p.mailingAddress1,
      address2: p.mailingAddress2,
      address3: p.mailingAddress3,
      city: p.mailingCity,
      zipCode: p.mailingZipCode,
      state: p.mailingState,
      country: p.mailingCountry ?? country,
    },
    profileScore: p.profileScore,
    canQuote: canQuoteWithScore(p.profileScore),
    team: team ? { id: team.id, name: team.name } : null,
    agencies: agencies.map((a) => ({
      agencyId: a.agencyId,
      agencyName: a.agencyName,
      relation: a.relation as 'ASSIGNED' | 'LINKED' | 'REQUESTED',
      agent: a.agentId
        ? {
            id: a.agentId,
            firstName: a.agentFirstName ?? '',
            lastName: a.agentLastName ?? '',
            emailAddress: a.agentEmail ?? '',
            phoneNumber: a.agentPhone ?? null,
          }
        : null,
      team: a.teamId ? { id: a.teamId, name: a.teamName ?? '' } : null,
    })),
    declined: p.declinedAt
      ? {
          declinedAt: iso(p.declinedAt),
          productType: p.declineProductType,
          reason: p.declineReason,
          reasonSummary: p.declineReasonSummary,
        }
      : null,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

/** What the audit log keeps of an account (no personal data beyond the firm's own). */
export const auditedAccount = (row: repo.AccountRow) => ({
  name: row.org.name,
  cbid: row.profile.cbid,
  accountStatus: row.profile.accountStatus,
  state: row.profile.state,
  zipCode: row.profile.zipCode,
  profileScore: row.profile.profileScore,
});
