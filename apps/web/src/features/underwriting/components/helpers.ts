import { isApiError } from '../../../lib/api-client.ts';

/**
 * Why an action failed, as spec 3 §8 says: a refusal's (4xx) first error or its message, else the
 * action's failure message ('Failed to release quote', 'Failed to decline quote'…).
 */
export function actionFailure(error: Error | null, fallback: string): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return fallback;
  const data = error.data as { errors?: unknown; message?: unknown } | undefined;
  const first = Array.isArray(data?.errors) ? data.errors[0] : undefined;
  if (typeof first === 'string' && first) return first;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return fallback;
}
