import {
  regionForCountry,
  verifyAddress,
  type AddressValidationInputSchema,
  type AddressValidationResult,
} from '@cyber/domain';
import type { z } from 'zod';

/**
 * Address verification (spec 2 §7): the fields that could not be verified, by their name and
 * their label in the region's words (Postcode, Town/City for GBR).
 */
export function validateAddress(
  input: z.output<typeof AddressValidationInputSchema>,
): AddressValidationResult {
  const result = verifyAddress(input, regionForCountry(input.country));
  return {
    verified: result.verified,
    errorFields: result.errorFields,
    localizedErrorFieldNames: result.localizedErrorFieldNames,
  };
}
