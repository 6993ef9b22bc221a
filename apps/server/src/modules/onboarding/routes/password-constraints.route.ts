import type { FastifyInstance } from 'fastify';
import { PASSWORD_CONSTRAINTS, PasswordConstraintListSchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';

export function passwordConstraintsRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/password-constraints',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'The rules a password must meet',
        response: { 200: PasswordConstraintListSchema },
      },
    },
    async () => PASSWORD_CONSTRAINTS.map((c) => ({ ...c })),
  );
}
