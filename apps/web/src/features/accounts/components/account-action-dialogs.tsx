import { DECLINE_PRODUCT_TYPES, DECLINE_REASONS, type AccountDeclineInput } from '@cyber/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DeleteAccountDialogProps = {
  name: string;
  /** Agency variant: the account leaves the agency's book only. */
  agencyVariant: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Account delete, admin and agency variants (spec 2 §2). */
export function DeleteAccountDialog({
  name,
  agencyVariant,
  busy,
  onConfirm,
  onClose,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">{t('account.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {agencyVariant ? t('account.deleteBodyAgency') : t('account.deleteBodyAdmin')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('account.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {agencyVariant ? t('account.deleteAgency') : t('account.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type DeclineAccountDialogProps = {
  name: string;
  busy: boolean;
  onConfirm: (input: AccountDeclineInput) => void;
  onClose: () => void;
};

/** Decline an account: product, reason and a summary (spec 2 §7). */
export function DeclineAccountDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: DeclineAccountDialogProps) {
  const { t } = useTranslation();
  const [productType, setProductType] = useState<AccountDeclineInput['productType']>('CYBER');
  const [reason, setReason] = useState<AccountDeclineInput['reason']>(DECLINE_REASONS[0]);
  const [reasonSummary, setReasonSummary] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-account-title">
      <DialogTitle id="decline-account-title">{t('account.declineTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            id="decline-product"
            label={t('account.productType')}
            value={productType}
            onChange={(e) => setProductType(e.target.value as AccountDeclineInput['productType'])}
          >
            {DECLINE_PRODUCT_TYPES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`account.product_${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="decline-reason"
            label={t('account.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as AccountDeclineInput['reason'])}
          >
            {DECLINE_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="decline-summary"
            label={t('account.reasonSummary')}
            required
            multiline
            minRows={3}
            value={reasonSummary}
            onChange={(e) => setReasonSummary(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('account.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy || !reasonSummary.trim()}
          onClick={() => onConfirm({ productType, reason, reasonSummary })}
        >
          {t('account.decline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
