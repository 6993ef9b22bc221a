import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@cyber/domain';
import { PURGE_EVERY_MS, PURGE_QUEUE } from './documents.context.ts';
import { catalogueRoutes } from './routes/catalogue.route.ts';
import { documentRoutes } from './routes/documents.route.ts';
import { formRoutes } from './routes/forms.route.ts';
import { materialiseDemoFiles } from './services/demo-files.ts';
import { purgeDocuments } from './services/purge-documents.ts';

/** Record a document row for a stored file (claim attachments are documents of their claim). */
export { insertDocument } from './documents.repository.ts';
/** Change a document's name, type or deletion (a replaced filed copy is deleted, then purged). */
export { updateDocument } from './documents.repository.ts';
/** One document the caller may see (with its file), or undefined: evidence checks. */
export { findVisibleDocument } from './documents.repository.ts';

/**
 * Documents (spec 2 §7 Documents): search, upload, rename, download and delete documents of
 * accounts, quotes and claims; document types; the forms library (forms, form types, paper and
 * product types). Multipart parsing lives in this module's own scope (10 MB, one file).
 */
export async function documentsModule(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  documentRoutes(app);
  catalogueRoutes(app);
  formRoutes(app);

  app.ctx.jobs.register(
    PURGE_QUEUE,
    async () => {
      await purgeDocuments(app.ctx);
    },
    { everyMs: PURGE_EVERY_MS, maxAttempts: 3 },
  );
  app.addHook('onReady', async () => {
    try {
      await materialiseDemoFiles(app.ctx);
    } catch (error) {
      app.log.warn({ err: error }, 'demo document files could not be written');
    }
  });
}
