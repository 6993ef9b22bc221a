import { useTranslation } from 'react-i18next';
import { TeamsScreen } from '../../../features/team-admin/components/teams-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Teams {base}/manage/teams. */
export function TeamsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('teamAdmin.title'));
  return <TeamsScreen />;
}

export { TeamsRoute as Component };
