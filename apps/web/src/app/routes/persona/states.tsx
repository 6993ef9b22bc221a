import { useTranslation } from 'react-i18next';
import { StatesScreen } from '../../../features/reference/components/states-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** States {base}/manage/states. */
export function StatesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('reference.states.title'));
  return <StatesScreen />;
}

export { StatesRoute as Component };
