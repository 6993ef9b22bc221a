import { WebhooksScreen } from '../../../features/webhooks/components/webhooks-screen.tsx';

/** Webhooks {base}/manage/webhooks (spec 2 §2, §6: an admin-style screen). */
export function Component() {
  return <WebhooksScreen />;
}
