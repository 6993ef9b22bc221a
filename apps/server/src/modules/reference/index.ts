import type { FastifyInstance } from 'fastify';

/** The reference module: routes are registered here (one file per operation under routes/). */
export async function referenceModule(app: FastifyInstance) {
  void app;
}
