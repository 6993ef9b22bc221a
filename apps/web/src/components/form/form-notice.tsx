import { Alert, type AlertColor } from '@mui/material';

export type Notice = { message: string; severity: AlertColor };

/** A form's outcome message: errors are announced at once (alert), the rest politely (status). */
export function FormNotice({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
      {notice.message}
    </Alert>
  );
}
