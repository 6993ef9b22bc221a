import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { usePasswordConstraints } from '../api/get-password-constraints.ts';
import { useValidatePassword } from '../api/validate-password.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/** How long typing must pause before the password is checked by the server. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;

export type PasswordFieldsValue = {
  password: string;
  confirmPassword: string;
  /** Both filled, equal, and the server reports no broken constraint for this password. */
  ready: boolean;
};

export type PasswordFieldsProps = {
  /** The link's token: lets the server check "not your e-mail address". */
  token?: string | undefined;
  /** 'Passwords do not match' (reset, join) or 'Passwords must match' (confirm-user). */
  mismatchMessage: string;
  onChange: (value: PasswordFieldsValue) => void;
  disabled?: boolean;
  /** Password errors of a refused submit (400), shown under the password. */
  serverErrors?: string[] | undefined;
  autoFocus?: boolean;
};

/**
 * Password and confirmation with the live constraint checklist (spec 1 §5): one component for the
 * reset, confirm-user and join forms.
 */
export function PasswordFields({
  token,
  mismatchMessage,
  onChange,
  disabled,
  serverErrors,
  autoFocus,
}: PasswordFieldsProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [shown, setShown] = useState(false);
  const constraints = usePasswordConstraints();
  const checked = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const check = useValidatePassword(checked, token);

  // The result applies only to the password as it is now (not to an older one still shown).
  const current = checked === password && !check.isPlaceholderData ? check.data : undefined;
  const broken = useMemo(
    () => (current ? new Set(current.errors.map((e) => e.errorCode)) : null),
    [current],
  );
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const ready =
    password.length > 0 &&
    confirmPassword.length > 0 &&
    !mismatch &&
    current !== undefined &&
    current.valid;

  useEffect(() => {
    onChange({ password, confirmPassword, ready });
  }, [password, confirmPassword, ready, onChange]);

  const visibility = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={shown ? t('passwordForm.hidePassword') : t('passwordForm.showPassword')}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Stack spacing={2}>
      <TextInput
        id="new-password"
        label={t('passwordForm.password')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        disabled={disabled}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!serverErrors?.length}
        helperText={serverErrors?.length ? serverErrors.join(', ') : undefined}
        endAdornment={visibility}
      />
      <PasswordChecklist constraints={constraints.data ?? []} broken={password ? broken : null} />
      <TextInput
        id="confirm-password"
        label={t('passwordForm.confirmPassword')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        disabled={disabled}
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={mismatch}
        helperText={mismatch ? mismatchMessage : undefined}
      />
    </Stack>
  );
}
