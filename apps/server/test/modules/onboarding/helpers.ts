import { createHash } from 'node:crypto';
import { leadingZeroBits, type CaptchaChallenge, type Invitation } from '@cyber/domain';
import type { TestApp } from '../../helper.ts';

/** The token at the end of an e-mailed link path (`/signup-validation/{token}` …). */
export const tokenOf = (link: URL) =>
  link.searchParams.get('token') ?? decodeURIComponent(link.pathname.split('/').pop() ?? '');

/** The invitation code an e-mail shows (XXXX-XXXX). */
export const invitationCodeIn = (text: string) =>
  /Your invitation code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1] ?? null;

/** Invite someone as a signed-in admin; returns the response. */
export async function invite(
  t: TestApp,
  as: string,
  body: Record<string, unknown>,
  signedIn?: Awaited<ReturnType<TestApp['signIn']>>,
) {
  const session = signedIn ?? (await t.signIn(as));
  return session.inject({ method: 'POST', url: '/api/auth/v1/invitations', payload: body });
}

/** Invite and return the created invitation plus its link token and code from the e-mail. */
export async function inviteAndRead(t: TestApp, as: string, body: Record<string, unknown>) {
  const res = await invite(t, as, body);
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const invitation = res.json<Invitation>();
  const message = await t.lastMessage(invitation.email, 'invitation');
  const link = await t.linkIn(invitation.email, 'invitation');
  return { invitation, token: tokenOf(link), code: invitationCodeIn(message.text)!, link };
}

/** Solve a proof-of-work challenge the way the browser does. */
export function solvePow(challenge: Extract<CaptchaChallenge, { provider: 'pow' }>['challenge']) {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge.salt}${nonce}`).digest();
    if (leadingZeroBits(digest) >= challenge.bits) return `${challenge.id}.${nonce}`;
  }
}

/** A fresh captcha token from the server's challenge. */
export async function captchaToken(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/v1/captcha' });
  const body = res.json<CaptchaChallenge>();
  if (body.provider !== 'pow') throw new Error(`expected pow, got ${body.provider}`);
  return solvePow(body.challenge);
}

export const NEW_PASSWORD = 'Harbour-Lights-42';
