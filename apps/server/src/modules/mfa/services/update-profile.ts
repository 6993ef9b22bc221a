import { MESSAGES, MFA_MESSAGES, type Profile, type UpdateProfileRequest } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import { actorOfClaims } from '../actor.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import { toE164 } from '../phone.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * PUT /api/auth/v1/me — the signed-in user's names and phone (stored in E.164). While texts are
 * the user's second factor the phone can only change by verifying a new one (MFA tab): otherwise
 * a stolen session could redirect the sign-in codes.
 */
export async function updateProfile(
  deps: MfaDeps,
  claims: AccessClaims,
  input: UpdateProfileRequest,
  ctx: RequestContext,
): Promise<Profile> {
  const { db, clock } = deps;
  const now = clock.now();
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const [own] = await repo.organisationsOf(db, user.id);

  let phone: string | null = user.phone;
  if (input.phone !== undefined) {
    const typed = input.phone?.trim() ?? '';
    phone = typed ? toE164(typed, own?.organisation.region) : null;
    if (typed && !phone) throw new AppError('BAD_REQUEST', MFA_MESSAGES.phoneInvalid);
    const current = user.phone ? toE164(user.phone, own?.organisation.region) : null;
    if (user.mfaType === 'SMS' && phone !== current) {
      throw new AppError('CONFLICT', MFA_MESSAGES.phoneLockedBySms);
    }
    if (phone === current) phone = user.phone;
  }
  const after = {
    firstName: input.firstName,
    middleName: input.middleName?.trim() ? input.middleName : null,
    lastName: input.lastName,
    phone,
  };
  const actor = await actorOfClaims(db, claims, ctx);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { ...after, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.profile.updated',
        entityType: 'user',
        entityId: user.id,
        before: {
          firstName: user.firstName,
          middleName: user.middleName,
          lastName: user.lastName,
          phone: user.phone,
        },
        after,
      },
      now,
    );
  });
  return { ...after, email: user.email, avatarUrl: user.avatarUrl };
}
