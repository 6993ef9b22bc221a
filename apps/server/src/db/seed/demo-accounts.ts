import type { Tx } from '../client.ts';

/**
 * Demo insured accounts (DESIGN §6): seeded with the demo organisations, on an empty database
 * only. `orgIds` maps the demo organisations' refs to their ids.
 */
export async function seedDemoAccounts(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  void tx;
  void options;
}
