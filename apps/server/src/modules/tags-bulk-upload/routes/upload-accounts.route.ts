import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BULK_UPLOAD_MESSAGES,
  BulkUploadFieldsSchema,
  BulkUploadResultSchema,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { uploadAccounts, type UploadedFile } from '../services/upload-accounts.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** The multipart body: the one `file` part and the text fields; every failure is a clear 400. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.noFile);
  let file: UploadedFile | null = null;
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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', BULK_UPLOAD_MESSAGES.tooBig);
    }
    throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.notMultipart);
  }
  return { file, fields };
}

export function uploadAccountsRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/bulk-upload',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['bulk-upload'],
        summary:
          'Bulk upload of accounts (multipart: file csv/xls/xlsx ≤ 5 MB, tags = comma-separated tag ids, redAccounts, agencyId for provider staff)',
        consumes: ['multipart/form-data'],
        response: { 201: BulkUploadResultSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { file, fields } = await readMultipart(request);
      const parsed = BulkUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid fields', {
          errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        });
      }
      const result = await uploadAccounts(
        app.ctx,
        caller,
        file,
        parsed.data,
        requestContext(request),
      );
      return reply.status(201).send(result);
    },
  );
}
