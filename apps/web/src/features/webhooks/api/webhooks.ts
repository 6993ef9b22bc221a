import {
  WebhookDeliveryPageSchema,
  WebhookPageSchema,
  WebhookResultSchema,
  WebhookTestResultSchema,
  type WebhookCreateInput,
  type WebhookDeliveryPage,
  type WebhookPage,
  type WebhookUpdateInput,
} from '@cyber/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const webhooksKey = ['webhooks'] as const;

/** GET /api/webhook/v1 (page, size, search, sort). */
export async function getWebhooks(
  query: TableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WebhookPage> {
  return WebhookPageSchema.parse(
    await apiClient.get<unknown>('/api/webhook/v1', { query, signal }),
  );
}

export const webhooksQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...webhooksKey, 'list', query] as const,
    queryFn: ({ signal }) => getWebhooks(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useWebhooks = (query: TableQuery) => useQuery(webhooksQueryOptions(query));

/** GET /api/webhook/v1/{id}/deliveries (page, size): newest first. */
export async function getWebhookDeliveries(
  id: string,
  query: { page: number; size: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<WebhookDeliveryPage> {
  return WebhookDeliveryPageSchema.parse(
    await apiClient.get<unknown>(`/api/webhook/v1/${encodeURIComponent(id)}/deliveries`, {
      query,
      signal,
    }),
  );
}

/** A hook's deliveries; refreshed every few seconds while any is still pending. */
export const useWebhookDeliveries = (id: string | null, query: { page: number; size: number }) =>
  useQuery({
    queryKey: [...webhooksKey, 'deliveries', id, query] as const,
    queryFn: ({ signal }) => getWebhookDeliveries(id!, query, { signal }),
    enabled: !!id,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.content.some((d) => d.status === 'PENDING') ? 3_000 : false,
  });

/** Every mutation refreshes the list and the delivery logs. */
function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** POST /api/webhook/v1/createHook {companyName}. */
export const createWebhook = async (input: WebhookCreateInput) =>
  WebhookResultSchema.parse(await apiClient.post<unknown>('/api/webhook/v1/createHook', input));

/** PUT /api/webhook/v1 {id, clientId, clientSecret, webhookUrl}. */
export const updateWebhook = async (input: WebhookUpdateInput) =>
  WebhookResultSchema.parse(await apiClient.put<unknown>('/api/webhook/v1', input));

/** DELETE /api/webhook/v1/{id}. */
export const deleteWebhook = (id: string) =>
  apiClient.delete<{ message: string }>(`/api/webhook/v1/${encodeURIComponent(id)}`);

/** POST /api/webhook/v1/{id}/test: queue a signed webhook.test event. */
export const sendWebhookTest = async (id: string) =>
  WebhookTestResultSchema.parse(
    await apiClient.post<unknown>(`/api/webhook/v1/${encodeURIComponent(id)}/test`),
  );

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);
export const useSendWebhookTest = () => useWebhookMutation(sendWebhookTest);
