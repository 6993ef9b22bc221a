import type { FastifyInstance } from 'fastify';

/** The licenses module: routes are registered here (one file per operation under routes/). */
export async function licensesModule(app: FastifyInstance) {
  void app;
}
