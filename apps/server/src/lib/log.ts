import type { FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What of an error goes to the log: a failed query keeps its SQL and the database's reason but
 * never its parameters (they can be password hashes, tokens or personal data).
 */
export function loggableError(error: Error): Error {
  if (!('params' in error) || !('query' in error)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  const safe = new Error(
    `Failed query: ${String(error.query)}` +
      (typeof cause?.message === 'string' ? ` (${cause.message})` : ''),
  );
  safe.name = error.name;
  // The stack's first lines repeat the message with the parameters: keep the frames only.
  safe.stack = [
    `${safe.name}: ${safe.message}`,
    ...(error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)),
  ].join('\n');
  return safe;
}

/** The logger's `err` serializer: pino's, on the loggable form of the error. */
export const errSerializer = (error: Error) => stdSerializers.err(loggableError(error));

/** Paths whose last segment is a single-use secret (reset, invitation, validation, jump). */
const SECRET_PATH =
  /^(\/api\/auth\/v1\/(?:admin\/enter|validateEmail|validateMFAReset|validationTokens|checkPasswordReset|validatePasswordReset|checkUserInvited|validateUserInvited)\/)[^/?#]+/;
const SECRET_QUERY = /([?&](?:token|captcha|code|jtoken)=)[^&#]*/gi;

/** A URL as it may appear in the log: single-use tokens replaced by `[redacted]`. */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The logger's `req` serializer: Fastify's fields, with the URL redacted. */
export const reqSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The request ids taken from a caller: a short token of safe characters (logs, audit). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id (Fastify's `genReqId`): the caller's `x-request-id` when it is a sane token
 * (a proxy's or a client's, to follow one request across services), else a new UUID. Every log
 * line of the request carries it as `reqId`; the response echoes it (`echoRequestId`).
 */
export const requestIdOf = (raw: { headers: Record<string, string | string[] | undefined> }) => {
  const presented = raw.headers['x-request-id'];
  return typeof presented === 'string' && REQUEST_ID.test(presented)
    ? presented
    : crypto.randomUUID();
};

/** An onRequest hook: the answer names the request's id in `x-request-id`. */
export const echoRequestId = async (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('x-request-id', request.id);
};
