import { useTranslation } from 'react-i18next';
import { ApiKeysScreen } from '../../../features/api-keys/components/api-keys-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** API access keys {base}/manage/api-keys. */
export function ApiKeysRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiKeys.title'));
  return <ApiKeysScreen />;
}

export { ApiKeysRoute as Component };
