import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  body: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before deleting reference data (industry code delete, StateDeleteConfirm, domain). */
export function ConfirmDeleteDialog({
  open,
  title,
  body,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="ref-delete-title"
    >
      <DialogTitle id="ref-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reference.cancel')}</Button>
        <Button variant="contained" color="error" disabled={pending} onClick={onConfirm}>
          {t('reference.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
