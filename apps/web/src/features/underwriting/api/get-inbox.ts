import {
  InboxPageSchema,
  UNDERWRITING_PATHS,
  type INBOX_STATUSES,
  type InboxPage,
  type ProductCode,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxKey } from './keys.ts';

/** The inbox's query (InboxQuerySchema) as the screen sends it. */
export type InboxSearch = {
  page: number;
  size: number;
  sort?: string | undefined;
  status?: (typeof INBOX_STATUSES)[number] | undefined;
  product?: ProductCode | undefined;
  state?: string | undefined;
  /** One agency's referrals (provider staff). */
  agencyId?: string | undefined;
  /** ME, UNASSIGNED, ANY, or one underwriter's id. */
  assignee?: string | undefined;
  seniorQueue?: 'true' | undefined;
};

/** GET /api/quote/v1/search/uw-inbox: one page of referred and in-review quotes. */
export async function getInbox(
  query: InboxSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InboxPage> {
  return InboxPageSchema.parse(
    await apiClient.get<unknown>(UNDERWRITING_PATHS.inbox, { query, signal }),
  );
}

export const inboxQueryOptions = (query: InboxSearch) =>
  queryOptions({
    queryKey: [...inboxKey, query] as const,
    queryFn: ({ signal }) => getInbox(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useInbox = (query: InboxSearch) => useQuery(inboxQueryOptions(query));
