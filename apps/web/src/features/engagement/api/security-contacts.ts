import {
  SecurityContactListSchema,
  SecurityContactResultSchema,
  type SecurityContactInput,
  type SecurityContactList,
  type SecurityContactResult,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const BASE = '/api/account/v1/security-contacts';
export const securityContactsKey = ['security-contacts'] as const;

/** GET /api/account/v1/security-contacts: the caller's own account's contacts. */
export const getSecurityContacts = async (signal?: AbortSignal): Promise<SecurityContactList> =>
  SecurityContactListSchema.parse(await apiClient.get<unknown>(BASE, { signal }));

export const useSecurityContacts = () =>
  useQuery({
    queryKey: securityContactsKey,
    queryFn: ({ signal }) => getSecurityContacts(signal),
  });

/** POST, or PUT /{id} when the contact has an id. */
export const useSaveSecurityContact = () =>
  useInvalidatingMutation(
    async ({
      id,
      ...input
    }: SecurityContactInput & { id?: string | undefined }): Promise<SecurityContactResult> =>
      SecurityContactResultSchema.parse(
        id
          ? await apiClient.put<unknown>(`${BASE}/${encodeURIComponent(id)}`, input)
          : await apiClient.post<unknown>(BASE, input),
      ),
    securityContactsKey,
  );

export const useDeleteSecurityContact = () =>
  useInvalidatingMutation(
    (id: string) => apiClient.delete<{ message: string }>(`${BASE}/${encodeURIComponent(id)}`),
    securityContactsKey,
  );
