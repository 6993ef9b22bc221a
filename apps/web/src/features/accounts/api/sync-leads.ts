import { LeadSyncCreatedSchema } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/account/v1/accounts/{id}/lead-syncs: send the account to the CRM as a lead. */
export async function syncLeads(accountId: string) {
  return LeadSyncCreatedSchema.parse(
    await apiClient.post<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/lead-syncs`,
    ),
  );
}

export const useSyncLeads = (accountId: string) =>
  useMutation({ mutationFn: () => syncLeads(accountId) });
