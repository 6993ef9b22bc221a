import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_MESSAGES,
  generateWebhookCredential,
  webhookClientIdField,
  webhookClientSecretField,
  webhookUrlField,
  type Webhook,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyButton } from '../../../components/copy-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';

/**
 * The edit form's rules (spec 2 §5): client id and secret exactly 32 characters, URL at least 16,
 * all required — except that a hook which already has a secret keeps it when the field is left
 * blank (the secret is never sent back to the browser).
 */
export const webhookEditSchema = (hasSecret: boolean) =>
  z.object({
    clientId: webhookClientIdField,
    clientSecret: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (!value) {
          if (!hasSecret) {
            ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.clientSecretRequired });
          }
          return;
        }
        const parsed = webhookClientSecretField.safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
        }
      }),
    webhookUrl: webhookUrlField,
    active: z.boolean(),
  });

export type WebhookEditValues = z.output<ReturnType<typeof webhookEditSchema>>;
type FormValues = z.input<ReturnType<typeof webhookEditSchema>>;

export type WebhookEditDialogProps = {
  /** The hook being edited; the dialog is closed without one. */
  webhook: Webhook | null;
  pending?: boolean;
  /** The server's answer to the last attempt, shown inline (spec 2 §8). */
  error?: string | null;
  onSave: (values: WebhookEditValues) => void;
  onClose: () => void;
};

/** WebHookEdit: client id, client secret (with Generate) and URL, plus whether it is active. */
export function WebhookEditDialog({
  webhook,
  pending = false,
  error,
  onSave,
  onClose,
}: WebhookEditDialogProps) {
  const { t } = useTranslation();
  const hasSecret = webhook?.hasClientSecret ?? false;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, WebhookEditValues>({
    resolver: zodResolver(webhookEditSchema(hasSecret)),
    mode: 'onTouched',
    values: {
      clientId: webhook?.clientId ?? '',
      clientSecret: '',
      webhookUrl: webhook?.webhookUrl ?? '',
      active: webhook?.active ?? true,
    },
  });
  const generate = (field: 'clientId' | 'clientSecret') =>
    setValue(field, generateWebhookCredential(), { shouldValidate: true, shouldDirty: true });

  return (
    <Dialog open={!!webhook} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
        <DialogTitle>{t('webhooks.editTitle', { name: webhook?.companyName ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextInput
                id="webhook-client-id"
                label={t('webhooks.clientId')}
                required
                error={!!errors.clientId}
                helperText={errors.clientId?.message ?? t('webhooks.clientIdHelp')}
                inputProps={{ maxLength: 64, spellCheck: false }}
                {...register('clientId')}
              />
              <Button sx={{ mt: 1 }} onClick={() => generate('clientId')}>
                {t('webhooks.generate')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextInput
                id="webhook-client-secret"
                label={t('webhooks.clientSecret')}
                required={!hasSecret}
                error={!!errors.clientSecret}
                helperText={
                  errors.clientSecret?.message ??
                  (hasSecret
                    ? t('webhooks.secretKeep', { hint: webhook?.clientSecret ?? '' })
                    : t('webhooks.secretHelp'))
                }
                autoComplete="off"
                inputProps={{ maxLength: 64, spellCheck: false }}
                {...register('clientSecret')}
              />
              <Stack sx={{ mt: 1 }}>
                <Button onClick={() => generate('clientSecret')}>{t('webhooks.generate')}</Button>
                <CopyButton
                  size="small"
                  label={t('webhooks.copy')}
                  text={() => getValues('clientSecret')}
                />
              </Stack>
            </Stack>
            <TextInput
              id="webhook-url"
              label={t('webhooks.webhookUrl')}
              required
              type="url"
              placeholder="https://"
              error={!!errors.webhookUrl}
              helperText={errors.webhookUrl?.message ?? t('webhooks.urlHelp')}
              inputProps={{ maxLength: 2048, spellCheck: false }}
              {...register('webhookUrl')}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('webhooks.activeLabel')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('webhooks.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
