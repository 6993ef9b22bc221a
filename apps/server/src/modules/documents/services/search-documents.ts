import type { DocumentPage, DocumentSearchQuerySchema } from '@cyber/domain';
import type { z } from 'zod';
import { toPage } from '../../../lib/paging.ts';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import { toDocumentView } from './document-view.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

/** GET /api/docs/v1/search: one page of the documents the caller may see. */
export async function searchDocuments(
  deps: Pick<DocumentsDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof DocumentSearchQuerySchema>,
): Promise<DocumentPage> {
  const { rows, total } = await repo.searchDocuments(deps.db, scopeOf(caller), query, query);
  return toPage(
    rows.map((row) => toDocumentView(caller, row)),
    total,
    query,
  );
}
