import {
  regionOfCurrency,
  type FinanceAgreement,
  type InstallmentPlan,
  type PolicyPaymentView,
} from '@cyber/domain';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReviewFinancing,
  SignedAgreementNote,
  type OnFinancingNotice,
} from './finance-agreement.tsx';
import type { ProcessorMethod, Tokeniser } from '../processor/tokeniser.ts';
import { InstallmentPlanDetails } from './installment-plan-details.tsx';
import { PayForm } from './pay-form.tsx';

/**
 * The policy's signed premium finance agreement whose down payment may be paid now: signed for
 * what is due today (a quote for another amount must be reviewed again).
 */
export const signedAgreementOf = (view: PolicyPaymentView): FinanceAgreement | null => {
  const agreement = view.financeAgreement;
  return agreement?.status === 'SIGNED' && agreement.totalPremium === view.amountDue
    ? agreement
    : null;
};

export type InstallmentOptionProps = {
  view: PolicyPaymentView;
  /** How the down payment's card or account is tokenised (Stripe: cards only). */
  tokeniser: Tokeniser;
  /** The plan the view proposes (null when only a signed agreement stands). */
  plan: InstallmentPlan | null;
  policyholder: boolean;
  onNotice: OnFinancingNotice;
};

/**
 * "Pay with an installment plan" (spec 3 §9; decision 056): the plan at the partner's APR. Until
 * its premium finance agreement is accepted, "Review financing terms"; once signed, who accepted
 * it and the down payment by card or bank account, the schedule the agreement's.
 */
export function InstallmentOption({
  view,
  tokeniser,
  plan,
  policyholder,
  onNotice,
}: InstallmentOptionProps) {
  const { t } = useTranslation();
  const id = useId();
  const region = regionOfCurrency(view.currency);
  const signed = signedAgreementOf(view);
  const terms = signed ?? plan;
  const [chosen, setDownPaymentBy] = useState<ProcessorMethod>('CREDIT_CARD');
  const downPaymentBy = tokeniser.methods.includes(chosen) ? chosen : tokeniser.methods[0]!;
  const labels = {
    CREDIT_CARD: t('billing.payment.installments.card'),
    BANK_ACCOUNT: t('billing.payment.installments.bank'),
  };

  return (
    <Stack spacing={3}>
      <Typography variant="subtitle1" component="h2">
        {t('billing.payment.installments.title')}
      </Typography>
      {signed && <SignedAgreementNote agreement={signed} />}
      {terms && <InstallmentPlanDetails plan={terms} region={region} />}
      {signed ? (
        <>
          <FormControl>
            <FormLabel id={`${id}-down-payment`}>
              {t('billing.payment.installments.payBy')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-down-payment`}
              value={downPaymentBy}
              onChange={(e) => setDownPaymentBy(e.target.value as ProcessorMethod)}
            >
              {tokeniser.methods.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio />}
                  label={labels[method]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <PayForm
            key={`down-${downPaymentBy}`}
            view={view}
            tokeniser={tokeniser}
            policyholder={policyholder}
            method={downPaymentBy}
            amount={signed.downPayment}
            isDownPayment
          />
        </>
      ) : (
        <ReviewFinancing view={view} onNotice={onNotice} />
      )}
    </Stack>
  );
}
