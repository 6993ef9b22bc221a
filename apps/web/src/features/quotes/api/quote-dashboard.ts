import { QUOTE_DASHBOARD_PATH, QuoteDashboardSchema, type QuoteDashboard } from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from './search-quotes.ts';

/** GET /api/quote/v1/search/dashboard: the caller's quote work (expiring soon, referrals…). */
export async function getQuoteDashboard({
  signal,
}: { signal?: AbortSignal } = {}): Promise<QuoteDashboard> {
  return QuoteDashboardSchema.parse(await apiClient.get<unknown>(QUOTE_DASHBOARD_PATH, { signal }));
}

export const useQuoteDashboard = (enabled = true) =>
  useQuery({
    queryKey: [...quotesKey, 'dashboard'] as const,
    queryFn: ({ signal }) => getQuoteDashboard({ signal }),
    enabled,
  });
