import type { FastifyInstance } from 'fastify';

/** The agencies module: routes are registered here (one file per operation under routes/). */
export async function agenciesModule(app: FastifyInstance) {
  void app;
}
