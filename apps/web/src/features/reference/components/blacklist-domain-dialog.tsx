import { zodResolver } from '@hookform/resolvers/zod';
import { BlacklistDomainInputSchema } from '@cyber/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

type FormInput = z.input<typeof BlacklistDomainInputSchema>;
type FormOutput = z.output<typeof BlacklistDomainInputSchema>;

export type BlacklistDomainDialogProps = {
  open: boolean;
  pending: boolean;
  /** The server's reason when the last attempt failed. */
  error?: string | undefined;
  /** Called with the domain as the server will keep it (scheme and path stripped, lower case). */
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Blacklist domain (create): one domain, checked with the valid-domain rule. */
export function BlacklistDomainDialog({
  open,
  pending,
  error,
  onSubmit,
  onClose,
}: BlacklistDomainDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(BlacklistDomainInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const handleClose = () => {
    reset({ name: '' });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t('reference.domains.addTitle')}
      error={error}
      pending={pending}
      submitLabel={t('reference.domains.submit')}
      cancelLabel={t('reference.cancel')}
      onSubmit={handleSubmit((v) => onSubmit(v.name))}
      onClose={handleClose}
    >
      <FormTextField
        control={control}
        name="name"
        id="blacklist-domain-name"
        label={t('reference.domains.name')}
        helperText={t('reference.domains.nameHelp')}
        required
        autoFocus
        inputProps={{ maxLength: 300, autoCapitalize: 'none', spellCheck: false }}
      />
    </FormDialog>
  );
}
