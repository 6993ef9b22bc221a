import { useParams } from 'react-router';
import { AccountScreen } from '../../../features/accounts/components/account-screen.tsx';
import { AccountAgenciesCard } from '../../../features/agencies/components/account-agencies-card.tsx';
import { AccountClaimsCard } from '../../../features/claims/components/account-claims-card.tsx';
import { AccountConnectionsCard } from '../../../features/connectors/components/account-connections-card.tsx';
import { AccountDocumentsCard } from '../../../features/documents/components/account-documents-card.tsx';
import { NotesPanel } from '../../../features/notes/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Account page {base}/accounts/:accountId: the account, with the cards of other features below. */
export function AccountRoute() {
  const { accountId = '' } = useParams();
  const { permissions } = useCurrentUser();
  useDocumentTitle('Account');
  return (
    <AccountScreen key={accountId} accountId={accountId}>
      <NotesPanel target={{ accountId }} canWrite={permissions.includes('account:manage')} />
      <AccountAgenciesCard accountId={accountId} />
      <AccountClaimsCard accountId={accountId} />
      <AccountDocumentsCard accountId={accountId} />
      <AccountConnectionsCard accountId={accountId} />
    </AccountScreen>
  );
}

export { AccountRoute as Component };
