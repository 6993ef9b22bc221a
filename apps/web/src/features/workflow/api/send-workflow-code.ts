import { WorkflowCodeSentSchema, type WorkflowCodeSent } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SendWorkflowCodeInput = { workflowId: string; channel: 'EMAIL' | 'SMS' };

/**
 * GET /api/auth/v1/wf/access/{id} (e-mail; also how "resend by e-mail" works) or
 * /wf/access/phone/{id} (text).
 */
export async function sendWorkflowCode({
  workflowId,
  channel,
}: SendWorkflowCodeInput): Promise<WorkflowCodeSent> {
  const id = encodeURIComponent(workflowId);
  const path =
    channel === 'SMS' ? `/api/auth/v1/wf/access/phone/${id}` : `/api/auth/v1/wf/access/${id}`;
  return WorkflowCodeSentSchema.parse(await apiClient.get<unknown>(path));
}

export const useSendWorkflowCode = () => useMutation({ mutationFn: sendWorkflowCode });
