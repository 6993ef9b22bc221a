import {
  ERP_PATHS,
  ErpStatusSchema,
  PolicyActionResultSchema,
  type ErpIssue,
  type ErpStatus,
  type PolicyActionBody,
  type PolicyActionResult,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policiesKey, policyDetailKey, policyServicingKey } from './keys.ts';

/**
 * GET /api/policy/v1/{id}/erp/eligibility: whether an extended reporting period may be bought
 * (and why not), the days cover ended and it must be elected by, its priced options and the one
 * bought.
 */
export async function getErpStatus(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ErpStatus> {
  return ErpStatusSchema.parse(
    await apiClient.get<unknown>(ERP_PATHS.eligibility(encodeURIComponent(id)), { signal }),
  );
}

/** Under the policy's servicing key: buying or voiding an ERP marks it stale with the rest. */
export const erpStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...policyServicingKey(id), 'erp'] as const,
    queryFn: ({ signal }) => getErpStatus(id, { signal }),
  });

/** The policy's ERP while `enabled` (the dialog is open and nothing is being bought or voided). */
export const useErpStatus = (id: string, enabled: boolean) =>
  useQuery({ ...erpStatusQueryOptions(id), enabled });

export type IssueErpInput = { id: string; body: ErpIssue };
export type VoidErpInput = { id: string; body: PolicyActionBody };

/** POST …/erp/issue `{ years }`: answers `{ message, policy }`. */
export const issueErp = async ({ id, body }: IssueErpInput): Promise<PolicyActionResult> =>
  PolicyActionResultSchema.parse(
    await apiClient.post<unknown>(ERP_PATHS.issue(encodeURIComponent(id)), body),
  );

/** PUT …/erp/void `{ reason }` (provider staff): answers `{ message, policy }`. */
export const voidErp = async ({ id, body }: VoidErpInput): Promise<PolicyActionResult> =>
  PolicyActionResultSchema.parse(
    await apiClient.put<unknown>(ERP_PATHS.void(encodeURIComponent(id)), body),
  );

/**
 * As every servicing action: the answer replaces the open detail, then everything under the
 * policies' key (lists, book, revisions, the ERP's status) is marked stale; the mutation stays
 * pending until they are refetched.
 */
function useErpMutation<Input>(mutationFn: (input: Input) => Promise<PolicyActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData(policyDetailKey(result.policy.id), result.policy);
      return queryClient.invalidateQueries({ queryKey: policiesKey });
    },
  });
}

/** Buy an extended reporting period of 1, 2 or 3 years once cover has ended. */
export const useIssueErp = () => useErpMutation(issueErp);

/** Void the extended reporting period (provider staff, within its days): its premium returned. */
export const useVoidErp = () => useErpMutation(voidErp);
