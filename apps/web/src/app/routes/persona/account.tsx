import { useParams } from 'react-router';
import { AccountScreen } from '../../../features/accounts/components/account-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Account page {base}/accounts/:accountId. */
export function AccountRoute() {
  const { accountId = '' } = useParams();
  useDocumentTitle('Account');
  return <AccountScreen key={accountId} accountId={accountId} />;
}

export { AccountRoute as Component };
