import type { Tx } from '../client.ts';

/** Demo documents (filled by the feature). */
export async function seedDemoDocuments(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  void tx;
  void options;
}
