import { WEBHOOK_COMPANY_NAME_MAX } from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';

export type WebhookCreateDialogProps = {
  open: boolean;
  pending?: boolean;
  /** The server's answer to the last attempt, shown inline. */
  error?: string | null;
  onCreate: (companyName: string) => void;
  onClose: () => void;
};

/** WebHookCreate: a company name; Create stays disabled until it is not blank (spec 2 §5). */
export function WebhookCreateDialog({
  open,
  pending = false,
  error,
  onCreate,
  onClose,
}: WebhookCreateDialogProps) {
  const { t } = useTranslation();
  const [companyName, setCompanyName] = useState('');
  const trimmed = companyName.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onCreate(trimmed);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      TransitionProps={{ onExited: () => setCompanyName('') }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('webhooks.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('webhooks.createIntro')}</DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              id="webhook-company-name"
              label={t('webhooks.companyName')}
              required
              autoFocus
              value={companyName}
              onChange={(e) => setCompanyName(e.target.value)}
              inputProps={{ maxLength: WEBHOOK_COMPANY_NAME_MAX }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || pending}>
            {t('webhooks.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
