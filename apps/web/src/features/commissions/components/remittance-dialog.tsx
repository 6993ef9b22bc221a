import { zodResolver } from '@hookform/resolvers/zod';
import {
  AGENCY_REMITTANCE_METHODS,
  COMMISSION_MESSAGES,
  RecordRemittanceSchema,
  regionOfCurrency,
  type AgencyBillStatement,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-picker-fields.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { useRecordRemittance, type Remitted } from '../api/record-remittance.ts';
import { monthLabel } from './period.ts';

export type RemittanceDialogProps = {
  /** The statement remitted: a month that has ended, DUE or OVERDUE. */
  statement: AgencyBillStatement;
  /** The remittance is recorded: the server's answer (its message and the statement). */
  onRecorded: (remitted: Remitted) => void;
  onClose: () => void;
};

/** The form's fields: the agency is the statement's. */
const RemittanceFormSchema = RecordRemittanceSchema.omit({ agencyId: true });
type RemittanceForm = z.input<typeof RemittanceFormSchema>;

/**
 * Record an agency's remittance of a month's statement (provider staff; decision 058): the net
 * still owed on it, how it arrived and its reference. It is sent under one Idempotency-Key per
 * opening of the dialog, so a double click or a retry records it once. Why the server refused
 * shows in the dialog. Render it only while open: each opening is a new remittance.
 */
export function RemittanceDialog({ statement, onRecorded, onClose }: RemittanceDialogProps) {
  const { t, i18n } = useTranslation();
  const record = useRecordRemittance();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit } = useForm<RemittanceForm>({
    resolver: zodResolver(RemittanceFormSchema),
    mode: 'onTouched',
    defaultValues: { method: 'ACH', reference: '' },
  });

  const handleRecord = (values: RemittanceForm) => {
    if (record.isPending) return;
    record.mutate(
      {
        year: statement.year,
        month: statement.month,
        idempotencyKey,
        request: {
          agencyId: statement.agencyId,
          method: values.method,
          reference: values.reference.trim(),
        },
      },
      { onSuccess: onRecorded },
    );
  };

  return (
    <FormDialog
      open
      title={t('commissions.agencyBills.remittance.title')}
      error={actionFailure(record.error, COMMISSION_MESSAGES.genericError)}
      pending={record.isPending}
      submitLabel={t('commissions.agencyBills.remittance.submit')}
      cancelLabel={t('commissions.agencyBills.remittance.cancel')}
      onSubmit={handleSubmit(handleRecord)}
      onClose={onClose}
    >
      <Typography variant="body2">
        {t('commissions.agencyBills.remittance.amount', {
          agency: statement.agencyName,
          period: monthLabel(statement.month, i18n.language, statement.year),
          amount: formatMoney(statement.netOutstanding, regionOfCurrency(statement.currency)),
        })}
      </Typography>
      <FormSelectField
        control={control}
        name="method"
        id="remittance-method"
        label={t('commissions.agencyBills.remittance.method')}
        options={AGENCY_REMITTANCE_METHODS}
        optionLabel={(m) => t(`commissions.agencyBills.methods.${m}`)}
      />
      <FormTextField
        control={control}
        name="reference"
        id="remittance-reference"
        label={t('commissions.agencyBills.remittance.reference')}
        helperText={t('commissions.agencyBills.remittance.referenceHelp')}
        required
        inputProps={{ maxLength: 100 }}
      />
    </FormDialog>
  );
}
