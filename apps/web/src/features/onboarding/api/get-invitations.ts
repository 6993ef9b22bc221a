import { InvitationPageSchema, type InvitationPage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type InvitationsQuery = {
  page: number;
  size: number;
  sort?: string | undefined;
  search?: string | undefined;
};

/** GET /api/auth/v1/invitations: the organisation's invitations (provider staff: all). */
export async function getInvitations(
  query: InvitationsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvitationPage> {
  const data = await apiClient.get<unknown>('/api/auth/v1/invitations', { query, signal });
  return InvitationPageSchema.parse(data);
}

export const invitationsQueryKey = ['onboarding', 'invitations'] as const;

export const getInvitationsQueryOptions = (query: InvitationsQuery) =>
  queryOptions({
    queryKey: [...invitationsQueryKey, query] as const,
    queryFn: ({ signal }) => getInvitations(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useInvitations = (query: InvitationsQuery) =>
  useQuery(getInvitationsQueryOptions(query));
