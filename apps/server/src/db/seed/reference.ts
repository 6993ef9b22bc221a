import type { Database } from '../client.ts';

/**
 * Reference data kept in step with the code at every start (idempotent): US states and DC with
 * their time zones, 2022 NAICS and UK SIC 2007 industry codes.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  void db;
}
