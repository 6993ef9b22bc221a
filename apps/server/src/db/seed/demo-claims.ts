import type { Tx } from '../client.ts';

/** Demo claims (filled by the feature). */
export async function seedDemoClaims(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  void tx;
  void options;
}
