import { useTranslation } from 'react-i18next';
import { AccountsScreen } from '../../../features/accounts/components/accounts-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Accounts list {base}/accounts. */
export function AccountsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('accounts.title'));
  return <AccountsScreen />;
}

export { AccountsRoute as Component };
