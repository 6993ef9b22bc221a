import { LOGO_MESSAGES, LOGO_UPLOAD_TYPES, type UploadedLogo } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { detectFileType, newStorageKey, sha256Of } from '../../../lib/storage.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../agency-logos.repository.ts';
import {
  agencyInScope,
  initialKindOf,
  logoActor,
  removeBytes,
  sizeOf,
  type LogoDeps,
} from '../agency-logos.context.ts';
import { measureImage } from './logo-image.ts';
import type { RequestContext } from '../../../context/index.ts';

export type UploadInput = { bytes: Buffer; fileName: string; isSmall: boolean };

/**
 * Keep the original image an agency uploads (checked by its bytes, not its name), ready to be
 * cropped into the small or medium logo. A newer original replaces the older one.
 */
export async function uploadInitialLogo(
  deps: LogoDeps,
  claims: AccessClaims,
  agencyId: string,
  input: UploadInput,
  ctx: RequestContext,
): Promise<UploadedLogo> {
  const agency = await agencyInScope(deps, claims, agencyId);
  if (input.bytes.length === 0) throw new AppError('BAD_REQUEST', LOGO_MESSAGES.emptyFile);
  const type = detectFileType(input.bytes);
  if (!type || !(LOGO_UPLOAD_TYPES as readonly string[]).includes(type.type)) {
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.wrongType);
  }
  const { width, height } = await measureImage(input.bytes);
  const size = sizeOf(input.isSmall);
  const now = deps.clock.now();
  const storageKey = newStorageKey('logos', type.extension, now);
  await deps.storage.put(storageKey, input.bytes);

  let replaced: string[] = [];
  try {
    const file = await deps.db.transaction(async (tx) => {
      const older = await repo.listFilesOfKind(tx, agency.id, initialKindOf(size));
      const row = await repo.insertStoredFile(tx, {
        organisationId: agency.id,
        kind: initialKindOf(size),
        storageKey,
        fileName: input.fileName.slice(0, 255) || `logo.${type.extension}`,
        contentType: type.type,
        byteSize: input.bytes.length,
        sha256: sha256Of(input.bytes),
        uploadedBy: claims.sub,
        createdAt: now,
      });
      for (const old of older) await repo.deleteStoredFile(tx, old.id);
      replaced = older.map((o) => o.storageKey);
      await recordAudit(
        tx,
        logoActor(claims, ctx),
        {
          action: 'agency.logo.upload',
          entityType: 'organisation',
          entityId: agency.id,
          after: {
            size,
            fileId: row.id,
            contentType: type.type,
            byteSize: row.byteSize,
            width,
            height,
          },
        },
        now,
      );
      return row;
    });
    await removeBytes(deps.storage, replaced);
    return {
      fileId: file.id,
      size,
      contentType: file.contentType,
      byteSize: file.byteSize,
      width,
      height,
    };
  } catch (error) {
    await removeBytes(deps.storage, [storageKey]);
    throw error;
  }
}
