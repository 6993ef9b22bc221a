import { useTranslation } from 'react-i18next';
import { BlacklistedDomainsScreen } from '../../../features/reference/components/blacklisted-domains-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Blacklisted domains {base}/manage/blacklisted-domains. */
export function BlacklistedDomainsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('reference.domains.title'));
  return <BlacklistedDomainsScreen />;
}

export { BlacklistedDomainsRoute as Component };
