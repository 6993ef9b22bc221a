import { isActingAsProvider, matchPermissions } from '@cyber/domain';
import { InboxScreen } from '../../../features/underwriting/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The underwriting inbox {base}/inbox: /admin/inbox lists every referral for the provider's
 * underwriters; /agency/inbox the agency's own, read-only (the server scopes the list).
 */
export function InboxRoute() {
  const { persona, permissions, claims } = useCurrentUser();
  useDocumentTitle('Inbox');
  const underwriter =
    isActingAsProvider(claims) && matchPermissions(permissions, 'quote:underwrite');
  return <InboxScreen persona={persona} underwriter={underwriter} />;
}

export { InboxRoute as Component };
