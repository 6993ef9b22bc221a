import { SsoProviderSchema, type SsoProvider, type SsoProviderWrite } from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

/** Single sign-on settings, per organisation (provider staff only; decision 061). */
export const ssoProvidersKey = ['sso-providers'] as const;

const pathOf = (organisationId: string) =>
  `/api/auth/v1/sso/providers/${encodeURIComponent(organisationId)}`;

/** GET …/sso/providers/{organisationId}; null while single sign-on is not set up (404). */
export async function getSsoProvider(
  organisationId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SsoProvider | null> {
  try {
    return SsoProviderSchema.parse(
      await apiClient.get<unknown>(pathOf(organisationId), { signal }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const ssoProviderQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: [...ssoProvidersKey, organisationId] as const,
    queryFn: ({ signal }) => getSsoProvider(organisationId, { signal }),
  });

export const useSsoProvider = (organisationId: string, enabled = true) =>
  useQuery({ ...ssoProviderQueryOptions(organisationId), enabled });

/** PUT …/sso/providers/{organisationId}: the secret only when it changes. */
export const putSsoProvider = async (organisationId: string, body: SsoProviderWrite) =>
  SsoProviderSchema.parse(await apiClient.put<unknown>(pathOf(organisationId), body));

/** DELETE …/sso/providers/{organisationId}: sign-in through it stops; the settings stay. */
export const disableSsoProvider = (organisationId: string) =>
  apiClient.delete<void>(pathOf(organisationId));

function useSsoMutation<I, O>(organisationId: string, mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...ssoProvidersKey, organisationId] }),
  });
}

export const useSaveSsoProvider = (organisationId: string) =>
  useSsoMutation(organisationId, (body: SsoProviderWrite) => putSsoProvider(organisationId, body));

export const useDisableSsoProvider = (organisationId: string) =>
  useSsoMutation(organisationId, () => disableSsoProvider(organisationId));
