import { useParams } from 'react-router';
import { SignApplicationScreen } from '../../../features/bind-request/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /customer/quotes/:quoteId/sign/:product — the named insured signs the application. */
export function SignQuoteRoute() {
  const { quoteId = '' } = useParams();
  useDocumentTitle('Sign the application');
  return <SignApplicationScreen key={quoteId} quoteId={quoteId} />;
}

export { SignQuoteRoute as Component };
