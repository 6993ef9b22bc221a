import { WorkflowInfoSchema, type WorkflowInfo } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/wf/{id} — flow, masked e-mail and whether a phone exists. */
export async function getWorkflow(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WorkflowInfo> {
  const data = await apiClient.get<unknown>(`/api/auth/v1/wf/${encodeURIComponent(id)}`, {
    signal,
  });
  return WorkflowInfoSchema.parse(data);
}

export const getWorkflowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['workflow', id],
    queryFn: ({ signal }) => getWorkflow(id, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useWorkflow = (id: string) => useQuery(getWorkflowQueryOptions(id));
