import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BULK_UPLOAD_MAX_BYTES } from '@cyber/domain';
import { accountTagsRoute } from './routes/account-tags.route.ts';
import { applyTagsRoute } from './routes/apply-tags.route.ts';
import { createTagRoute } from './routes/create-tag.route.ts';
import { deleteTagsRoute } from './routes/delete-tags.route.ts';
import { downloadReportRoute } from './routes/download-report.route.ts';
import { downloadTemplateRoute } from './routes/download-template.route.ts';
import { getUploadRoute } from './routes/get-upload.route.ts';
import { listTagsRoute } from './routes/list-tags.route.ts';
import { listUploadsRoute } from './routes/list-uploads.route.ts';
import { updateTagRoute } from './routes/update-tag.route.ts';
import { uploadAccountsRoute } from './routes/upload-accounts.route.ts';
import { failInterruptedUploads, registerUploadRecovery } from './services/recover-uploads.ts';

export { failInterruptedUploads } from './services/recover-uploads.ts';

/**
 * Tags and bulk upload of accounts (spec 2 §2–§7, decision 016). Multipart parsing is
 * registered inside this module's scope with the 5 MB limit of spec 2 §5.
 */
export async function tagsBulkUploadModule(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  listTagsRoute(app);
  createTagRoute(app);
  updateTagRoute(app);
  deleteTagsRoute(app);
  applyTagsRoute(app);
  accountTagsRoute(app);
  uploadAccountsRoute(app);
  listUploadsRoute(app);
  getUploadRoute(app);
  downloadReportRoute(app);
  downloadTemplateRoute(app);
  registerUploadRecovery(app.ctx);
  // The embedded database has one process (its directory is locked): whatever it finds
  // PROCESSING at start was cut off by a crash.
  if (app.ctx.database.driver === 'pglite') {
    await failInterruptedUploads(app.ctx, { all: true });
  }
}
