import type { Tx } from '../client.ts';
import { webhooks } from '../schema/index.ts';

/**
 * One demo webhook for the demo agency. It points at a reserved `.invalid` host, is inactive and
 * has no secret yet (secrets are sealed with the deployment's key, which the seed does not hold),
 * so a fresh start never tries to call the internet; an admin sets a real receiver on edit.
 */
export async function seedDemoWebhooks(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const harbor = options.orgIds.get('harbor');
  if (!harbor) return;
  await tx.insert(webhooks).values({
    companyName: 'Harbor Risk Partners (sample receiver, inactive)',
    organisationId: harbor,
    clientId: 'harborSampleClient00000000000001',
    webhookUrl: 'https://webhooks.example.invalid/harbor/cyber-events',
    events: ['account.created', 'quote.created'],
    active: false,
    createdBy: options.userIds.get('agencyadmin@example.com') ?? null,
    createdAt: options.now,
    updatedAt: options.now,
  });
}
