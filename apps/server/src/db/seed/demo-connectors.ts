import type { Tx } from '../client.ts';

/** Demo connections (filled by the feature). */
export async function seedDemoConnectors(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  void tx;
  void options;
}
