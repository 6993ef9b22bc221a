import { LOGO_MESSAGES, type LogoSize } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../agency-logos.repository.ts';
import { agencyInScope, type LogoDeps } from '../agency-logos.context.ts';

/** The bytes of an agency's small or medium logo, for that agency's users and provider staff. */
export async function getAgencyLogo(
  deps: LogoDeps,
  claims: AccessClaims,
  agencyId: string,
  size: LogoSize,
) {
  const agency = await agencyInScope(deps, claims, agencyId);
  const fileId = size === 'small' ? agency.logoSmallFileId : agency.logoMediumFileId;
  const file = fileId ? await repo.findStoredFile(deps.db, fileId) : undefined;
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw new AppError('NOT_FOUND', LOGO_MESSAGES.notFound);
  return { bytes, contentType: file.contentType, etag: `"${file.sha256}"` };
}
