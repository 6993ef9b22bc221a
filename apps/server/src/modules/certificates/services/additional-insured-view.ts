import type { AdditionalInsured, AdditionalInsuredValues } from '@cyber/domain';
import type { AdditionalInsuredRow } from '../certificates.repository.ts';

/** An additional insured as the API shows it. */
export const toAdditionalInsured = (row: AdditionalInsuredRow): AdditionalInsured => ({
  id: row.id,
  policyId: row.policyId,
  ...auditedFields(row),
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/**
 * The stored fields of an editor's input, parsed by the policy's region's rules (trimmed; a US
 * state upper-cased, a UK postcode in its Royal Mail form, a UK county blank when not given).
 */
export const additionalInsuredFields = (input: AdditionalInsuredValues) => ({
  businessName: input.businessName,
  address1: input.address1,
  address2: input.address2 ? input.address2 : null,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  naicsCode: input.naicsCode,
  naicsDescription: input.naicsDescription,
});

/** What the audit log keeps of an additional insured, before and after a change. */
export const auditedFields = (row: AdditionalInsuredRow) => ({
  businessName: row.businessName,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  naicsCode: row.naicsCode,
  naicsDescription: row.naicsDescription,
});
