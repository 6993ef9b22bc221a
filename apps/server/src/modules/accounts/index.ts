import type { FastifyInstance } from 'fastify';

/** The accounts module: routes are registered here (one file per operation under routes/). */
export async function accountsModule(app: FastifyInstance) {
  void app;
}
