import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AvatarUploadResponseSchema,
  MFA_MESSAGES,
  ProfileSchema,
  UpdateProfileRequestSchema,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { deleteAvatar, getAvatar, uploadAvatar } from '../services/avatar.ts';
import { updateProfile } from '../services/update-profile.ts';
import { requestContext, requireAuth } from '../../../context/index.ts';

/** The signed-in user's own profile and picture, and pictures of colleagues. */
export function profileRoutes(app: FastifyInstance) {
  zodApp(app).put(
    '/api/auth/v1/me',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['profile'],
        summary: 'Update your names and phone',
        body: UpdateProfileRequestSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      updateProfile(app.ctx, requireAuth(request), request.body, requestContext(request)),
  );

  zodApp(app).post(
    '/api/auth/v1/me/avatar',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['profile'],
        summary: 'Upload your picture (multipart field "file"; PNG, JPEG or GIF, 2 MB at most)',
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarUploadResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const claims = requireAuth(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MFA_MESSAGES.avatarMissing);
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', MFA_MESSAGES.avatarMissing);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', MFA_MESSAGES.avatarTooLarge);
        }
        throw error;
      }
      return uploadAvatar(
        app.ctx,
        claims,
        { bytes, fileName: part.filename ?? '' },
        requestContext(request),
      );
    },
  );

  zodApp(app).delete(
    '/api/auth/v1/me/avatar',
    {
      config: { permission: 'profile:manage' },
      schema: {
        tags: ['profile'],
        summary: 'Remove your picture',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAvatar(app.ctx, requireAuth(request), requestContext(request));
      return reply.status(204).send(null);
    },
  );

  zodApp(app).get(
    '/api/auth/v1/users/:id/avatar',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: "A user's picture (same organisation; provider staff any)",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.any().describe('The image bytes'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const avatar = await getAvatar(app.ctx, requireAuth(request), request.params.id);
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('etag', `"${avatar.etag}"`)
        .send(avatar.bytes);
    },
  );
}
