import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  isActingAsProvider,
  isUuid,
  MESSAGES,
  MFA_MESSAGES,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { detectFileType, newStorageKey, sha256Of } from '../../../lib/storage.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import { actorOfClaims } from '../actor.ts';
import type { MfaDeps } from '../mfa.context.ts';
import * as repo from '../mfa.repository.ts';
import type { RequestContext } from '../../../context/index.ts';

/** The URL the me call returns; `v` changes with every upload so caches refresh. */
export const avatarUrlOf = (userId: string, fileId: string) =>
  `/api/auth/v1/users/${userId}/avatar?v=${fileId}`;

/**
 * POST /api/auth/v1/me/avatar — the cropped picture. Size and real type (magic bytes) are
 * checked whatever the name says; the previous picture is removed after commit.
 */
export async function uploadAvatar(
  deps: MfaDeps,
  claims: AccessClaims,
  file: { bytes: Buffer; fileName: string },
  ctx: RequestContext,
): Promise<{ avatarUrl: string }> {
  const { db, clock, storage } = deps;
  const now = clock.now();
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', MFA_MESSAGES.avatarMissing);
  if (file.bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', MFA_MESSAGES.avatarTooLarge);
  }
  const type = detectFileType(file.bytes);
  if (!type || !(AVATAR_CONTENT_TYPES as readonly string[]).includes(type.type)) {
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.avatarWrongType);
  }
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const [own] = await repo.organisationsOf(db, user.id);
  const previous = user.avatarFileId ? await repo.findFile(db, user.avatarFileId) : undefined;

  const key = newStorageKey('avatars', type.extension, now);
  await storage.put(key, file.bytes);
  const actor = await actorOfClaims(db, claims, ctx);
  let avatarUrl: string;
  try {
    avatarUrl = await db.transaction(async (tx) => {
      const stored = await repo.insertFile(tx, {
        organisationId: own?.organisation.id ?? null,
        kind: 'avatar',
        storageKey: key,
        fileName: file.fileName.slice(0, 200) || `avatar.${type.extension}`,
        contentType: type.type,
        byteSize: file.bytes.length,
        sha256: sha256Of(file.bytes),
        uploadedBy: user.id,
        createdAt: now,
      });
      const url = avatarUrlOf(user.id, stored.id);
      await repo.updateUser(tx, user.id, {
        avatarFileId: stored.id,
        avatarUrl: url,
        updatedAt: now,
      });
      if (previous) await repo.deleteFile(tx, previous.id);
      await recordAudit(
        tx,
        actor,
        {
          action: 'user.avatar.updated',
          entityType: 'user',
          entityId: user.id,
          before: { avatarFileId: user.avatarFileId },
          after: { avatarFileId: stored.id, contentType: type.type, byteSize: file.bytes.length },
        },
        now,
      );
      return url;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous.storageKey);
  return { avatarUrl };
}

/** DELETE /api/auth/v1/me/avatar — back to initials. */
export async function deleteAvatar(deps: MfaDeps, claims: AccessClaims, ctx: RequestContext) {
  const { db, clock, storage } = deps;
  const now = clock.now();
  const user = await repo.findUser(db, claims.sub);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const previous = user.avatarFileId ? await repo.findFile(db, user.avatarFileId) : undefined;
  const actor = await actorOfClaims(db, claims, ctx);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { avatarFileId: null, avatarUrl: null, updatedAt: now });
    if (previous) await repo.deleteFile(tx, previous.id);
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.avatar.deleted',
        entityType: 'user',
        entityId: user.id,
        before: { avatarFileId: user.avatarFileId },
        after: { avatarFileId: null },
      },
      now,
    );
  });
  if (previous) await storage.remove(previous.storageKey);
}

/**
 * GET /api/auth/v1/users/{id}/avatar — for signed-in users of an organisation the owner belongs
 * to (the account acted in), provider staff any. Anything else is a 404, as is no picture.
 */
export async function getAvatar(deps: MfaDeps, claims: AccessClaims, userId: string) {
  const { db, storage } = deps;
  const notFound = new AppError('NOT_FOUND', MESSAGES.notFound);
  if (!isUuid(userId)) throw notFound;
  const allowed =
    userId === claims.sub ||
    isActingAsProvider(claims) ||
    (await repo.isMemberOfAny(db, userId, [claims.accountId]));
  if (!allowed) throw notFound;
  const user = await repo.findUser(db, userId);
  const file = user?.avatarFileId ? await repo.findFile(db, user.avatarFileId) : undefined;
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound;
  return { bytes, contentType: file.contentType, etag: file.sha256 };
}
