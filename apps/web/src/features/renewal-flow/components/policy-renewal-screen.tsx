import { PRODUCT_NAMES, productCodeSchema, type Persona } from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import { usePolicy } from '../../policies/index.ts';
import type { RenewalFlowStep } from '../lib/steps.ts';
import { RenewalCustomQuoteStep } from './renewal-custom-quote-step.tsx';
import { RenewalFlowError, RenewalFlowLayout, RenewalFlowMessage } from './renewal-flow-layout.tsx';
import { RenewalSummaryStep } from './renewal-summary-step.tsx';
import { RenewalVerifyStep } from './renewal-verify-step.tsx';
import type { CalculatorComponent, VerifyStepComponent } from './types.ts';

export type PolicyRenewalScreenProps = {
  persona: Persona;
  policyId: string;
  accountId: string;
  productType: string;
  step: RenewalFlowStep;
  /** The quote flow's verify step, passed in by the route. */
  VerifyStep: VerifyStepComponent;
  /** The calculator's `CalculatorScreen`, passed in by the route. */
  Calculator: CalculatorComponent;
};

/**
 * The renewal of a policy {base}/policies/{policyId}/account/{accountId}/{product}/{step}
 * (spec 3 §2; decision 048): verify the account and the expiring policy, then the summary of the
 * renewal quote and what changed, then the custom quote (the calculator on the renewal quote).
 * The policy must be the account's policy of that product.
 */
export function PolicyRenewalScreen({
  persona,
  policyId,
  accountId,
  productType,
  step,
  VerifyStep,
  Calculator,
}: PolicyRenewalScreenProps) {
  const { t } = useTranslation();
  const policy = usePolicy(policyId);
  if (policy.isPending) return <RenewalFlowMessage loading />;
  if (policy.isError) {
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>
          {refusalMessage(policy.error, t('renewalFlow.loadFailed'))}
        </RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  const p = policy.data;
  if (p.accountId !== accountId || p.product !== productType) {
    const product = productCodeSchema.safeParse(productType);
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>
          {t('renewalFlow.mismatch', {
            product: product.success ? PRODUCT_NAMES[product.data] : productType,
          })}
        </RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  return (
    <RenewalFlowLayout persona={persona} policy={p} step={step}>
      {step === 'verify' && (
        <RenewalVerifyStep persona={persona} policy={p} VerifyStep={VerifyStep} />
      )}
      {step === 'summary' && <RenewalSummaryStep persona={persona} policy={p} />}
      {step === 'custom-quote' && (
        <RenewalCustomQuoteStep persona={persona} policy={p} Calculator={Calculator} />
      )}
    </RenewalFlowLayout>
  );
}
