import { useParams, useSearchParams } from 'react-router';
import { WholesaleQuoteScreen } from '../../../features/bind-request/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /quote/:id/request-to-bind/:product?token= — the retail agent's page, from the e-mail. */
export function WholesaleQuoteRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  useDocumentTitle('Quote');
  return <WholesaleQuoteScreen key={id} quoteId={id} token={search.get('token') ?? ''} />;
}

export { WholesaleQuoteRoute as Component };
