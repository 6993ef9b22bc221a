import type { FastifyInstance } from 'fastify';

/** The mfa module: routes are registered here (one file per operation under routes/). */
export async function mfaModule(app: FastifyInstance) {
  void app;
}
