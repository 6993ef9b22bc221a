import type { FastifyInstance } from 'fastify';

/** The tags-bulk-upload module: routes are registered here (one file per operation under routes/). */
export async function tagsBulkUploadModule(app: FastifyInstance) {
  void app;
}
