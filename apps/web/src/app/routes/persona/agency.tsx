import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AgencyScreen } from '../../../features/agencies/components/agency-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Agency page {base}/agencies/:agencyId. */
export function AgencyRoute() {
  const { t } = useTranslation();
  const { agencyId = '' } = useParams();
  useDocumentTitle(t('agencies.title'));
  return <AgencyScreen key={agencyId} agencyId={agencyId} />;
}

export { AgencyRoute as Component };
