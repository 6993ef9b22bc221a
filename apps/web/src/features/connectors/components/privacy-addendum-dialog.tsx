import { CONNECTOR_BACKUP_PURGE_DAYS } from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PrivacyAddendumDialogProps = {
  open: boolean;
  connectorName: string;
  pending?: boolean;
  error?: string | null;
  onAccept: () => void;
  onClose: () => void;
};

/** The privacy addendum of a connector: Accept stays disabled until the box is ticked (spec §5). */
export function PrivacyAddendumDialog({
  open,
  connectorName,
  pending = false,
  error,
  onAccept,
  onClose,
}: PrivacyAddendumDialogProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="addendum-title">
      <DialogTitle id="addendum-title">{t('connectors.addendum.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('connectors.addendum.intro', { name: connectorName })}</Typography>
          <Typography>{t('connectors.addendum.data')}</Typography>
          <Typography>
            {t('connectors.addendum.deletion', { days: CONNECTOR_BACKUP_PURGE_DAYS })}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={t('connectors.addendum.agree')}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('connectors.addendum.cancel')}</Button>
        <Button variant="contained" disabled={!agreed || pending} onClick={onAccept}>
          {t('connectors.addendum.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
