import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import { requestActor, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';

export type DocumentsDeps = { db: Database; clock: Clock; storage: FileStorage; jobs: Jobs };

/** A signed-in caller of the documents API. */
export type Caller = { claims: AccessClaims; actor: Actor };

export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
});

/** Whose documents a call may see: the organisation acted in and its type. */
export type DocumentScope = { organisationId: string; accountType: AccessClaims['accountType'] };

export const scopeOf = (caller: Caller): DocumentScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});

export const isProviderStaff = (caller: Caller) => caller.claims.accountType === 'COWBELL';

/** A provider admin (super admin): may delete any document it can see. */
export const isProviderAdmin = (caller: Caller) =>
  isProviderStaff(caller) && caller.claims.scopes.includes('role:admin');

/** Recurring job: temp documents older than a day and deleted documents are purged. */
export const PURGE_QUEUE = 'documents.purge';
export const PURGE_EVERY_MS = 60 * 60_000;
export const TEMP_TTL_MS = 24 * 60 * 60_000;
/** Deleted documents keep their bytes this long (audit look-backs), then both go. */
export const DELETED_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** stored_files kinds of this module. */
export const DOCUMENT_FILE_KIND = 'document';
export const FORM_FILE_KIND = 'form';
