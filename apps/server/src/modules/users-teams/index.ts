import type { FastifyInstance } from 'fastify';

/** The users-teams module: routes are registered here (one file per operation under routes/). */
export async function usersTeamsModule(app: FastifyInstance) {
  void app;
}
