import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@cyber/domain';

/** The app with zod schemas as its type provider; route files register through it. */
export const zodApp = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Standard error responses for the OpenAPI document. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));
