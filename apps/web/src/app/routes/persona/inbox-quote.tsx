import { matchPermissions } from '@cyber/domain';
import { useParams } from 'react-router';
import { WorkbenchScreen } from '../../../features/underwriting/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The underwriting workbench of one quote {base}/inbox/:product/:quoteId. */
export function InboxQuoteRoute() {
  const { product = '', quoteId = '' } = useParams();
  const { persona, permissions } = useCurrentUser();
  useDocumentTitle('Underwriting');
  return (
    <WorkbenchScreen
      key={quoteId}
      persona={persona}
      product={product}
      quoteId={quoteId}
      canSetNeedBy={matchPermissions(permissions, 'quote:manage')}
      canWriteNotes={matchPermissions(permissions, ['quote:manage', 'quote:underwrite'])}
    />
  );
}

export { InboxQuoteRoute as Component };
