import type { FastifyInstance } from 'fastify';
import {
  SecurityContactAccountParamsSchema,
  SecurityContactInputSchema,
  SecurityContactListSchema,
  SecurityContactMessageSchema,
  SecurityContactParamsSchema,
  SecurityContactResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  addSecurityContact,
  deleteSecurityContact,
  listSecurityContacts,
  updateSecurityContact,
} from '../services/security-contacts.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/**
 * Security contacts (spec 2 §3): the customer manages its own account's; provider staff and
 * agencies read those of an account they may see.
 */
export function securityContactRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['security-contacts'];
  const base = '/api/account/v1/security-contacts';

  api.get(
    base,
    {
      config: { permission: 'security-contact:manage' },
      schema: {
        tags,
        summary: "The security contacts of the caller's own account",
        response: { 200: SecurityContactListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return listSecurityContacts(app.ctx, caller, caller.actor.accountId);
    },
  );

  api.post(
    base,
    {
      config: { permission: 'security-contact:manage' },
      schema: {
        tags,
        summary: 'Add a security contact (at most ten per account)',
        body: SecurityContactInputSchema,
        response: { 201: SecurityContactResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return reply
        .status(201)
        .send(
          await addSecurityContact(
            app.ctx,
            caller,
            caller.actor.accountId,
            request.body,
            requestContext(request),
          ),
        );
    },
  );

  api.put(
    `${base}/:contactId`,
    {
      config: { permission: 'security-contact:manage' },
      schema: {
        tags,
        summary: 'Change a security contact',
        params: SecurityContactParamsSchema,
        body: SecurityContactInputSchema,
        response: { 200: SecurityContactResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return updateSecurityContact(
        app.ctx,
        caller,
        caller.actor.accountId,
        request.params.contactId,
        request.body,
        requestContext(request),
      );
    },
  );

  api.delete(
    `${base}/:contactId`,
    {
      config: { permission: 'security-contact:manage' },
      schema: {
        tags,
        summary: 'Remove a security contact',
        params: SecurityContactParamsSchema,
        response: { 200: SecurityContactMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return deleteSecurityContact(
        app.ctx,
        caller,
        caller.actor.accountId,
        request.params.contactId,
        requestContext(request),
      );
    },
  );

  api.get(
    '/api/account/v1/accounts/:accountId/security-contacts',
    {
      config: { permission: 'account:view' },
      schema: {
        tags,
        summary: 'The security contacts of an account the caller may see',
        params: SecurityContactAccountParamsSchema,
        response: { 200: SecurityContactListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listSecurityContacts(app.ctx, callerOf(request), request.params.accountId),
  );
}
