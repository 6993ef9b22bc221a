import {
  EndorsementQuoteSchema,
  PolicyActionResultSchema,
  SERVICING_PATHS,
  type CancelPolicy,
  type CancelRequest,
  type EndorsementQuote,
  type EndorsementRequest,
  type PolicyActionBody,
  type PolicyActionResult,
} from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { policiesKey, policyDetailKey } from './keys.ts';

/** The actions that take only a reason (PUT with `{ reason }`). */
export type ReasonAction =
  'withdrawCancelRequest' | 'flatCancel' | 'void' | 'rescind' | 'reinstate' | 'undoCancel';

/** One servicing call on one policy (decision 046), with its body. */
export type ServicingCall =
  | { action: 'endorse'; id: string; body: EndorsementRequest }
  | { action: 'deleteEndorsement'; id: string; number: number }
  | { action: 'revert'; id: string; number: number; body: PolicyActionBody }
  | { action: 'requestCancel'; id: string; body: CancelRequest }
  | { action: 'cancel'; id: string; body: CancelPolicy }
  | { action: ReasonAction; id: string; body: PolicyActionBody };

/**
 * POST …/endorsements, DELETE …/endorsements/{n}, POST …/revert/{n}, POST …/cancel-request,
 * PUT …/cancel, and PUT with a reason for the others: each answers `{ message, policy }`.
 */
export async function servicePolicy(call: ServicingCall): Promise<PolicyActionResult> {
  const id = encodeURIComponent(call.id);
  const answer = await (() => {
    switch (call.action) {
      case 'endorse':
        return apiClient.post<unknown>(SERVICING_PATHS.endorsements(id), call.body);
      case 'deleteEndorsement':
        return apiClient.delete<unknown>(SERVICING_PATHS.deleteEndorsement(id, call.number));
      case 'revert':
        return apiClient.post<unknown>(SERVICING_PATHS.revert(id, call.number), call.body);
      case 'requestCancel':
        return apiClient.post<unknown>(SERVICING_PATHS.cancelRequest(id), call.body);
      case 'cancel':
        return apiClient.put<unknown>(SERVICING_PATHS.cancel(id), call.body);
      case 'withdrawCancelRequest':
        return apiClient.put<unknown>(SERVICING_PATHS.withdrawCancelRequest(id), call.body);
      default:
        return apiClient.put<unknown>(SERVICING_PATHS[call.action](id), call.body);
    }
  })();
  return PolicyActionResultSchema.parse(answer);
}

/**
 * A servicing action: its answer replaces the open detail, then the lists, the book and the
 * policy's revisions (everything under the policies' key) are marked stale. The mutation stays
 * pending until they are refetched.
 */
export function useServicePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: servicePolicy,
    onSuccess: (result) => {
      queryClient.setQueryData(policyDetailKey(result.policy.id), result.policy);
      return queryClient.invalidateQueries({ queryKey: policiesKey });
    },
  });
}

export type EndorsementQuoteInput = { id: string; body: EndorsementRequest };

/** POST /api/policy/v1/{id}/endorsements/quote: what an endorsement would do, before it is made. */
export const quoteEndorsement = async ({
  id,
  body,
}: EndorsementQuoteInput): Promise<EndorsementQuote> =>
  EndorsementQuoteSchema.parse(
    await apiClient.post<unknown>(SERVICING_PATHS.endorsementQuote(encodeURIComponent(id)), body),
  );

/** The endorsement dialog's review: a quote changes nothing, so nothing is marked stale. */
export const useQuoteEndorsement = () => useMutation({ mutationFn: quoteEndorsement });
