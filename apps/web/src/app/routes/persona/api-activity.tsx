import { useTranslation } from 'react-i18next';
import { ApiActivityScreen } from '../../../features/api-keys/components/api-activity-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { isActingAsProvider } from '@cyber/domain';

/** API activity {base}/manage/api-activity. */
export function ApiActivityRoute() {
  const { t } = useTranslation();
  const { claims } = useCurrentUser();
  useDocumentTitle(t('apiActivity.title'));
  return <ApiActivityScreen showOrganisation={isActingAsProvider(claims)} />;
}

export { ApiActivityRoute as Component };
