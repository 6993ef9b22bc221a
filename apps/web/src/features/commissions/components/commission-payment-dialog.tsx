import { zodResolver } from '@hookform/resolvers/zod';
import {
  regionOfCurrency,
  COMMISSION_MESSAGES,
  CommissionPaymentFormSchema,
  minorUnitsOf,
  type CommissionPaymentForm,
  type CommissionPayout,
  type OutstandingCommission,
} from '@cyber/domain';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useCommissionToken } from '../api/get-commission-token.ts';
import { usePayCommission } from '../api/pay-commission.ts';

export type CommissionPaymentDialogProps = {
  /** The agency paid, as the outstanding balances list it. */
  agency: Pick<OutstandingCommission, 'agencyId' | 'agencyName' | 'currency' | 'payable'>;
  /** The payout answered: PAID (sent) or FAILED (the bank returned it). */
  onPaid: (payout: CommissionPayout) => void;
  onClose: () => void;
};

/**
 * Pay an agency its commission (spec 3 §3 commission payment; provider staff). Opening it reads
 * the token of the agency's payout account; without one ('Server Error') nothing can be paid.
 * The amount is typed in major units and sent in minor units with the description, the token and
 * one Idempotency-Key per opening of the dialog, so a retry cannot pay twice. Render it only while
 * open: each opening is a new attempt.
 */
export function CommissionPaymentDialog({ agency, onPaid, onClose }: CommissionPaymentDialogProps) {
  const { t } = useTranslation();
  const region = regionOfCurrency(agency.currency);
  const token = useCommissionToken(agency.agencyId);
  const pay = usePayCommission();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit } = useForm<CommissionPaymentForm>({
    resolver: zodResolver(CommissionPaymentFormSchema),
    mode: 'onTouched',
    defaultValues: { commissionsAmount: '', description: '' },
  });

  const handlePay = (values: CommissionPaymentForm) => {
    if (!token.data || pay.isPending) return;
    pay.mutate(
      {
        idempotencyKey,
        request: {
          agencyId: agency.agencyId,
          commissionsAmount: minorUnitsOf(values.commissionsAmount),
          description: values.description,
          token: token.data.token,
        },
      },
      { onSuccess: onPaid },
    );
  };

  return (
    <FormDialog
      open
      title={t('commissions.payment.title', { agency: agency.agencyName })}
      error={actionFailure(pay.error, COMMISSION_MESSAGES.genericError)}
      pending={pay.isPending}
      submitDisabled={!token.isSuccess}
      submitLabel={t('commissions.payment.submit')}
      cancelLabel={t('commissions.payment.cancel')}
      onSubmit={handleSubmit(handlePay)}
      onClose={onClose}
    >
      {token.isError && (
        <Alert severity="error" role="alert">
          {COMMISSION_MESSAGES.tokenFailed}
        </Alert>
      )}
      <Typography variant="body2">
        {t('commissions.payment.payable', { amount: formatMoney(agency.payable, region) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {token.data
          ? t('commissions.payment.paidTo', { title: token.data.title, last4: token.data.last4 })
          : token.isPending && t('commissions.payment.loadingToken')}
      </Typography>
      <FormTextField
        control={control}
        name="commissionsAmount"
        id="commission-amount"
        label={t('commissions.payment.amount')}
        helperText={t('commissions.payment.amountHelp', { currency: agency.currency })}
        required
        inputProps={{ inputMode: 'decimal' }}
      />
      <FormTextField
        control={control}
        name="description"
        id="commission-description"
        label={t('commissions.payment.description')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
