import {
  MIDTERM_PATHS,
  MidtermPageSchema,
  PolicyActionResultSchema,
  PolicyCoveragesSchema,
  PolicyProgramViewSchema,
  RegeneratedDocumentSchema,
  type MidtermPage,
  type EndorsementType,
  type PolicyActionResult,
  type PolicyCoverages,
  type PolicyProgramView,
  type RegeneratedDocument,
} from '@cyber/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { midtermKey, policiesKey, policyCoveragesKey, policyProgramKey } from './keys.ts';

export type MidtermQuery = {
  page: number;
  size: number;
  search?: string | undefined;
  endorsementType?: EndorsementType | undefined;
};

/** GET /api/policy/v1/midterm: the endorsements across the caller's book, newest first. */
export async function getMidterm(
  query: MidtermQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MidtermPage> {
  return MidtermPageSchema.parse(
    await apiClient.get<unknown>(MIDTERM_PATHS.midterm, { query, signal }),
  );
}

export const useMidterm = (query: MidtermQuery) =>
  useQuery({
    queryKey: [...midtermKey, query],
    queryFn: ({ signal }) => getMidterm(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/program: the policy's program (and the agency's programs for provider staff). */
export async function getPolicyProgram(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyProgramView> {
  return PolicyProgramViewSchema.parse(
    await apiClient.get<unknown>(MIDTERM_PATHS.program(encodeURIComponent(id)), { signal }),
  );
}

export const usePolicyProgram = (id: string) =>
  useQuery({
    queryKey: policyProgramKey(id),
    queryFn: ({ signal }) => getPolicyProgram(id, { signal }),
  });

export type SetPolicyProgramInput = { id: string; programId: string | null };

/** PUT …/program `{ programId }` (provider staff): answers `{ message, policy }`. */
export const setPolicyProgram = async ({
  id,
  programId,
}: SetPolicyProgramInput): Promise<PolicyActionResult> =>
  PolicyActionResultSchema.parse(
    await apiClient.put<unknown>(MIDTERM_PATHS.program(encodeURIComponent(id)), { programId }),
  );

/** A write that marks the policies stale (the detail, its program, the lists); pending until refetched. */
function usePoliciesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesKey }),
  });
}

export const useSetPolicyProgram = () => usePoliciesMutation(setPolicyProgram);

export type RegenerateInput = { id: string; number: number | 'renewal-offer' };

/**
 * POST …/revisions/{n}/regenerate or …/renewal/regenerate: a fresh copy of the document filed
 * in the account's documents (the copy it replaces is deleted).
 */
export const regenerateDocument = async ({
  id,
  number,
}: RegenerateInput): Promise<RegeneratedDocument> => {
  const policyId = encodeURIComponent(id);
  const path =
    number === 'renewal-offer'
      ? MIDTERM_PATHS.regenerateRenewalOffer(policyId)
      : MIDTERM_PATHS.regenerateRevision(policyId, number);
  return RegeneratedDocumentSchema.parse(await apiClient.post<unknown>(path));
};

export const useRegenerateDocument = () => usePoliciesMutation(regenerateDocument);

/** GET …/coverages: the policy's coverages as bound (the coverage chart). */
export async function getPolicyCoverages(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyCoverages> {
  return PolicyCoveragesSchema.parse(
    await apiClient.get<unknown>(MIDTERM_PATHS.coverages(encodeURIComponent(id)), { signal }),
  );
}

export const usePolicyCoverages = (id: string) =>
  useQuery({
    queryKey: policyCoveragesKey(id),
    queryFn: ({ signal }) => getPolicyCoverages(id, { signal }),
  });
