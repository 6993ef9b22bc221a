import { zodResolver } from '@hookform/resolvers/zod';
import { ApiKeyInputSchema, type ApiKey, type ApiKeyInput } from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useForm } from 'react-hook-form';
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle>{apiKey ? t('apiKeys.editTitle') : t('apiKeys.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('apiKeys.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {apiKey ? t('apiKeys.save') : t('apiKeys.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
