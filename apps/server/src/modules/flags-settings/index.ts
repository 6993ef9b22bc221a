import type { FastifyInstance } from 'fastify';

/** The flags-settings module: routes are registered here (one file per operation under routes/). */
export async function flagsSettingsModule(app: FastifyInstance) {
  void app;
}
