import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PanelDialogProps = {
  /** Open while set. */
  open: boolean;
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** An organisation's panel (its agencies, its reinsured carriers…) in a dialog with Close. */
export function PanelDialog({ open, id, title, onClose, children }: PanelDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('organisations.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
