import { LICENSE_MESSAGES } from '@cyber/domain';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The message of a failed save (spec 2 §8): a refusal the server explains (400, 404, 409) shows
 * its reason; the server being unavailable is "Not able to add license at this time…"; any other
 * failure is "Failed to add/edit license. Please try again!".
 */
export function saveFailureMessage(error: unknown, editing: boolean): string {
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
    if (!editing && (error.status === 503 || error.status === 0)) {
      return LICENSE_MESSAGES.addUnavailable;
    }
  } else if (!editing) {
    return LICENSE_MESSAGES.addUnavailable;
  }
  return editing ? LICENSE_MESSAGES.editFailed : LICENSE_MESSAGES.addFailed;
}

/** A failed delete: the server's status text, else the spec's generic request error. */
export const deleteFailureMessage = (error: unknown) =>
  isApiError(error) && error.message ? error.message : LICENSE_MESSAGES.requestError;
