import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LOGO_UPLOAD_MAX_BYTES } from '@cyber/domain';
import { cropLogoRoute } from './routes/crop-logo.route.ts';
import { deleteLogoRoutes } from './routes/delete-logo.route.ts';
import { getLogoRoutes } from './routes/get-logo.route.ts';
import { uploadInitialLogoRoute } from './routes/upload-initial-logo.route.ts';

/**
 * Agency logos (spec 1 §7 "Logos and pictures"). Multipart parsing is registered here, inside
 * this module's own scope, so no other route accepts file uploads by accident.
 */
export async function agencyLogosModule(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LOGO_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  uploadInitialLogoRoute(app);
  cropLogoRoute(app);
  getLogoRoutes(app);
  deleteLogoRoutes(app);
}
