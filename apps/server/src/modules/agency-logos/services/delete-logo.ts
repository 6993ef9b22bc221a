import { LOGO_MESSAGES, type LogoSize } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../agency-logos.repository.ts';
import { agencyInScope, logoActor, removeBytes, type LogoDeps } from '../agency-logos.context.ts';
import type { RequestContext } from '../../../context/index.ts';

/** Remove an agency's small or medium logo; a 404 when it has none. Audited. */
export async function deleteAgencyLogo(
  deps: LogoDeps,
  claims: AccessClaims,
  agencyId: string,
  size: LogoSize,
  ctx: RequestContext,
): Promise<void> {
  const agency = await agencyInScope(deps, claims, agencyId);
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const current = await repo.findOrganisation(tx, agency.id);
    const fileId = size === 'small' ? current?.logoSmallFileId : current?.logoMediumFileId;
    if (!fileId) throw new AppError('NOT_FOUND', LOGO_MESSAGES.notFound);
    const file = await repo.findStoredFile(tx, fileId);
    await repo.setLogoFile(tx, agency.id, size, null, now);
    if (file) await repo.deleteStoredFile(tx, file.id);
    await recordAudit(
      tx,
      logoActor(claims, ctx),
      {
        action: 'agency.logo.delete',
        entityType: 'organisation',
        entityId: agency.id,
        before: { size, fileId },
        after: { size, fileId: null },
      },
      now,
    );
    return file ? [file.storageKey] : [];
  });
  await removeBytes(deps.storage, removed);
}
