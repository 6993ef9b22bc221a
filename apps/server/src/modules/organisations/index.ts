import type { FastifyInstance } from 'fastify';

/** The organisations module: routes are registered here (one file per operation under routes/). */
export async function organisationsModule(app: FastifyInstance) {
  void app;
}
