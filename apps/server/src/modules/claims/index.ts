import type { FastifyInstance } from 'fastify';

/** Placeholder: filled by its feature. */
export async function claimsModule(app: FastifyInstance) {
  void app;
}
