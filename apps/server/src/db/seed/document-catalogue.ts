import type { Database } from '../client.ts';

/** Document types, form types (reference data kept in step on every start; filled by the feature). */
export async function syncDocumentCatalogue(db: Database): Promise<void> {
  void db;
}
