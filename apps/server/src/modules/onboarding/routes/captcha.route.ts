import type { FastifyInstance } from 'fastify';
import { CaptchaChallengeSchema } from '@cyber/domain';
import { zodApp } from '../../../lib/route.ts';
import { issueCaptcha } from '../services/captcha.ts';

export function captchaRoute(app: FastifyInstance) {
  zodApp(app).get(
    '/api/auth/v1/captcha',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'The captcha provider and, for proof of work, a single-use challenge',
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueCaptcha(app.ctx);
    },
  );
}
