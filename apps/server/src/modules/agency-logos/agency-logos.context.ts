import { isActingAsProvider, LOGO_MESSAGES, type LogoSize } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AuditActor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import * as repo from './agency-logos.repository.ts';
import type { RequestContext } from '../../context/index.ts';

export type LogoDeps = { db: Database; clock: Clock; storage: FileStorage };

/** stored_files kinds: the uploaded original per size, and the cropped logo. */
export const initialKindOf = (size: LogoSize) => `logo-initial-${size}`;
export const logoKindOf = (size: LogoSize) => `logo-${size}`;
export const sizeOf = (isSmall: boolean): LogoSize => (isSmall ? 'small' : 'medium');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The agency a caller may act on. Provider staff (acting as the provider) reach every agency;
 * anyone else only the agency they act in. Anything else — another agency, an organisation that
 * is not an agency, an id that does not exist — is a 404 that confirms nothing.
 */
export async function agencyInScope(deps: Pick<LogoDeps, 'db'>, claims: AccessClaims, id: string) {
  const notFound = () => new AppError('NOT_FOUND', LOGO_MESSAGES.notFound);
  if (!UUID.test(id)) throw notFound();
  if (!isActingAsProvider(claims) && claims.accountId !== id) throw notFound();
  const agency = await repo.findOrganisation(deps.db, id);
  if (!agency || agency.accountType !== 'AGENCY') throw notFound();
  return agency;
}

export const logoActor = (claims: AccessClaims, ctx: RequestContext): AuditActor =>
  actorOf({ userId: claims.sub, accountId: claims.accountId, subscriberAccountId: null }, ctx);

/** Remove file bytes after the transaction that dropped their rows has committed. */
export async function removeBytes(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
