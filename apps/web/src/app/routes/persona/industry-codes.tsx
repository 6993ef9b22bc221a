import { useTranslation } from 'react-i18next';
import { IndustryCodesScreen } from '../../../features/reference/components/industry-codes-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Industry codes {base}/manage/industry-codes. */
export function IndustryCodesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('reference.industryCodes.title'));
  return <IndustryCodesScreen />;
}

export { IndustryCodesRoute as Component };
