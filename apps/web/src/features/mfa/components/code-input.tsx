import { MFA_CODE_LENGTH } from '@cyber/domain';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/text-input.tsx';

export type CodeInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
};

/** A 6-digit code field: digits only, at most six, one-time-code autofill. */
export function CodeInput({
  id,
  label,
  value,
  onChange,
  helperText,
  autoFocus,
  disabled,
}: CodeInputProps) {
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      required
      autoFocus={autoFocus}
      disabled={disabled}
      autoComplete="one-time-code"
      helperText={helperText}
      onChange={(event) =>
        onChange(event.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))
      }
      inputProps={{ inputMode: 'numeric', maxLength: MFA_CODE_LENGTH, pattern: '[0-9]*' }}
    />
  );
}

export const isCompleteCode = (value: string) =>
  new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(value);
