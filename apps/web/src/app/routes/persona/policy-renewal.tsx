import { useParams } from 'react-router';
import { CalculatorScreen } from '../../../features/quoting/calculator/components/calculator-screen.tsx';
import { VerifyStep } from '../../../features/quoting/flow/components/flow-steps.tsx';
import { isRenewalFlowStep, PolicyRenewalScreen } from '../../../features/renewal-flow/index.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SectionNotFoundRoute as SectionNotFound } from './section-not-found.tsx';

/**
 * The renewal of a policy (spec 3 §2): {base}/policies/{policyId}/account/{accountId}/{product}/
 * {verify|summary|custom-quote}. The quote flow's verify step and the calculator are passed in,
 * as the quote flows' route passes the calculator.
 */
export function PolicyRenewalRoute() {
  const { policyId = '', accountId = '', productType = '', step } = useParams();
  const { persona } = useCurrentUser();
  useDocumentTitle('Renew Policy');
  if (!isRenewalFlowStep(step)) return <SectionNotFound />;
  return (
    <PolicyRenewalScreen
      key={policyId}
      persona={persona}
      policyId={policyId}
      accountId={accountId}
      productType={productType}
      step={step}
      VerifyStep={VerifyStep}
      Calculator={CalculatorScreen}
    />
  );
}

export { PolicyRenewalRoute as Component };
