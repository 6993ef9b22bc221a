import {
  WorkflowTokenResponseSchema,
  type WorkflowTokenRequest,
  type WorkflowTokenResponse,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/wf/token — the redirect, and tokens when the workflow has a user. */
export async function verifyWorkflowCode(
  body: WorkflowTokenRequest,
): Promise<WorkflowTokenResponse> {
  return WorkflowTokenResponseSchema.parse(
    await apiClient.post<unknown>('/api/auth/v1/wf/token', body),
  );
}

export const useVerifyWorkflowCode = () => useMutation({ mutationFn: verifyWorkflowCode });
