import type { FastifyInstance } from 'fastify';
import {
  DocIdQuerySchema,
  DocumentMessageSchema,
  DocumentPageSchema,
  DocumentSchema,
  DocumentSearchQuerySchema,
  DocumentUpdateSchema,
  DocumentUploadQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteDocument, updateDocument } from '../services/change-document.ts';
import { downloadDocument } from '../services/download-document.ts';
import { searchDocuments } from '../services/search-documents.ts';
import { uploadDocument } from '../services/upload-document.ts';
import { readUpload, sendFile } from './read-upload.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const TAGS = ['documents'];

export function documentRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.get(
    '/api/docs/v1/search',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: 'The documents the caller may see (newest first), with filters',
        querystring: DocumentSearchQuerySchema,
        response: { 200: DocumentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchDocuments(app.ctx, callerOf(request), request.query),
  );

  r.post(
    '/api/docs/v1/upload/doc',
    {
      config: { permission: 'document:manage' },
      schema: {
        tags: TAGS,
        summary:
          'Upload a document (multipart `file`; at most 10 MB; PDF, PNG, JPG, GIF, DOCX, XLSX, CSV or TXT, checked by content)',
        consumes: ['multipart/form-data'],
        querystring: DocumentUploadQuerySchema,
        response: { 201: DocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const upload = await readUpload(request);
      const doc = await uploadDocument(
        app.ctx,
        caller,
        request.query,
        upload,
        requestContext(request),
      );
      return reply.status(201).send(doc);
    },
  );

  r.put(
    '/api/docs/v1/doc',
    {
      config: { permission: 'document:manage' },
      schema: {
        tags: TAGS,
        summary: 'Rename and/or retype a document',
        querystring: DocIdQuerySchema,
        body: DocumentUpdateSchema,
        response: { 200: DocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateDocument(
        app.ctx,
        callerOf(request),
        request.query.docId,
        request.body,
        requestContext(request),
      ),
  );

  r.get(
    '/api/docs/v1/download',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: TAGS,
        summary: 'The file of a document (attachment)',
        querystring: DocIdQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendFile(reply, await downloadDocument(app.ctx, callerOf(request), request.query.docId)),
  );

  r.delete(
    '/api/docs/v1',
    {
      config: { permission: 'document:manage' },
      schema: {
        tags: TAGS,
        summary: "Delete a document (the uploader's organisation or a provider admin)",
        querystring: DocIdQuerySchema,
        response: { 200: DocumentMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteDocument(app.ctx, callerOf(request), request.query.docId, requestContext(request)),
  );
}
