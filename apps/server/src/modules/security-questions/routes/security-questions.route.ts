import type { FastifyInstance } from 'fastify';
import {
  AccountIdParamsSchema,
  SecurityQuestionsInputSchema,
  SecurityReadingsSchema,
  SecurityQuestionsSaveResultSchema,
  SecurityQuestionsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { getSecurityReadings } from '../services/readings.ts';
import { getSecurityQuestions, saveSecurityQuestions } from '../services/security-questions.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Security questions of an account (spec 3 §3, §7): read and save. */
export function securityQuestionsRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    '/api/account/v1/accounts/:accountId/security-questions',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['security-questions'],
        summary: "An account's security questions (unanswered: null; lastSecurityAnswered unix s)",
        params: AccountIdParamsSchema,
        response: { 200: SecurityQuestionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSecurityQuestions(app.ctx, callerOf(request), request.params.accountId),
  );
  api.get(
    '/api/account/v1/accounts/:accountId/security-readings',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['security-questions'],
        summary:
          'What connected tools and the risk scan observed of MFA, EDR, backups, training and incident response (pre-fills unanswered questions)',
        params: AccountIdParamsSchema,
        response: { 200: SecurityReadingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSecurityReadings(app.ctx, callerOf(request), request.params.accountId),
  );
  api.put(
    '/api/account/v1/accounts/:accountId/security-questions',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['security-questions'],
        summary:
          'Save security questions (the three cyber-crime answers, p250Details, pass-through fields); echoes them',
        params: AccountIdParamsSchema,
        body: SecurityQuestionsInputSchema,
        response: { 200: SecurityQuestionsSaveResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveSecurityQuestions(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
