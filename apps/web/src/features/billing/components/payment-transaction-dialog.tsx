import { zodResolver } from '@hookform/resolvers/zod';
import {
  canMovePayment,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PaymentTransactionFormSchema,
  STAFF_PAYMENT_METHODS,
  type Payment,
  type PaymentTransactionForm,
  type Region,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormDateField, FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';

export type PaymentTransactionDialogProps = {
  open: boolean;
  /** The transaction being edited; recording a new payment when absent. */
  payment?: Payment | undefined;
  region: Region;
  /** Today (YYYY-MM-DD): the latest payment date. */
  today: string;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: PaymentTransactionForm) => void;
  onClose: () => void;
};

/** A payment's amount as the form shows it ("$1,234.50": the schema reads the symbol off). */
const amountText = (minor: number, region: Region) => formatMoney(minor, region);

/**
 * Record a payment received outside the processor, or edit a transaction (spec 3 §2 "edit
 * payment transaction"; all fields required, the amount 0 to 1,000,000,000,000): amount, method,
 * date, the check or wire reference, description and status — on edit only the statuses the
 * transaction may move to, and the processor's own payments keep their terms.
 */
export function PaymentTransactionDialog({
  open,
  payment,
  region,
  today,
  pending,
  error,
  onSubmit,
  onClose,
}: PaymentTransactionDialogProps) {
  const { t } = useTranslation();
  const manual = !payment || payment.processorName === 'manual';
  const { control, handleSubmit } = useForm<PaymentTransactionForm>({
    resolver: zodResolver(PaymentTransactionFormSchema),
    mode: 'onTouched',
    values: payment
      ? {
          amountPaid: amountText(payment.amountPaid, region),
          paymentMethod: (STAFF_PAYMENT_METHODS as readonly string[]).includes(
            payment.paymentMethod,
          )
            ? (payment.paymentMethod as PaymentTransactionForm['paymentMethod'])
            : 'CHECK',
          paymentDate: payment.paymentDate.slice(0, 10),
          transactionId: payment.transactionId ?? '',
          paymentDesc: payment.paymentDesc ?? '',
          status: payment.status,
        }
      : {
          amountPaid: '',
          paymentMethod: 'CHECK',
          paymentDate: today,
          transactionId: '',
          paymentDesc: '',
          status: 'PAID',
        },
  });
  const statuses = payment
    ? PAYMENT_STATUSES.filter((s) =>
        manual ? canMovePayment(payment.status, s) : s === payment.status,
      )
    : (['PAID', 'IN_PROCESS'] as const);
  const locked = !manual;
  return (
    <FormDialog
      open={open}
      title={payment ? t('billing.tools.editTitle') : t('billing.tools.recordTitle')}
      error={error}
      pending={pending}
      submitLabel={payment ? t('billing.tools.save') : t('billing.tools.record')}
      cancelLabel={t('billing.tools.cancel')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      {locked && (
        <Typography variant="body2" color="text.secondary">
          {t('billing.tools.processorManaged')}
        </Typography>
      )}
      <FormTextField
        control={control}
        name="amountPaid"
        id="transaction-amount"
        label={t('billing.tools.amountPaid')}
        required
        inputProps={{ inputMode: 'decimal' }}
        disabled={locked || (payment !== undefined && payment.status !== 'IN_PROCESS')}
      />
      {!payment && (
        <FormSelectField
          control={control}
          name="paymentMethod"
          id="transaction-method"
          label={t('billing.tools.paymentMethod')}
          options={STAFF_PAYMENT_METHODS}
          optionLabel={(m) => PAYMENT_METHOD_LABELS[m]}
        />
      )}
      <FormDateField
        control={control}
        name="paymentDate"
        id="transaction-date"
        label={t('billing.tools.paymentDate')}
        max={today}
      />
      <FormTextField
        control={control}
        name="transactionId"
        id="transaction-reference"
        label={t('billing.tools.transactionId')}
        helperText={t('billing.tools.transactionIdHelp')}
        required
        disabled={locked}
      />
      <FormTextField
        control={control}
        name="paymentDesc"
        id="transaction-description"
        label={t('billing.tools.paymentDesc')}
        required
        multiline
        minRows={2}
      />
      <FormSelectField
        control={control}
        name="status"
        id="transaction-status"
        label={t('billing.tools.status')}
        options={statuses}
        optionLabel={(s) => PAYMENT_STATUS_LABELS[s]}
      />
    </FormDialog>
  );
}
