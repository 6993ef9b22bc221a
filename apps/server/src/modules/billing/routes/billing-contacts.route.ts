import type { FastifyInstance } from 'fastify';
import {
  BILLING_CONTACT_PATHS,
  BillingContactIdQuerySchema,
  BillingContactListSchema,
  BillingContactResultSchema,
  BillingContactsQuerySchema,
  CreateBillingContactSchema,
  UpdateBillingContactSchema,
} from '@cyber/domain';
import { z } from 'zod';
import { callerOf, requestContext } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { BillingDeps } from '../billing.context.ts';
import {
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from '../services/billing-contacts.ts';

const tags = ['billing'];

/** A policy's billing contacts (spec 3 §7 `contact` POST, PUT, DELETE; decision 057). */
export function billingContactRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = zodApp(app);
  const path = BILLING_CONTACT_PATHS.contact;

  r.get(
    path,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'The policy’s billing contacts (who receive its payment reminders)',
        querystring: BillingContactsQuerySchema,
        response: { 200: BillingContactListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listContacts(deps, callerOf(request), request.query.policyId),
  );

  r.post(
    path,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Add a billing contact to a policy (at most five, one per e-mail)',
        body: CreateBillingContactSchema,
        response: {
          201: BillingContactResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createContact(deps, callerOf(request), requestContext(request), request.body)),
  );

  r.put(
    path,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Correct a billing contact',
        body: UpdateBillingContactSchema,
        response: {
          200: BillingContactResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      updateContact(deps, callerOf(request), requestContext(request), request.body),
  );

  r.delete(
    path,
    {
      config: { permission: 'billing:view' },
      schema: {
        tags,
        summary: 'Remove a billing contact',
        querystring: BillingContactIdQuerySchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      deleteContact(deps, callerOf(request), requestContext(request), request.query),
  );
}
