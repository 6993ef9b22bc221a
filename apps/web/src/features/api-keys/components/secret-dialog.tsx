import { type ApiKeyWithSecret } from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';

export type SecretDialogProps = { apiKey: ApiKeyWithSecret | null; onClose: () => void };

/** Shows a new key's secret — the only time it is ever shown — with a copy button. */
export function SecretDialog({ apiKey, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={apiKey !== null} fullWidth maxWidth="sm" aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">{t('apiKeys.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('apiKeys.secretWarning')}</Alert>
          <Typography variant="subtitle2">{apiKey?.name}</Typography>
          <Box
            component="code"
            data-testid="api-key-secret"
            aria-label={t('apiKeys.secretLabel')}
            sx={{
              display: 'block',
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: 'monospace',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {apiKey?.apiKey}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <CopyButton text={apiKey?.apiKey ?? ''} label={t('apiKeys.copyKey')} />
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
