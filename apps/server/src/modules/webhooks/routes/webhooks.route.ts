import type { FastifyInstance } from 'fastify';
import {
  WebhookCreateSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliveryQuerySchema,
  WebhookIdParamsSchema,
  WebhookMessageSchema,
  WebhookPageSchema,
  WebhookResultSchema,
  WebhookSearchQuerySchema,
  WebhookTestResultSchema,
  WebhookUpdateSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  searchWebhooks,
  sendTestEvent,
  updateWebhook,
} from '../services/webhooks.ts';
import { callerOf } from '../../../context/index.ts';

const tags = ['webhooks'];
const permission = 'webhook:manage' as const;

/** Webhooks (spec 2 §7 "Webhooks"), their delivery log and the test ping (decision 024). */
export function webhookRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/webhook/v1',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Webhooks: every hook for provider staff, else the organisation's own",
        querystring: WebhookSearchQuerySchema,
        response: { 200: WebhookPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchWebhooks(app.ctx, callerOf(request), request.query),
  );

  api.post(
    '/api/webhook/v1/createHook',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Create a webhook with its company name (client id, secret and URL come on edit)',
        body: WebhookCreateSchema,
        response: { 201: WebhookResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(app.ctx, callerOf(request), request.body)),
  );

  api.put(
    '/api/webhook/v1',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Set client id, client secret (kept when left out) and URL of a webhook',
        body: WebhookUpdateSchema,
        response: { 200: WebhookResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWebhook(app.ctx, callerOf(request), request.body),
  );

  api.delete(
    '/api/webhook/v1/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a webhook (its delivery log is kept)',
        params: WebhookIdParamsSchema,
        response: { 200: WebhookMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteWebhook(app.ctx, callerOf(request), request.params.id),
  );

  api.get(
    '/api/webhook/v1/:id/deliveries',
    {
      config: { permission },
      schema: {
        tags,
        summary: "A webhook's deliveries, newest first",
        params: WebhookIdParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: WebhookDeliveryPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listDeliveries(app.ctx, callerOf(request), request.params.id, request.query),
  );

  api.post(
    '/api/webhook/v1/:id/test',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Queue a signed webhook.test event to this webhook',
        params: WebhookIdParamsSchema,
        response: { 202: WebhookTestResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendTestEvent(app.ctx, callerOf(request), request.params.id)),
  );
}
