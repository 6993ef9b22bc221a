import { LOGO_MESSAGES, type CroppedLogo } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { newStorageKey, sha256Of } from '../../../lib/storage.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../agency-logos.repository.ts';
import {
  agencyInScope,
  initialKindOf,
  logoActor,
  logoKindOf,
  removeBytes,
  sizeOf,
  type LogoDeps,
} from '../agency-logos.context.ts';
import { cropLogo as cropImage, measureImage } from './logo-image.ts';
import type { RequestContext } from '../../../context/index.ts';

export type CropInput = {
  agencyId: string;
  isSmall: boolean;
  xCoordinate: number;
  yCoordinate: number;
  width: number;
  height: number;
};

/**
 * Crop the latest uploaded original into the small (header) or medium (documents) logo, within
 * that size's pixel box and byte limit, and make it the agency's logo of that size.
 */
export async function cropAgencyLogo(
  deps: LogoDeps,
  claims: AccessClaims,
  input: CropInput,
  ctx: RequestContext,
): Promise<CroppedLogo> {
  const agency = await agencyInScope(deps, claims, input.agencyId);
  const size = sizeOf(input.isSmall);
  const [original] = await repo.listFilesOfKind(deps.db, agency.id, initialKindOf(size));
  const bytes = original ? await deps.storage.get(original.storageKey) : null;
  if (!original || !bytes) throw new AppError('BAD_REQUEST', LOGO_MESSAGES.noOriginal);

  const source = await measureImage(bytes);
  if (
    input.xCoordinate + input.width > source.width ||
    input.yCoordinate + input.height > source.height
  ) {
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.cropOutside, {
      detail: `The uploaded image is ${source.width}×${source.height} pixels.`,
    });
  }
  const logo = await cropImage(
    bytes,
    { left: input.xCoordinate, top: input.yCoordinate, width: input.width, height: input.height },
    size,
  );

  const now = deps.clock.now();
  const storageKey = newStorageKey('logos', logo.extension, now);
  await deps.storage.put(storageKey, logo.bytes);
  let replaced: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const current = await repo.findOrganisation(tx, agency.id);
      const previousId = size === 'small' ? current?.logoSmallFileId : current?.logoMediumFileId;
      const row = await repo.insertStoredFile(tx, {
        organisationId: agency.id,
        kind: logoKindOf(size),
        storageKey,
        fileName: `logo-${size}.${logo.extension}`,
        contentType: logo.contentType,
        byteSize: logo.bytes.length,
        sha256: sha256Of(logo.bytes),
        uploadedBy: claims.sub,
        createdAt: now,
      });
      await repo.setLogoFile(tx, agency.id, size, row.id, now);
      const previous = previousId ? await repo.findStoredFile(tx, previousId) : undefined;
      if (previous) {
        await repo.deleteStoredFile(tx, previous.id);
        replaced = [previous.storageKey];
      }
      await recordAudit(
        tx,
        logoActor(claims, ctx),
        {
          action: 'agency.logo.crop',
          entityType: 'organisation',
          entityId: agency.id,
          before: { size, fileId: previousId ?? null },
          after: {
            size,
            fileId: row.id,
            crop: {
              x: input.xCoordinate,
              y: input.yCoordinate,
              width: input.width,
              height: input.height,
            },
            contentType: logo.contentType,
            byteSize: row.byteSize,
            width: logo.width,
            height: logo.height,
          },
        },
        now,
      );
    });
  } catch (error) {
    await removeBytes(deps.storage, [storageKey]);
    throw error;
  }
  await removeBytes(deps.storage, replaced);
  return {
    size,
    contentType: logo.contentType,
    byteSize: logo.bytes.length,
    width: logo.width,
    height: logo.height,
  };
}
