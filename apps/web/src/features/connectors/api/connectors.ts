import {
  AccountConnectionsSchema,
  AgreementListSchema,
  AwsRegionListSchema,
  ConnectionListSchema,
  ConnectionResultSchema,
  ConnectorActionListSchema,
  ConnectorCatalogueSchema,
  ScoresHistorySchema,
  type ConnectionCreateInput,
  type ConnectionResult,
  type ConnectorType,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/api/connector/v1';

export const connectorsKey = ['connectors'] as const;
const accountKey = (accountId: string | undefined) => [...connectorsKey, accountId ?? 'own'];

/** GET connectors/all: the catalogue (same for everyone). */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: [...connectorsKey, 'catalogue'],
    queryFn: async ({ signal }) =>
      ConnectorCatalogueSchema.parse(
        await apiClient.get<unknown>(`${BASE}/connectors/all`, { signal }),
      ),
    staleTime: Infinity,
  });
export const useConnectorCatalogue = () => useQuery(catalogueQueryOptions());

/** GET aws/regions. */
export const useAwsRegions = (enabled: boolean) =>
  useQuery({
    queryKey: [...connectorsKey, 'aws-regions'],
    queryFn: async ({ signal }) =>
      AwsRegionListSchema.parse(await apiClient.get<unknown>(`${BASE}/aws/regions`, { signal })),
    staleTime: Infinity,
    enabled,
  });

/** GET connections (customers: their own account; MSSP users name the account). */
export const useConnections = (accountId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'connections'],
    queryFn: async ({ signal }) =>
      ConnectionListSchema.parse(
        await apiClient.get<unknown>(`${BASE}/connections`, { query: { accountId }, signal }),
      ),
    enabled,
  });

/** GET agreements: the connector types whose privacy addendum is accepted. */
export const useAgreements = (accountId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'agreements'],
    queryFn: async ({ signal }) =>
      AgreementListSchema.parse(
        await apiClient.get<unknown>(`${BASE}/agreements`, { query: { accountId }, signal }),
      ),
    enabled,
  });

/** GET getScoresHistory?days. */
export const useScoresHistory = (accountId: string | undefined, days: number, enabled = true) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'history', days],
    queryFn: async ({ signal }) =>
      ScoresHistorySchema.parse(
        await apiClient.get<unknown>(`${BASE}/getScoresHistory`, {
          query: { accountId, days },
          signal,
        }),
      ),
    enabled,
  });

/** GET getShortlistActions, or getActionList for every action. */
export const useActions = (accountId: string | undefined, all: boolean, enabled = true) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'actions', all],
    queryFn: async ({ signal }) =>
      ConnectorActionListSchema.parse(
        await apiClient.get<unknown>(`${BASE}/${all ? 'getActionList' : 'getShortlistActions'}`, {
          query: { accountId },
          signal,
        }),
      ),
    enabled,
  });

/** GET account/{accountId}: the read-only view of the account page. */
export const useAccountConnections = (accountId: string) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'account-view'],
    queryFn: async ({ signal }) =>
      AccountConnectionsSchema.parse(
        await apiClient.get<unknown>(`${BASE}/account/${encodeURIComponent(accountId)}`, {
          signal,
        }),
      ),
  });

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: connectorsKey });
};

/** POST agreements: accept the privacy addendum of one connector type. */
export function useAcceptAddendum() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { connectorType: ConnectorType; accountId?: string | undefined }) =>
      apiClient.post<{ message: string }>(`${BASE}/agreements`, { ...input, agreement: true }),
    onSuccess: invalidate,
  });
}

/** POST connections, or wizer/add?cbid with the API key for the key-based connector. */
export function useConnect() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: ConnectionCreateInput): Promise<ConnectionResult> => {
      const data =
        input.connector === 'WIZER'
          ? await apiClient.post<unknown>(
              `${BASE}/wizer/add`,
              { apiKey: input.credentials?.token },
              {
                query: { cbid: input.cbid },
              },
            )
          : await apiClient.post<unknown>(`${BASE}/connections`, input);
      return ConnectionResultSchema.parse(data);
    },
    onSuccess: invalidate,
  });
}

/** POST connections/{id}/refresh. */
export function useRefreshConnection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) =>
      ConnectionResultSchema.parse(
        await apiClient.post<unknown>(`${BASE}/connections/${encodeURIComponent(id)}/refresh`, {}),
      ),
    onSuccess: invalidate,
  });
}

/** DELETE connections/{id}. */
export function useRemoveConnection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<{ message: string }>(`${BASE}/connections/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

const AccountCbidSchema = z.object({ id: z.string(), cbid: z.string() });

/** The account's cbid (the connector payload names the account by it). */
export const useAccountCbid = (accountId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...accountKey(accountId), 'cbid'],
    queryFn: async ({ signal }) =>
      AccountCbidSchema.parse(
        await apiClient.get<unknown>(`/api/account/v1/accounts/${encodeURIComponent(accountId)}`, {
          signal,
        }),
      ).cbid,
    enabled,
    staleTime: Infinity,
  });
