import { useTranslation } from 'react-i18next';
import { SsoCallbackScreen } from '../../../features/auth/components/sso-callback-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /sso/callback: the identity provider's way back into the platform (decision 061). */
export function SsoCallbackRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('sso.title'));
  return <SsoCallbackScreen />;
}

export { SsoCallbackRoute as Component };
