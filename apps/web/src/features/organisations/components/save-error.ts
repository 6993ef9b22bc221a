import { ORGANISATION_MESSAGES } from '@cyber/domain';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Spec 2 §8 (aggregators): a failed save shows the server's string, or "Unable to save your data,
 * please try again" when the server gave none (or failed itself).
 */
export function saveErrorOf(error: unknown): string {
  if (isApiError(error) && error.status < 500) {
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return ORGANISATION_MESSAGES.saveFailed;
}
