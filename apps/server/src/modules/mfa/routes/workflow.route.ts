import type { FastifyInstance } from 'fastify';
import {
  isActingAsProvider,
  StartWorkflowRequestSchema,
  StartWorkflowResponseSchema,
  WorkflowCodeSentSchema,
  WorkflowIdParamsSchema,
  WorkflowInfoSchema,
  WorkflowTokenRequestSchema,
  WorkflowTokenResponseSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { findUserByEmail } from '../../auth/index.ts';
import { actorOfClaims } from '../actor.ts';
import * as repo from '../mfa.repository.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { countWorkflowStart, startWorkflow } from '../services/start-workflow.ts';
import { getWorkflow, sendWorkflowCode } from '../services/workflow-access.ts';
import { verifyWorkflowCode } from '../services/verify-workflow-code.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

/** One-time code workflows (spec 1 §7 `wf` calls). */
export function workflowRoutes(app: FastifyInstance) {
  zodApp(app).post(
    '/api/auth/v1/wf',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['workflow'],
        summary: 'Start a one-time code workflow for a person (provider staff and agents)',
        body: StartWorkflowRequestSchema,
        response: { 201: StartWorkflowResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const claims = requireAuth(request);
      const { db, clock } = app.ctx;
      const body = request.body;
      const actor = await actorOfClaims(db, claims, requestContext(request));
      await countWorkflowStart(app.ctx, body.email, claims.sub);
      // The person's user is attached (so the code can open a session scoped to the flow) only
      // when the caller is that person or provider staff: a colleague who could read the
      // person's mailbox must not get a session as them.
      const person = await findUserByEmail(db, body.email);
      const mayAct = person && (person.id === claims.sub || isActingAsProvider(claims));
      const [acting] = await repo.organisationsOf(db, claims.sub);
      const result = await db.transaction(async (tx) => {
        const started = await startWorkflow(app.ctx, tx, {
          flow: body.flow,
          email: body.email,
          phone: body.phone ?? null,
          redirectUrl: body.redirectUrl,
          userId: mayAct ? person.id : null,
          organisationId: claims.accountId,
          data: body.data ?? {},
          createdBy: claims.sub,
          notify: body.notify ?? true,
          region: acting?.organisation.region ?? 'US',
        });
        await recordAudit(
          tx,
          actor,
          {
            action: 'workflow.started',
            entityType: 'workflow',
            entityId: started.id,
            after: {
              flow: body.flow,
              redirectUrl: body.redirectUrl,
              userId: mayAct ? person.id : null,
            },
          },
          clock.now(),
        );
        return started;
      });
      app.ctx.messenger.kick();
      return reply.status(201).send(result);
    },
  );

  zodApp(app).get(
    '/api/auth/v1/wf/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['workflow'],
        summary: 'The flow, the masked e-mail and whether a phone exists',
        params: WorkflowIdParamsSchema,
        response: { 200: WorkflowInfoSchema, ...errorResponses(401) },
      },
    },
    async (request) => getWorkflow(app.ctx, request.params.id),
  );

  zodApp(app).get(
    '/api/auth/v1/wf/access/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['workflow'],
        summary: 'Send (or resend) the code by e-mail',
        params: WorkflowIdParamsSchema,
        response: { 200: WorkflowCodeSentSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => sendWorkflowCode(app.ctx, request.params.id, 'EMAIL'),
  );

  zodApp(app).get(
    '/api/auth/v1/wf/access/phone/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['workflow'],
        summary: 'Send (or resend) the code by text; 400 when the flow has no phone',
        params: WorkflowIdParamsSchema,
        response: { 200: WorkflowCodeSentSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => sendWorkflowCode(app.ctx, request.params.id, 'SMS'),
  );

  zodApp(app).post(
    '/api/auth/v1/wf/token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['workflow'],
        summary: 'Check the code once; answers the redirect (and tokens when the flow has a user)',
        body: WorkflowTokenRequestSchema,
        response: { 200: WorkflowTokenResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => verifyWorkflowCode(app.ctx, request.body, requestContext(request)),
  );
}
