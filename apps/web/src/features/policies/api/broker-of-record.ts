import {
  BOR_PATHS,
  BorListSchema,
  BorResultSchema,
  type BorDecision,
  type BorRequest,
  type BorRequestView,
  type BorResult,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { borRequestsKey, policiesKey } from './keys.ts';

/**
 * GET /api/policy/v1/bor-policies: the broker of record requests the caller may see — all of
 * them for provider staff, for an agency those it asked for and those about its policies.
 */
export async function getBorRequests({ signal }: { signal?: AbortSignal } = {}): Promise<
  BorRequestView[]
> {
  return BorListSchema.parse(await apiClient.get<unknown>(BOR_PATHS.list, { signal })).requests;
}

export const borRequestsQueryOptions = () =>
  queryOptions({
    queryKey: borRequestsKey,
    queryFn: ({ signal }) => getBorRequests({ signal }),
  });

/** The broker of record requests; idle until `enabled` (the caller may service policies). */
export const useBorRequests = (enabled: boolean) =>
  useQuery({ ...borRequestsQueryOptions(), enabled });

/** POST /api/policy/v1/bor (an agency): answers 201 `{ message, request }`. */
export const requestBor = async (body: BorRequest): Promise<BorResult> =>
  BorResultSchema.parse(await apiClient.post<unknown>(BOR_PATHS.request, body));

export type DecideBorInput = { id: string; body: BorDecision };

/**
 * PUT /api/policy/v1/bor/{id}: provider staff approve or decline (with a note), the asking
 * agency withdraws; answers `{ message, request }`.
 */
export const decideBor = async ({ id, body }: DecideBorInput): Promise<BorResult> =>
  BorResultSchema.parse(
    await apiClient.put<unknown>(BOR_PATHS.decide(encodeURIComponent(id)), body),
  );

/**
 * A broker of record write: the requests (`borRequestsKey`) and everything under the policies' key (an approval
 * moves the policy to the new agency: the lists, the book, the open detail and its revisions)
 * are marked stale; the mutation stays pending until they are refetched.
 */
function useBorMutation<Input>(mutationFn: (input: Input) => Promise<BorResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // the requests' key is under the policies' key: one call marks both stale
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesKey }),
  });
}

/** An agency asks to become the broker of record of a policy. */
export const useRequestBor = () => useBorMutation(requestBor);

/** Approve, decline or withdraw a pending request. */
export const useDecideBor = () => useBorMutation(decideBor);
