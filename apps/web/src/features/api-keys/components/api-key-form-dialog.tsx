import { zodResolver } from '@hookform/resolvers/zod';
import { ApiKeyInputSchema, type ApiKey, type ApiKeyInput } from '@cyber/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';

export type ApiKeyFormDialogProps = {
  open: boolean;
  /** The key being edited; a new key when absent. */
  apiKey?: ApiKey | undefined;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: ApiKeyInput) => void;
  onClose: () => void;
};

/** Name and description of a key, for create and edit (validated with the API's schema). */
export function ApiKeyFormDialog({
  open,
  apiKey,
  pending,
  error,
  onSubmit,
  onClose,
}: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApiKeyInput>({
    resolver: zodResolver(ApiKeyInputSchema),
    mode: 'onTouched',
    values: { name: apiKey?.name ?? '', description: apiKey?.description ?? '' },
  });

  return (
    <FormDialog
      open={open}
      title={apiKey ? t('apiKeys.editTitle') : t('apiKeys.createTitle')}
      error={error}
      pending={pending}
      submitLabel={apiKey ? t('apiKeys.save') : t('apiKeys.create')}
      cancelLabel={t('apiKeys.cancel')}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextInput
        id="api-key-name"
        label={t('apiKeys.name')}
        required
        autoFocus
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        inputProps={{ maxLength: 100 }}
        {...register('name')}
      />
      <TextInput
        id="api-key-description"
        label={t('apiKeys.description')}
        multiline
        minRows={2}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
        inputProps={{ maxLength: 500 }}
        {...register('description')}
      />
    </FormDialog>
  );
}
