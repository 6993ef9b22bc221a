import { createHash, randomBytes } from 'node:crypto';
import { ONBOARDING_MESSAGES, leadingZeroBits, type CaptchaChallenge } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { consumeAuthToken, issueAuthToken, lookupAuthToken } from '../../../lib/one-time.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';

/** A proof-of-work challenge lives ten minutes; it is used once. */
const POW_TTL_MS = 10 * 60_000;

const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

type CaptchaDeps = Pick<OnboardingDeps, 'db' | 'clock' | 'config'>;

/**
 * What the client needs to produce a captcha token, per `CAPTCHA_PROVIDER`: a proof-of-work
 * challenge (stored single-use), nothing (dev), or the provider's site key.
 */
export async function issueCaptcha(deps: CaptchaDeps): Promise<CaptchaChallenge> {
  const { config } = deps;
  switch (config.CAPTCHA_PROVIDER) {
    case 'pow': {
      const salt = randomBytes(16).toString('hex');
      const bits = config.CAPTCHA_POW_BITS;
      const { token } = await issueAuthToken(deps.db, {
        purpose: 'CAPTCHA',
        now: deps.clock.now(),
        ttlMs: POW_TTL_MS,
        data: { salt, bits },
      });
      return { provider: 'pow', challenge: { id: token, salt, bits } };
    }
    case 'dev':
      return { provider: 'dev' };
    case 'turnstile':
    case 'recaptcha':
      return { provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY ?? '' };
  }
}

const unverified = () => new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.captchaUnverified);

async function verifyProofOfWork(deps: CaptchaDeps, token: string) {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  const nonce = token.slice(dot + 1);
  if (dot <= 0 || !/^[0-9]{1,16}$/.test(nonce)) throw unverified();
  const now = deps.clock.now();
  const found = await lookupAuthToken(deps.db, 'CAPTCHA', id, now);
  if (found.status !== 'valid') throw unverified();
  const { salt, bits } = found.row.data as { salt?: unknown; bits?: unknown };
  if (typeof salt !== 'string' || typeof bits !== 'number') throw unverified();
  const digest = createHash('sha256').update(`${salt}${nonce}`).digest();
  if (leadingZeroBits(digest) < bits) throw unverified();
  // Used once, even by two requests racing with the same solution.
  if (!(await consumeAuthToken(deps.db, found.row.id, now))) throw unverified();
}

async function verifyWithProvider(
  deps: CaptchaDeps,
  provider: 'turnstile' | 'recaptcha',
  token: string,
  ip: string,
) {
  const form = new URLSearchParams({
    secret: deps.config.CAPTCHA_SECRET ?? '',
    response: token,
    remoteip: ip,
  });
  let body: { success?: unknown };
  try {
    const response = await fetch(SITEVERIFY_URLS[provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    body = (await response.json()) as { success?: unknown };
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', ONBOARDING_MESSAGES.forgotPasswordFailed);
  }
  if (body.success !== true) throw unverified();
}

/** Check a captcha token once; 400 when missing, wrong, expired or already used. */
export async function verifyCaptcha(deps: CaptchaDeps, token: string | undefined, ip: string) {
  const provider = deps.config.CAPTCHA_PROVIDER;
  if (provider === 'dev') return;
  if (!token) throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.captchaRequired);
  if (provider === 'pow') return verifyProofOfWork(deps, token);
  return verifyWithProvider(deps, provider, token, ip);
}
