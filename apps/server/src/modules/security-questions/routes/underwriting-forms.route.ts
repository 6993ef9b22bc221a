import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccountIdParamsSchema,
  CyberFormInputSchema,
  CyberFormSchema,
  RequotedQuoteSchema,
  TechEoFormSchema,
  TechEoInputSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  getCyberForm,
  getTechEoForm,
  saveCyberForm,
  saveTechEoForm,
} from '../services/underwriting-forms.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const requoted = { requotedQuotes: z.array(RequotedQuoteSchema) };

/** The US cyber underwriting form and the Tech E&O questions of an account (spec 3 §3, §5). */
export function underwritingFormsRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    '/api/account/v1/accounts/:accountId/cyber-form',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['security-questions'],
        summary: "An account's US cyber underwriting form",
        params: AccountIdParamsSchema,
        response: { 200: CyberFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCyberForm(app.ctx, callerOf(request), request.params.accountId),
  );
  api.put(
    '/api/account/v1/accounts/:accountId/cyber-form',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['security-questions'],
        summary: 'Save the cyber underwriting form (required fields and follow-ups per spec 3 §5)',
        params: AccountIdParamsSchema,
        body: CyberFormInputSchema,
        response: {
          200: CyberFormSchema.extend(requoted),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      saveCyberForm(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
  api.get(
    '/api/account/v1/accounts/:accountId/tech-eo-form',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['security-questions'],
        summary: "An account's Tech E&O questions",
        params: AccountIdParamsSchema,
        response: { 200: TechEoFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTechEoForm(app.ctx, callerOf(request), request.params.accountId),
  );
  api.put(
    '/api/account/v1/accounts/:accountId/tech-eo-form',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['security-questions'],
        summary: 'Save the Tech E&O questions (every shown question required)',
        params: AccountIdParamsSchema,
        body: TechEoInputSchema,
        response: {
          200: TechEoFormSchema.extend(requoted),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      saveTechEoForm(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
