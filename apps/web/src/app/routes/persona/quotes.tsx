import { matchPermissions } from '@cyber/domain';
import { QuotesScreen } from '../../../features/quotes/components/quotes-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';

/** The QUOTES tab {base}/quotes: search, filter, delete, need-by, lost and send. */
export function QuotesRoute() {
  const { permissions } = useCurrentUser();
  useDocumentTitle('Quotes');
  return <QuotesScreen canManage={matchPermissions(permissions, 'quote:manage')} />;
}

export { QuotesRoute as Component };
