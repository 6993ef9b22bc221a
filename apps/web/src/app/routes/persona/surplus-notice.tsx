import { useParams } from 'react-router';
import { SurplusNoticeScreen } from '../../../features/bind-request/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** {base}/quotes/:quoteId/attest-surplus-notice — the LA / MT surplus lines notice. */
export function SurplusNoticeRoute() {
  const { quoteId = '' } = useParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Surplus lines notice');
  return <SurplusNoticeScreen key={quoteId} quoteId={quoteId} persona={persona} />;
}

export { SurplusNoticeRoute as Component };
