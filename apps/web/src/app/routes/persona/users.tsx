import { useTranslation } from 'react-i18next';
import { UsersScreen } from '../../../features/users/components/users-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Users {base}/manage/users. */
export function UsersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.title'));
  return <UsersScreen />;
}

export { UsersRoute as Component };
