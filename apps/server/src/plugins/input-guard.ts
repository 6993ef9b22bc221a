import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, nulCharacterPath } from '@cyber/domain';
import { AppError } from '../lib/app-error.ts';

/**
 * Input every route refuses before its own schema runs: a NUL character anywhere in the path
 * parameters, the query or a JSON body (PostgreSQL text cannot hold one, so it would otherwise
 * surface as a 500). Runs after the rights check, so it tells an anonymous caller nothing.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulCharacterPath(value);
      if (path !== null) {
        const field = path ? `${part}.${path}` : part;
        throw new AppError('BAD_REQUEST', MESSAGES.nulCharacter, {
          errors: [`${field}: ${MESSAGES.nulCharacter}`],
        });
      }
    }
  });
});
