import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { FileStorage } from '../../lib/storage.ts';

export type DocumentsDeps = { db: Database; clock: Clock; storage: FileStorage; jobs: Jobs };

/** Recurring job: temp documents older than a day and deleted documents are purged. */
export const PURGE_QUEUE = 'documents.purge';
export const PURGE_EVERY_MS = 60 * 60_000;
export const TEMP_TTL_MS = 24 * 60 * 60_000;
/** Deleted documents keep their bytes this long (audit look-backs), then both go. */
export const DELETED_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** stored_files kinds of this module. */
export const DOCUMENT_FILE_KIND = 'document';
export const FORM_FILE_KIND = 'form';
