import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLAIM_MESSAGES,
  ClaimFileFieldsSchema,
  ClaimFileIdParamsSchema,
  ClaimFileListSchema,
  ClaimFileUploadResultSchema,
  ClaimIdParamsSchema,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  downloadClaimFile,
  listClaimFiles,
  uploadClaimFile,
  type UploadedClaimFile,
} from '../services/files.ts';
import { callerOf } from '../../../context/index.ts';

/** The multipart body: the one `file` part and the text fields; every failure is a clear 400. */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.notMultipart);
  let file: UploadedClaimFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename ?? '', bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', CLAIM_MESSAGES.fileTooBig);
    }
    throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.notMultipart);
  }
  return { file, fields };
}

/** Claim files: list, upload (multipart) and download by claimsFileId. */
export function claimFileRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['claims'];

  api.get(
    '/api/claims/v1/:id/files',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: "The claim's files, newest first",
        params: ClaimIdParamsSchema,
        response: { 200: ClaimFileListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listClaimFiles(app.ctx, callerOf(request), request.params.id),
  );

  api.post(
    '/api/claims/v1/:id/files',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary:
          'Attach a file (multipart: file — PDF, PNG, JPEG or GIF, ≤ 10 MB; docName, docType)',
        consumes: ['multipart/form-data'],
        params: ClaimIdParamsSchema,
        response: { 201: ClaimFileUploadResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { file, fields } = await readMultipart(request);
      const parsed = ClaimFileFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new AppError('BAD_REQUEST', errors[0] ?? CLAIM_MESSAGES.uploadFailed, { errors });
      }
      const saved = await uploadClaimFile(app.ctx, caller, request.params.id, file, parsed.data);
      return reply.status(201).send({ message: CLAIM_MESSAGES.fileUploaded, file: saved });
    },
  );

  api.get(
    '/api/claims/v1/files/:claimsFileId',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: 'Download a claim file (claims management file download)',
        params: ClaimFileIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, typedReply) => {
      const file = await downloadClaimFile(app.ctx, callerOf(request), request.params.claimsFileId);
      // The body is the file itself, not one of the JSON shapes declared for errors.
      const reply = typedReply as unknown as FastifyReply;
      const safeName = file.fileName.replace(/["\\\r\n]/g, '_');
      return reply
        .header('Content-Disposition', `attachment; filename="${safeName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
}
