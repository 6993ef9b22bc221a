import { TAG_MESSAGES, TAG_NAME_MAX, type Tag } from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type TagFormDialogProps = {
  open: boolean;
  /** The tag being renamed; none to create one. */
  tag?: Tag | null;
  pending?: boolean;
  error?: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Create or rename a tag; the name is required and at most 50 characters. */
export function TagFormDialog({ open, tag, pending, error, onSave, onClose }: TagFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(tag?.name ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const issue = !trimmed
    ? TAG_MESSAGES.nameRequired
    : trimmed.length > TAG_NAME_MAX
      ? TAG_MESSAGES.nameTooLong
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!issue) onSave(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{tag ? t('tags.renameTitle') : t('tags.createTitle')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('tags.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!issue}
            helperText={touched ? issue : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('tags.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('tags.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
