import type { FastifyInstance } from 'fastify';

/** Placeholder: filled by its feature. */
export async function engagementModule(app: FastifyInstance) {
  void app;
}
