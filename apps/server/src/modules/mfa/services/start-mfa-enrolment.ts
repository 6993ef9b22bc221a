import QRCode from 'qrcode';
import {
  MESSAGES,
  MFA_MESSAGES,
  TOTP_ENROLMENT_TTL_MINUTES,
  maskEmail,
  maskPhone,
  type MfaEnrolType,
  type MfaUpdateBody,
  type MfaUpdateResponse,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { keyedHash } from '../../../lib/crypto.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { assertCanSend, issueCode } from '../one-time-codes.ts';
import { toE164 } from '../phone.ts';
import { newTotpSecret, otpauthUrl } from '../totp.ts';

/**
 * PUT /api/auth/v1/mfa/update?mfaType= — begin setting up a factor. Nothing changes on the user
 * until it is verified: GOOGLE keeps a new secret (sealed) pending in one_time_codes.data; SMS
 * and EMAIL send a code (and SMS keeps the new phone pending).
 */
export async function startMfaEnrolment(
  deps: MfaDeps,
  claims: AccessClaims,
  mfaType: MfaEnrolType,
  body: MfaUpdateBody,
): Promise<MfaUpdateResponse> {
  const { db, clock, config, secrets } = deps;
  const now = clock.now();
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const [own] = await repo.organisationsOf(db, user.id);
  const organisationId = own?.organisation.id ?? null;

  if (mfaType === 'GOOGLE') {
    const secret = newTotpSecret();
    const url = otpauthUrl(user.email, secret);
    const expiresAt = new Date(now.getTime() + TOTP_ENROLMENT_TTL_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await repo.voidCodes(tx, user.id, 'MFA_ENROL', now);
      await repo.insertCode(tx, {
        userId: user.id,
        purpose: 'MFA_ENROL',
        channel: 'TOTP',
        // No code is sent for an authenticator; the hash only ties the row to its secret.
        codeHash: keyedHash(config.JWT_SECRET, `totp:${secret}`),
        data: { secret: secrets.seal(secret) },
        createdAt: now,
        expiresAt,
      });
    });
    return {
      mfaType,
      secret,
      otpauthUrl: url,
      qrCode: await QRCode.toDataURL(url, { margin: 1, width: 220 }),
      expiresAt: expiresAt.toISOString(),
    };
  }

  let to = user.email;
  let data: Record<string, unknown> = {};
  if (mfaType === 'SMS') {
    const typed = body?.phone?.trim();
    if (!typed) throw new AppError('BAD_REQUEST', MFA_MESSAGES.phoneRequired);
    const phone = toE164(typed, own?.organisation.region);
    if (!phone) throw new AppError('BAD_REQUEST', MFA_MESSAGES.phoneInvalid);
    to = phone;
    data = { phone };
  }
  await assertCanSend(deps, user.id, 'MFA_ENROL');
  const row = await db.transaction((tx) =>
    issueCode(deps, tx, {
      userId: user.id,
      organisationId,
      purpose: 'MFA_ENROL',
      channel: mfaType,
      to,
      greeting: `Hello ${user.firstName},`,
      reason: mfaType === 'SMS' ? 'turn on text-message codes' : 'turn on email codes',
      data,
    }),
  );
  deps.messenger.kick();
  return {
    mfaType,
    sentTo: mfaType === 'SMS' ? maskPhone(to) : maskEmail(to),
    expiresAt: row.expiresAt.toISOString(),
  };
}
