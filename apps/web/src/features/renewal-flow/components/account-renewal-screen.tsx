import type { Persona } from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import { usePolicy } from '../../policies/index.ts';
import { RenewalFlowError, RenewalFlowLayout, RenewalFlowMessage } from './renewal-flow-layout.tsx';
import { RenewalVerifyStep } from './renewal-verify-step.tsx';
import type { VerifyStepComponent } from './types.ts';

export type AccountRenewalScreenProps = {
  persona: Persona;
  accountId: string;
  /** `?policyId=`: the account's policy being renewed (none: nothing to renew). */
  policyId: string | null;
  /** The quote flow's verify step, passed in by the route. */
  VerifyStep: VerifyStepComponent;
};

/**
 * The account's details for a renewal {base}/accounts/{accountId}/renew/accountDetails
 * ?product=&policyId= (spec 3 §2): the renewal flow's verify step for that account and policy;
 * Continue goes on to the policy's renewal summary. A missing policy, or one that is not the
 * account's, is said in an Alert.
 */
export function AccountRenewalScreen({
  persona,
  accountId,
  policyId,
  VerifyStep,
}: AccountRenewalScreenProps) {
  const { t } = useTranslation();
  const policy = usePolicy(policyId || null);
  if (!policyId) {
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>{t('renewalFlow.account.noPolicy')}</RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  if (policy.isPending) return <RenewalFlowMessage loading />;
  if (policy.isError) {
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>
          {refusalMessage(policy.error, t('renewalFlow.account.notAccounts'))}
        </RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  const p = policy.data;
  if (p.accountId !== accountId) {
    return (
      <RenewalFlowMessage>
        <RenewalFlowError>{t('renewalFlow.account.notAccounts')}</RenewalFlowError>
      </RenewalFlowMessage>
    );
  }
  return (
    <RenewalFlowLayout persona={persona} policy={p} step="verify">
      <RenewalVerifyStep persona={persona} policy={p} VerifyStep={VerifyStep} />
    </RenewalFlowLayout>
  );
}
