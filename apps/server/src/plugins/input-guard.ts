import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, loneSurrogatePath, nestedDeeperThan, nulCharacterPath } from '@cyber/domain';
import { AppError } from '../lib/app-error.ts';

/**
 * Input every route refuses before its own schema runs: a JSON body nested deeper than any form
 * (walking it recursively would exhaust the stack), and anywhere in the path parameters, the
 * query or a JSON body a NUL character (PostgreSQL text cannot hold one) or a lone surrogate (no
 * character at all; PostgreSQL json refuses it). Each would otherwise surface as a 500. Runs
 * after the rights check, so it tells an anonymous caller nothing.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (nestedDeeperThan(request.body)) {
      throw new AppError('BAD_REQUEST', MESSAGES.nestingTooDeep, {
        errors: [`body: ${MESSAGES.nestingTooDeep}`],
      });
    }
    for (const [find, message] of [
      [nulCharacterPath, MESSAGES.nulCharacter],
      [loneSurrogatePath, MESSAGES.loneSurrogate],
    ] as const) {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = find(value);
        if (path !== null) {
          const field = path ? `${part}.${path}` : part;
          throw new AppError('BAD_REQUEST', message, { errors: [`${field}: ${message}`] });
        }
      }
    }
  });
});
