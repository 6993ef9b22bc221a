import { useTranslation } from 'react-i18next';
import { AgenciesScreen } from '../../../features/agencies/components/agencies-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Agencies {base}/agencies (provider staff). */
export function AgenciesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('agencies.title'));
  return <AgenciesScreen />;
}

export { AgenciesRoute as Component };
