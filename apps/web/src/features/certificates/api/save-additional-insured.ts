import {
  AdditionalInsuredSchema,
  CERTIFICATE_PATHS,
  type AdditionalInsured,
  type AdditionalInsuredInput,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { additionalInsuredsKey } from './keys.ts';

export type SaveAdditionalInsuredInput = {
  /** The additional insured being changed; a new one when absent. */
  id?: string | undefined;
  values: AdditionalInsuredInput;
};

/**
 * POST /api/policy/v1/{id}/additional-insureds (a new one) or PUT …/additional-insureds/{id} (a
 * change): the editor 'Add Additional Insured Coverage'.
 */
export async function saveAdditionalInsured(
  policyId: string,
  { id, values }: SaveAdditionalInsuredInput,
): Promise<AdditionalInsured> {
  const policy = encodeURIComponent(policyId);
  const data = id
    ? await apiClient.put<unknown>(
        CERTIFICATE_PATHS.additionalInsured(policy, encodeURIComponent(id)),
        values,
      )
    : await apiClient.post<unknown>(CERTIFICATE_PATHS.additionalInsureds(policy), values);
  return AdditionalInsuredSchema.parse(data);
}

export const useSaveAdditionalInsured = (policyId: string) =>
  useInvalidatingMutation(
    (input: SaveAdditionalInsuredInput) => saveAdditionalInsured(policyId, input),
    additionalInsuredsKey(policyId),
  );
