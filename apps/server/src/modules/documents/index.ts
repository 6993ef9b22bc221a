import type { FastifyInstance } from 'fastify';

/** Placeholder: filled by its feature. */
export async function documentsModule(app: FastifyInstance) {
  void app;
}
