import { useTranslation } from 'react-i18next';
import { MyAgencyScreen } from '../../../features/agencies/components/my-agency-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Own agency profile {base}/manage/agency. */
export function MyAgencyRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('agencies.myAgencyTitle'));
  return <MyAgencyScreen />;
}

export { MyAgencyRoute as Component };
