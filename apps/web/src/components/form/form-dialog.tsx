import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type DialogProps,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  /** The server's reason when the last attempt failed, shown above the fields. */
  error?: string | undefined;
  pending?: boolean;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Disables submit (e.g. until the form changes). */
  submitDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The form's submit handler, usually `handleSubmit(onValid)` of react-hook-form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog holding one form: title, the last error, the fields, Cancel and a submit button. */
export function FormDialog({
  open,
  title,
  error,
  pending = false,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
