import {
  POLICY_PATHS,
  PolicyActionResultSchema,
  type PolicyActionResult,
  type ProductCode,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from '../../quotes/index.ts';
import { policyDetailKey, policyListKey } from './keys.ts';

export type BindQuoteInput = { product: ProductCode; quoteId: string };

/**
 * POST /api/quote/v1/{product}/bind/{quoteId}: a Ready quote becomes a binder and the other
 * quotes of its submission close. 201 with the new binder, 200 with the binder of a quote already
 * bound; both answer `{ message, policy }`.
 */
export const bindQuote = async ({
  product,
  quoteId,
}: BindQuoteInput): Promise<PolicyActionResult> =>
  PolicyActionResultSchema.parse(
    await apiClient.post<unknown>(
      POLICY_PATHS.bind(encodeURIComponent(product), encodeURIComponent(quoteId)),
      {},
    ),
  );

export type IssuePolicyInput = {
  id: string;
  /** Provider staff issue any binder; an agency issues its own (agent-issue). */
  provider: boolean;
};

/** POST /api/policy/v1/issue/{id} (provider staff) or agent-issue/{id} (agency): BOUND → ISSUED. */
export const issuePolicy = async ({
  id,
  provider,
}: IssuePolicyInput): Promise<PolicyActionResult> => {
  const path = provider ? POLICY_PATHS.issue : POLICY_PATHS.agentIssue;
  return PolicyActionResultSchema.parse(
    await apiClient.post<unknown>(path(encodeURIComponent(id)), {}),
  );
};

/**
 * A policy action's answer replaces the open detail; the BINDERS and POLICIES lists and every
 * quote list (the bound quote, its closed siblings) are marked stale. The mutation stays pending
 * until they are refetched.
 */
function usePolicyAction<TInput>(action: (input: TInput) => Promise<PolicyActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      queryClient.setQueryData(policyDetailKey(result.policy.id), result.policy);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: policyListKey }),
        queryClient.invalidateQueries({ queryKey: quotesKey }),
      ]);
    },
  });
}

/** Bind a Ready quote (the QUOTES tab's Bind). */
export const useBindQuote = () => usePolicyAction(bindQuote);

/** Issue a bound binder (the binder's detail). */
export const useIssuePolicy = () => usePolicyAction(issuePolicy);
