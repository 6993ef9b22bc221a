import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import type { ReactNode, Ref } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> & {
  id: string;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The form kit's text field: an outlined input with label and helper text. Lighter than MUI's
 * TextField (which always brings the select machinery), so public forms stay small.
 */
export function TextInput({
  id,
  label,
  helperText,
  error = false,
  required,
  disabled,
  fullWidth = true,
  ...inputProps
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...inputProps} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
