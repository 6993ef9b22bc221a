import { ENV_STALE_MS, EnvSchema, type EnvironmentName } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { envQueryKey } from './keys.ts';

export type Env = { envName: EnvironmentName };

const ENV_STORAGE_KEY = 'envName';

/** GET /api/auth/v1/env; the answer is also kept in session storage (spec 1 §7). */
export async function getEnv({ signal }: { signal?: AbortSignal } = {}): Promise<Env> {
  const env = EnvSchema.parse(await apiClient.get<unknown>('/api/auth/v1/env', { signal }));
  sessionStorage.setItem(ENV_STORAGE_KEY, env.envName);
  return env;
}

const storedEnv = (): Env | undefined => {
  const parsed = EnvSchema.safeParse({ envName: sessionStorage.getItem(ENV_STORAGE_KEY) });
  return parsed.success ? parsed.data : undefined;
};

export const getEnvQueryOptions = () =>
  queryOptions({
    queryKey: envQueryKey,
    queryFn: ({ signal }) => getEnv({ signal }),
    staleTime: ENV_STALE_MS,
    initialData: storedEnv,
  });

export const useEnv = () => useQuery(getEnvQueryOptions());
