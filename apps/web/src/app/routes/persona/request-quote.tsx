import { useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { CalculatorScreen } from '../../../features/quoting/calculator/components/calculator-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Quote calculator {base}/requestQuote/:productType/:accountId (agency and admin). */
export function RequestQuoteRoute() {
  const { productType = '', accountId = '' } = useParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Request Quote');
  return (
    <CalculatorScreen
      key={`${productType}/${accountId}`}
      persona={persona}
      productType={productType}
      accountId={accountId}
    />
  );
}

export { RequestQuoteRoute as Component };
