import { zodResolver } from '@hookform/resolvers/zod';
import {
  BillingContactFieldsSchema,
  ClosePaymentSchema,
  type AccountingSend,
  type BillingContact,
  type BillingContactFields,
  type Region,
} from '@cyber/domain';
import { Typography } from '@mui/material';
import { useForm, type Control } from 'react-hook-form';
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

/** A contact's four fields (spec 3 §8), each required with the spec's words. */
type ContactForm = z.infer<typeof BillingContactFieldsSchema>;

const EMPTY_CONTACT: ContactForm = { firstName: '', lastName: '', email: '', phone: '' };

type ContactFieldsProps = {
  control: Control<ContactForm>;
  /** Prefixes the fields' ids, so that two forms never share one. */
  idPrefix: string;
  region: Region;
};

/**
 * A contact's first and last name, e-mail and phone: the accounting contact an invoice is sent
 * to, and a billing contact who receives the policy's payment reminders.
 */
function ContactFields({ control, idPrefix, region }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name="firstName"
        id={`${idPrefix}-first-name`}
        label={t('billing.tools.firstName')}
        required
      />
      <FormTextField
        control={control}
        name="lastName"
        id={`${idPrefix}-last-name`}
        label={t('billing.tools.lastName')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        id={`${idPrefix}-email`}
        label={t('billing.tools.email')}
        type="email"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        id={`${idPrefix}-phone`}
        label={t('billing.tools.phone')}
        placeholder={region === 'UK' ? '+44 20 7946 0000' : '(555) 555-5555'}
        required
      />
    </>
  );
}

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
  const { control, handleSubmit } = useForm<ContactForm>({
    resolver: zodResolver(BillingContactFieldsSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CONTACT,
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
      <ContactFields control={control} idPrefix="accounting" region={region} />
    </FormDialog>
  );
}

export type BillingContactDialogProps = {
  /** The contact being edited; undefined when adding one. */
  contact?: BillingContact | undefined;
  region: Region;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: BillingContactFields) => void;
  onClose: () => void;
};

/** Add a billing contact to the policy, or edit one (decision 057): the same four fields. */
export function BillingContactDialog({
  contact,
  region,
  pending,
  error,
  onSubmit,
  onClose,
}: BillingContactDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ContactForm>({
    resolver: zodResolver(BillingContactFieldsSchema),
    mode: 'onTouched',
    defaultValues: contact
      ? {
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
        }
      : EMPTY_CONTACT,
  });
  return (
    <FormDialog
      open
      title={t(contact ? 'billing.contacts.editTitle' : 'billing.contacts.addTitle')}
      error={error}
      pending={pending}
      submitLabel={t('billing.tools.save')}
      cancelLabel={t('billing.tools.cancel')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <Typography variant="body2">{t('billing.contacts.intro')}</Typography>
      <ContactFields control={control} idPrefix="billing-contact" region={region} />
    </FormDialog>
  );
}
