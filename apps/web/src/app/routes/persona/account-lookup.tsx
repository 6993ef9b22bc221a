import { useTranslation } from 'react-i18next';
import { AccountLookupScreen } from '../../../features/accounts/components/account-lookup-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Account lookup {base}/manage/account/lookup and /mssp/manage/accountlookup. */
export function AccountLookupRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountLookup.title'));
  return <AccountLookupScreen />;
}

export { AccountLookupRoute as Component };
