import { CERTIFICATE_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { additionalInsuredsKey } from './keys.ts';

/** DELETE /api/policy/v1/{id}/additional-insureds/{insuredId}. */
export async function deleteAdditionalInsured(policyId: string, insuredId: string): Promise<void> {
  await apiClient.delete<unknown>(
    CERTIFICATE_PATHS.additionalInsured(
      encodeURIComponent(policyId),
      encodeURIComponent(insuredId),
    ),
  );
}

export const useDeleteAdditionalInsured = (policyId: string) =>
  useInvalidatingMutation(
    (insuredId: string) => deleteAdditionalInsured(policyId, insuredId),
    additionalInsuredsKey(policyId),
  );
