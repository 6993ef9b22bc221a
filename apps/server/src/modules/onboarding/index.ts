import type { FastifyInstance } from 'fastify';

/** The onboarding module: routes are registered here (one file per operation under routes/). */
export async function onboardingModule(app: FastifyInstance) {
  void app;
}
