import {
  AddressValidationResultSchema,
  type AddressValidationInput,
  type AddressValidationResult,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/account/v1/address/validate: errorFields and localizedErrorFieldNames. */
export async function validateAddress(
  body: AddressValidationInput,
): Promise<AddressValidationResult> {
  return AddressValidationResultSchema.parse(
    await apiClient.post<unknown>('/api/account/v1/address/validate', body),
  );
}
