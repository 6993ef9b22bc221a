import { useParams } from 'react-router';
import { RenewalFromQuotesScreen } from '../../../features/renewal-flow/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * A renewal from the quotes side (spec 3 §2): {base}/quotes/{productType}/{accountId}/renew-quote/
 * verify, with no quote named; it opens the renewal of the account's policy open for renewal.
 */
export function PolicyRenewalFromQuotesRoute() {
  const { productType = '', accountId = '' } = useParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Renew Policy');
  return (
    <RenewalFromQuotesScreen
      key={`${productType}/${accountId}`}
      persona={persona}
      productType={productType}
      accountId={accountId}
    />
  );
}

export { PolicyRenewalFromQuotesRoute as Component };
