import type { FastifyInstance } from 'fastify';

/** Placeholder: filled by its feature. */
export async function webhooksModule(app: FastifyInstance) {
  void app;
}
