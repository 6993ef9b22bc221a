import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** While the form is being sent: a spinner, and the button cannot be pressed again. */
  busy?: boolean;
};

/** A form's main action: contained, large, disabled and spinning while the form is sent. */
export function SubmitButton({ busy = false, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
