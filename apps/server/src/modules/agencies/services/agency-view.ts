import type { Agency } from '@cyber/domain';
import type { AgencyRow } from '../agencies.repository.ts';

/** The agency as the API returns it. */
export function toAgency(row: AgencyRow): Agency {
  const { org, level } = row;
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    hostname: org.hostname,
    npn: org.npn,
    region: org.region === 'UK' ? 'UK' : 'US',
    status: org.status,
    locationAlias: org.locationAlias,
    agencyKind:
      org.agencyKind === 'WHOLESALE' || org.agencyKind === 'RETAIL' ? org.agencyKind : null,
    parentId: org.parentId,
    parentName: row.parentName,
    contactFirstName: org.contactFirstName,
    contactLastName: org.contactLastName,
    contactEmail: org.contactEmail,
    contactPhone: org.contactPhone,
    level: level
      ? {
          id: level.id,
          name: level.name,
          minRevenue: level.minRevenue,
          maxRevenue: level.maxRevenue,
        }
      : null,
    pausedPayment: org.pausedPayment,
    fein: org.fein,
    accountCount: row.accountCount,
    userCount: row.userCount,
    createdAt: org.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an agency. */
export const auditedAgency = (row: AgencyRow) => {
  const { org } = row;
  return {
    name: org.name,
    description: org.description,
    hostname: org.hostname,
    npn: org.npn,
    agencyKind: org.agencyKind,
    parentId: org.parentId,
    agencyLevelId: org.agencyLevelId,
    contactFirstName: org.contactFirstName,
    contactLastName: org.contactLastName,
    contactEmail: org.contactEmail,
    contactPhone: org.contactPhone,
    pausedPayment: org.pausedPayment,
    fein: org.fein,
  };
};
