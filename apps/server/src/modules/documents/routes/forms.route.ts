import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DocumentMessageSchema,
  FormIdParamsSchema,
  FormTypeInputSchema,
  FormTypeListSchema,
  PolicyFormInputSchema,
  PolicyFormPageSchema,
  PolicyFormSchema,
  PolicyFormSearchQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteFormType, listFormTypes, saveFormType } from '../services/form-types.ts';
import {
  deleteForm,
  downloadFormFile,
  getForm,
  saveForm,
  searchForms,
  uploadFormFile,
} from '../services/forms.ts';
import { readUpload, sendFile } from './read-upload.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const TAGS = ['forms'];
const SavedSchema = z.object({ id: z.string(), message: z.string() });

/** The forms library: readable by document viewers, managed by provider admins. */
export function formRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.get(
    '/api/docs/v1/forms',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: 'The forms library, filtered and paged',
        querystring: PolicyFormSearchQuerySchema,
        response: { 200: PolicyFormPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchForms(app.ctx, request.query),
  );
  r.get(
    '/api/docs/v1/forms/:id',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: 'One form',
        params: FormIdParamsSchema,
        response: { 200: PolicyFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getForm(app.ctx, request.params.id),
  );
  r.post(
    '/api/docs/v1/forms',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Add a form (its PDF is uploaded with POST /forms/{id}/file)',
        body: PolicyFormInputSchema,
        response: { 201: PolicyFormSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveForm(app.ctx, callerOf(request), null, request.body, requestContext(request)),
        ),
  );
  r.put(
    '/api/docs/v1/forms/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Change a form',
        params: FormIdParamsSchema,
        body: PolicyFormInputSchema,
        response: { 200: PolicyFormSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      saveForm(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );
  r.delete(
    '/api/docs/v1/forms/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Delete a form and its PDF',
        params: FormIdParamsSchema,
        response: { 200: DocumentMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteForm(app.ctx, callerOf(request), request.params.id, requestContext(request)),
  );
  r.post(
    '/api/docs/v1/forms/:id/file',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: "Upload the form's PDF (multipart `file`), replacing the previous one",
        consumes: ['multipart/form-data'],
        params: FormIdParamsSchema,
        response: { 200: PolicyFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request);
      return uploadFormFile(app.ctx, caller, request.params.id, upload, requestContext(request));
    },
  );
  r.get(
    '/api/docs/v1/forms/:id/file',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: "The form's PDF (attachment)",
        params: FormIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendFile(reply, await downloadFormFile(app.ctx, request.params.id)),
  );

  r.get(
    '/api/docs/v1/formtype',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: 'Every form type, with how many forms use it',
        response: { 200: FormTypeListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listFormTypes(app.ctx),
  );
  r.post(
    '/api/docs/v1/formtype',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Add a form type',
        body: FormTypeInputSchema,
        response: { 201: SavedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveFormType(
            app.ctx,
            callerOf(request),
            null,
            request.body,
            requestContext(request),
          ),
        ),
  );
  r.put(
    '/api/docs/v1/formtype/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Rename or describe a form type',
        params: FormIdParamsSchema,
        body: FormTypeInputSchema,
        response: { 200: SavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      saveFormType(
        app.ctx,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );
  r.delete(
    '/api/docs/v1/formtype/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: TAGS,
        summary: 'Delete a form type no form uses',
        params: FormIdParamsSchema,
        response: { 200: DocumentMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deleteFormType(app.ctx, callerOf(request), request.params.id, requestContext(request)),
  );
}
