import CloseIcon from '@mui/icons-material/Close';
import { Alert, CircularProgress, Drawer, IconButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';

export type DetailDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Width from the small breakpoint up (full width below). */
  width: number;
  closeLabel: string;
  /** The heading's id, naming the drawer for assistive technology. */
  labelledBy?: string;
  /** The record is on its way: a spinner with this label. */
  loading?: { label: string } | false;
  /** The record could not be read: this message. */
  error?: string | false;
  children: ReactNode;
};

/**
 * A record's detail in a drawer on the right (the quote, the submission): a close button, the
 * loading and error states, then the content once it is there.
 */
export function DetailDrawer({
  open,
  onClose,
  width,
  closeLabel,
  labelledBy,
  loading,
  error,
  children,
}: DetailDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
          sx: { width: { xs: '100%', sm: width }, p: 3 },
        },
      }}
    >
      <Stack direction="row" justifyContent="flex-end">
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {loading && <CircularProgress aria-label={loading.label} />}
      {error && <Alert severity="error">{error}</Alert>}
      {children}
    </Drawer>
  );
}
