import { matchPermissions } from '@cyber/domain';
import { MailboxScreen } from '../../../features/mailbox/components/mailbox-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** Dev mailbox {base}/manage/mailbox (provider admins). */
export function MailboxRoute() {
  const { permissions } = useCurrentUser();
  useDocumentTitle('Dev mailbox');
  return <MailboxScreen canRead={matchPermissions(permissions, 'mailbox:view')} />;
}

export { MailboxRoute as Component };
