import { zodResolver } from '@hookform/resolvers/zod';
import { NaicsCodeInputSchema, type NaicsCode, type NaicsCodeInput } from '@cyber/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

export type IndustryCodeFormDialogProps = {
  open: boolean;
  /** The code being edited; a new code when absent. */
  code?: NaicsCode | undefined;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: NaicsCodeInput) => void;
  onClose: () => void;
};

/** NAICS code create/edit, validated with the API's schema (2 to 6 digits, both industries). */
export function IndustryCodeFormDialog({
  open,
  code,
  pending,
  error,
  onSubmit,
  onClose,
}: IndustryCodeFormDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<NaicsCodeInput>({
    resolver: zodResolver(NaicsCodeInputSchema),
    mode: 'onTouched',
    values: {
      naicsCode: code?.naicsCode ?? '',
      primaryIndustry: code?.primaryIndustry ?? '',
      secondaryIndustry: code?.secondaryIndustry ?? '',
    },
  });

  return (
    <FormDialog
      open={open}
      title={
        code
          ? t('reference.industryCodes.editTitle', { code: code.naicsCode })
          : t('reference.industryCodes.createTitle')
      }
      error={error}
      pending={pending}
      submitLabel={code ? t('reference.industryCodes.save') : t('reference.industryCodes.create')}
      cancelLabel={t('reference.cancel')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="naicsCode"
        id="naics-code"
        label={t('reference.industryCodes.code')}
        helperText={t('reference.industryCodes.codeHelp')}
        required
        autoFocus
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
      />
      <FormTextField
        control={control}
        name="primaryIndustry"
        id="naics-primary-industry"
        label={t('reference.industryCodes.primaryIndustry')}
        required
        inputProps={{ maxLength: 200 }}
      />
      <FormTextField
        control={control}
        name="secondaryIndustry"
        id="naics-secondary-industry"
        label={t('reference.industryCodes.secondaryIndustry')}
        required
        inputProps={{ maxLength: 200 }}
      />
    </FormDialog>
  );
}
