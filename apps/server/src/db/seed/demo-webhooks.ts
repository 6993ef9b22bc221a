import type { Tx } from '../client.ts';

/** Demo webhooks (filled by the feature). */
export async function seedDemoWebhooks(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  void tx;
  void options;
}
