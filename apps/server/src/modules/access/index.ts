import type { FastifyInstance } from 'fastify';

/** The access module: routes are registered here (one file per operation under routes/). */
export async function accessModule(app: FastifyInstance) {
  void app;
}
