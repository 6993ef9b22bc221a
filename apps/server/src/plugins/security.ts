import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@cyber/domain';

/**
 * Security headers with a strict Content-Security-Policy, and a per-IP request budget.
 * Styles allow 'unsafe-inline' because the component library injects its styles at run time.
 */
/** Origins a real captcha provider needs for its script and its challenge frame. */
const CAPTCHA_ORIGINS: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
};

/**
 * Origins Stripe.js needs when Stripe takes the payments (decision 059): its script, the frames of
 * its card Element and 3-D Secure, and its API (the browser creates PaymentMethods there).
 */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const NO_ORIGINS = { script: [], frame: [], connect: [] };

/** Browser features the app never uses, turned off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export type SecurityOptions = {
  perMinute: number;
  captchaProvider?: string;
  /** The payment processor (decision 059): Stripe's origins are allowed only when it is chosen. */
  paymentProcessor?: string | undefined;
  /**
   * Where the budget is counted when several nodes must share it (decision 064): a store class
   * (the database's) or a Redis client; neither: this process's memory.
   */
  budget?: { store?: FastifyRateLimitStoreCtor; redis?: Redis };
};

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const captcha = CAPTCHA_ORIGINS[opts.captchaProvider ?? ''] ?? [];
  const stripe = opts.paymentProcessor === 'stripe' ? STRIPE_ORIGINS : NO_ORIGINS;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha, ...stripe.script],
        frameSrc: ["'self'", ...captcha, ...stripe.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha, ...stripe.connect],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // No browser feature the platform does not use; API answers (tokens, personal data) are never
  // stored by a browser or a proxy unless a route says otherwise (public images do).
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    // Only the API is budgeted: every page load fetches its static files too.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(opts.budget?.store ? { store: opts.budget.store } : {}),
    ...(opts.budget?.redis ? { redis: opts.budget.redis, nameSpace: 'cyber-budget:' } : {}),
    // A shared store that fails (Redis unreachable, the database busy) lets the request through,
    // logged: the budget protects the service, it must not become the outage.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.rateLimited,
    }),
  });
});
