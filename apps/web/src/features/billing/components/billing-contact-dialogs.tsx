import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountingSendSchema,
  ClosePaymentSchema,
  type AccountingSend,
  type Region,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

type DialogProps = {
  open: boolean;
  policyId: string;
  policyNumber: string;
  pending: boolean;
  error?: string | undefined;
  onClose: () => void;
};

const CloseFormSchema = ClosePaymentSchema.pick({ description: true });
type CloseForm = z.infer<typeof CloseFormSchema>;

/**
 * Close the policy's balance (spec 3 §2 "close payment transaction"): the comments (required,
 * multi-line) say why what is still owed is written off.
 */
export function CloseBalanceDialog({
  open,
  policyNumber,
  amountDue,
  pending,
  error,
  onSubmit,
  onClose,
}: Omit<DialogProps, 'policyId'> & { amountDue: string; onSubmit: (description: string) => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<CloseForm>({
    resolver: zodResolver(CloseFormSchema),
    mode: 'onTouched',
    defaultValues: { description: '' },
  });
  return (
    <FormDialog
      open={open}
      title={t('billing.tools.closeTitle', { policyNumber })}
      error={error}
      pending={pending}
      submitLabel={t('billing.tools.closeSubmit')}
      cancelLabel={t('billing.tools.cancel')}
      onSubmit={handleSubmit((values) => onSubmit(values.description))}
      onClose={onClose}
    >
      <Typography variant="body2">
        {t('billing.tools.closeIntro', { amount: amountDue })}
      </Typography>
      <FormTextField
        control={control}
        name="description"
        id="close-comments"
        label={t('billing.tools.comments')}
        required
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}

const AccountingFormSchema = AccountingSendSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
});
type AccountingForm = z.infer<typeof AccountingFormSchema>;

/**
 * Send the invoice to accounting (spec 3 §3 "Accounting send"): the accounting contact's first
 * and last name, e-mail and phone, each required with the spec's words.
 */
export function AccountingDialog({
  open,
  policyId,
  policyNumber,
  region,
  customerEmail,
  pending,
  error,
  onSubmit,
  onClose,
}: DialogProps & {
  region: Region;
  customerEmail: string | null;
  onSubmit: (body: AccountingSend) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<AccountingForm>({
    resolver: zodResolver(AccountingFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '' },
  });
  return (
    <FormDialog
      open={open}
      title={t('billing.tools.accountingTitle', { policyNumber })}
      error={error}
      pending={pending}
      submitLabel={t('billing.tools.accountingSubmit')}
      cancelLabel={t('billing.tools.cancel')}
      onSubmit={handleSubmit((values) =>
        onSubmit({ ...values, policyId, policyNumber, customerEmail }),
      )}
      onClose={onClose}
    >
      <Typography variant="body2">{t('billing.tools.accountingIntro')}</Typography>
      <FormTextField
        control={control}
        name="firstName"
        id="accounting-first-name"
        label={t('billing.tools.firstName')}
        required
      />
      <FormTextField
        control={control}
        name="lastName"
        id="accounting-last-name"
        label={t('billing.tools.lastName')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        id="accounting-email"
        label={t('billing.tools.email')}
        type="email"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        id="accounting-phone"
        label={t('billing.tools.phone')}
        placeholder={region === 'UK' ? '+44 20 7946 0000' : '(555) 555-5555'}
        required
      />
    </FormDialog>
  );
}
