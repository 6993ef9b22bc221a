import type { FastifyInstance } from 'fastify';

/** Placeholder: filled by its feature. */
export async function connectorsModule(app: FastifyInstance) {
  void app;
}
