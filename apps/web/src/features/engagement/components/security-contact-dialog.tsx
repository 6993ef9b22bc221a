import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAccountPhone,
  securityContactFormSchema,
  type Region,
  type SecurityContact,
  type SecurityContactInput,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  title: string;
  company: string;
};

export type SecurityContactDialogProps = {
  /** The contact being edited; none to add one. */
  contact: SecurityContact | null;
  region: Region;
  pending?: boolean;
  error?: string | null;
  onSave: (input: SecurityContactInput) => void;
  onClose: () => void;
};

/** Add or edit a security contact: names, e-mail and a phone of the account's region required. */
export function SecurityContactDialog({
  contact,
  region,
  pending,
  error,
  onSave,
  onClose,
}: SecurityContactDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(securityContactFormSchema(region)) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ? formatAccountPhone(contact.phoneNumber, region) : '',
      title: contact?.title ?? '',
      company: contact?.company ?? '',
    },
  });
  const submit = handleSubmit((values) => onSave(values));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>
          {contact ? t('securityContacts.editTitle') : t('securityContacts.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="firstName"
                id="contact-first-name"
                label={t('securityContacts.firstName')}
                required
                autoFocus
              />
              <FormTextField
                control={control}
                name="lastName"
                id="contact-last-name"
                label={t('securityContacts.lastName')}
                required
              />
            </Stack>
            <FormTextField
              control={control}
              name="email"
              id="contact-email"
              type="email"
              label={t('securityContacts.email')}
              required
            />
            <PhoneField
              control={control}
              name="phoneNumber"
              id="contact-phone"
              label={t('securityContacts.phoneNumber')}
              region={region}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="title"
                id="contact-title"
                label={t('securityContacts.jobTitle')}
              />
              <FormTextField
                control={control}
                name="company"
                id="contact-company"
                label={t('securityContacts.company')}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('securityContacts.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('securityContacts.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
