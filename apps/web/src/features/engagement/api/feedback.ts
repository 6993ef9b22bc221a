import { FeedbackSentSchema, type FeedbackInput, type FeedbackSent } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/feedback (spec 2 §7: category, feedbackText, permissionToShare). */
export const sendFeedback = async (input: FeedbackInput): Promise<FeedbackSent> =>
  FeedbackSentSchema.parse(await apiClient.post<unknown>('/api/auth/v1/feedback', input));

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
