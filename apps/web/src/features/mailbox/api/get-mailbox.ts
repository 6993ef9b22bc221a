import { MailboxPageSchema, type MailboxPage, type MessageChannel } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type MailboxListQuery = {
  page: number;
  size: number;
  search?: string;
  channel?: MessageChannel;
  to?: string;
  template?: string;
};

/** GET /api/admin/v1/mailbox: messages held by the dev mailbox, newest first. */
export async function getMailbox(
  query: MailboxListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MailboxPage> {
  const data = await apiClient.get<unknown>('/api/admin/v1/mailbox', {
    query: { ...query, search: query.search || undefined },
    signal,
  });
  return MailboxPageSchema.parse(data);
}

export const getMailboxQueryOptions = (query: MailboxListQuery) =>
  queryOptions({
    queryKey: ['admin', 'mailbox', query] as const,
    queryFn: ({ signal }) => getMailbox(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMailbox = (query: MailboxListQuery) => useQuery(getMailboxQueryOptions(query));
