import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@cyber/domain';
import { isAppError } from '../lib/app-error.ts';

/** A PostgreSQL error code, on the error or the driver error it wraps. */
const hasCode = (error: Error, code: string): boolean =>
  [error, error.cause].some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code,
  );

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: Error): boolean => hasCode(error, '23505');

const formatPath = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/**
 * The one error handler (DESIGN §4): every failure becomes `{ message, detail?, errors? }` with
 * the right status. Invalid input is a 400 naming each field; faults are a 500 with no internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const body: ErrorBody = { message: error.message };
      if (error.detail) body.detail = error.detail;
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const field = formatPath(issue.instancePath);
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.status(400).send({ message: errors[0] ?? 'Invalid request', errors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: MESSAGES.invalidJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(400).send({ message: MESSAGES.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .status(415)
          .send({ message: 'Unsupported content type. Send application/json.' });
    }
    // Body parse errors raised by the JSON parser itself.
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send({ message: MESSAGES.invalidJson });
    }
    // Two requests raced to create the same thing (two joins on one invitation, two teams of one
    // name): the loser hears it was taken, never a 500.
    // A statement cancelled by the statement timeout (PostgreSQL's query_canceled): the platform
    // is up, this request asked for too much at once.
    if (hasCode(error, '57014')) {
      return reply.status(503).send({ message: MESSAGES.queryTimeout });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: MESSAGES.concurrentChange });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.rateLimited });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || MESSAGES.genericError });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverTrouble });
  });
});
