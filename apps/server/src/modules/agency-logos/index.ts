import type { FastifyInstance } from 'fastify';

/** The agency-logos module: routes are registered here (one file per operation under routes/). */
export async function agencyLogosModule(app: FastifyInstance) {
  void app;
}
