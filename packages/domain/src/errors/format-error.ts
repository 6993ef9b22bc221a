import { MESSAGES } from './messages.ts';

export type ErrorResponseLike = {
  status?: number | undefined;
  data?: unknown;
};

const SERVER_TROUBLE_STATUSES = new Set([500, 502, 503, 504]);

/**
 * Derive the message a user sees from a failed response (spec 1 §8): 500/502/503/504 give the
 * server-trouble message; otherwise the response `detail`, then its `errors` joined by commas,
 * then its `message` (or the body itself when it is a string), else the generic message.
 */
export function formatErrorMessage(response: ErrorResponseLike | undefined): string {
  if (!response) return MESSAGES.genericError;
  if (response.status !== undefined && SERVER_TROUBLE_STATUSES.has(response.status)) {
    return MESSAGES.serverTrouble;
  }
  const data = response.data;
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object') {
    const body = data as { detail?: unknown; errors?: unknown; message?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      return body.errors.map(String).join(', ');
    }
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return MESSAGES.genericError;
}

/** The request-error wrapper's fallback (spec 1 §8). */
export const formatRequestError = (error: unknown): string => {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return MESSAGES.requestIssue;
};
