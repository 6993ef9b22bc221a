import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LOGO_MESSAGES,
  LogoAgencyParamsSchema,
  UploadedLogoSchema,
  UploadLogoQuerySchema,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { uploadInitialLogo } from '../services/upload-initial-logo.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

/** The one file of the multipart request, as bytes; every multipart failure is a clear 400. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', LOGO_MESSAGES.notMultipart);
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', LOGO_MESSAGES.fileRequired);
    return { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.notMultipart);
  }
}

export function uploadInitialLogoRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/agency/v1/logo/initial/:id',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agency-logos'],
        summary:
          'Upload the original image of the small (isSmall=true) or medium logo, to be cropped (multipart `file`: PNG, JPG or GIF)',
        consumes: ['multipart/form-data'],
        params: LogoAgencyParamsSchema,
        querystring: UploadLogoQuerySchema,
        response: { 201: UploadedLogoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = requireAuth(request);
      const upload = await readUpload(request);
      const result = await uploadInitialLogo(
        app.ctx,
        claims,
        request.params.id,
        { ...upload, isSmall: request.query.isSmall },
        requestContext(request),
      );
      return reply.status(201).send(result);
    },
  );
}
