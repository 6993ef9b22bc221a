import { CaptchaChallengeSchema, type CaptchaChallenge } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/captcha: the provider, and for proof of work a single-use challenge. */
export async function getCaptcha(): Promise<CaptchaChallenge> {
  const data = await apiClient.get<unknown>('/api/auth/v1/captcha');
  return CaptchaChallengeSchema.parse(data);
}
