import { SUBMISSION_ID_PARAM } from '@cyber/domain';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { CalculatorScreen } from '../../../features/quoting/calculator/components/calculator-screen.tsx';
import { QuoteFlowScreen } from '../../../features/quoting/flow/components/quote-flow-screen.tsx';
import {
  EditQuoteScreen,
  RenewQuoteScreen,
} from '../../../features/quoting/flow/components/quote-modes.tsx';
import { flowSegmentOf } from '../../../features/quoting/flow/lib/flow.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SectionNotFoundRoute as SectionNotFound } from './section-not-found.tsx';

/**
 * The quote flows (spec 3 §2): {base}/{requestQuote|edit-quote|renew-quote}/{productType}/
 * {accountId}/{quoteId|no-quote}/{step}; a submissions-{step} requests into the submission of
 * `?submissionId=`.
 */
export function QuoteFlowRoute() {
  const { productType = '', accountId = '', quoteId = '', step } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { persona } = useCurrentUser();
  const mode = pathname.split('/')[2];
  useDocumentTitle(
    mode === 'edit-quote' ? 'Edit Quote' : mode === 'renew-quote' ? 'Renew Quote' : 'Request Quote',
  );
  const props = { persona, productType, accountId, quoteId };
  if (mode === 'edit-quote')
    return <EditQuoteScreen key={quoteId} {...props} Calculator={CalculatorScreen} />;
  if (mode === 'renew-quote') return <RenewQuoteScreen key={quoteId} {...props} />;
  const segment = flowSegmentOf(step);
  const submissionId = search.get(SUBMISSION_ID_PARAM);
  if (!segment || (segment.intoSubmission && !submissionId)) return <SectionNotFound />;
  return (
    <QuoteFlowScreen
      key={`${productType}/${accountId}/${segment.intoSubmission ? submissionId : ''}`}
      persona={persona}
      productType={productType}
      accountId={accountId}
      step={segment.step}
      submissionId={segment.intoSubmission ? (submissionId ?? undefined) : undefined}
      Calculator={CalculatorScreen}
    />
  );
}

export { QuoteFlowRoute as Component };
