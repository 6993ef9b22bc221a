import {
  AdditionalInsuredListSchema,
  CERTIFICATE_PATHS,
  type AdditionalInsured,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { additionalInsuredsKey } from './keys.ts';

/** GET /api/policy/v1/{id}/additional-insureds: the policy's additional insureds, as added. */
export async function getAdditionalInsureds(
  policyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdditionalInsured[]> {
  const { additionalInsureds } = AdditionalInsuredListSchema.parse(
    await apiClient.get<unknown>(
      CERTIFICATE_PATHS.additionalInsureds(encodeURIComponent(policyId)),
      {
        signal,
      },
    ),
  );
  return additionalInsureds;
}

export const getAdditionalInsuredsQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: additionalInsuredsKey(policyId),
    queryFn: ({ signal }) => getAdditionalInsureds(policyId, { signal }),
  });

/** The policy's additional insureds; idle until `enabled`. */
export const useAdditionalInsureds = (policyId: string, enabled = true) =>
  useQuery({ ...getAdditionalInsuredsQueryOptions(policyId), enabled });
