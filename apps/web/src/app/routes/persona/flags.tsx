import { matchPermissions } from '@cyber/domain';
import { FlagsScreen } from '../../../features/flags/components/flags-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** Feature flags {base}/manage/flags (provider admins). */
export function FlagsRoute() {
  const { permissions } = useCurrentUser();
  useDocumentTitle('Feature flags');
  return <FlagsScreen canManage={matchPermissions(permissions, 'flag:manage')} />;
}

export { FlagsRoute as Component };
