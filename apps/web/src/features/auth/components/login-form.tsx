import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  MESSAGES,
  MFA_CODE_LENGTH,
  MFA_MESSAGES,
  loginOutcome,
  type LoginRequest,
  type MfaType,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Link,
  Stack,
} from '@mui/material';
import { useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useStartSession } from '../hooks/use-start-session.ts';
import type { LoginFormValues } from './login-form-values.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

type FormAlert = { message: string; resendValidation?: boolean; severity: 'error' | 'info' };

/**
 * The form's validation (the domain schema, with zod and its resolver) loads once the visitor
 * starts using the form, not with the page: zod is the largest library the sign-in page would
 * otherwise download before it can show anything (docs/performance.md).
 */
const loadValidation = () => import('./login-validation.ts');

const messageOf = (data: unknown): string | undefined =>
  data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;

export type LoginFormProps = {
  /** Shown above the form, e.g. that a remembered session expired. */
  notice?: string | null;
};

/**
 * The sign-in form (spec 1 §2, §4, §5). The domain schema validates; `loginOutcome` decides what
 * each server status means.
 */
export function LoginForm({ notice }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const loginMutation = useLogin();
  const [mfaType, setMfaType] = useState<MfaType | null>(null);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const mfaRequired = useRef(false);
  const used = useRef(false);

  /** The visitor typed, clicked, left a field or submitted: the validation is needed from now on. */
  const startUsing = () => {
    if (used.current) return;
    used.current = true;
    void loadValidation();
  };

  // One resolver that follows whether a code is needed (it becomes required after a 307). Before
  // the form is used it only answers the form's own check of its empty defaults (which keeps
  // Login disabled): invalid, as an empty email is.
  const resolver: Resolver<LoginFormValues> = async (values, context, options) => {
    if (!used.current) return { values: {}, errors: { username: { type: 'required' } } };
    const { loginResolver } = await loadValidation();
    return loginResolver(mfaRequired.current)(values, context, options);
  };

  const {
    control,
    handleSubmit,
    setValue,
    setFocus,
    getValues,
    clearErrors,
    trigger,
    formState: { isValid, isSubmitting },
  } = useForm<LoginFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: { username: '', password: '', mfaCode: '', rememberDevice: false },
  });

  const handleSuccess = (
    values: LoginFormValues,
    tokens: { accessToken: string; refreshToken: string },
  ) => startSession(tokens, { remember: values.rememberDevice });

  const handleValid = async (values: LoginFormValues, resend = false) => {
    setAlert(null);
    const request: LoginRequest = {
      username: values.username.trim(),
      password: values.password,
      rememberDevice: values.rememberDevice,
      ...(mfaRequired.current && !resend ? { mfaCode: values.mfaCode } : {}),
    };
    try {
      const tokens = await loginMutation.mutateAsync(request);
      await handleSuccess(values, tokens);
      return;
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const data = isApiError(error) ? error.data : undefined;
      const outcome = loginOutcome(status, data);
      switch (outcome.kind) {
        case 'success':
          // A 2xx whose body was not a token pair.
          setAlert({ message: MESSAGES.genericError, severity: 'error' });
          return;
        case 'error':
          setAlert({ message: outcome.message, severity: 'error' });
          return;
        case 'password-expired':
          await navigate(paths.passwordExpired.href());
          return;
        case 'unvalidated':
          setAlert({ message: outcome.message, severity: 'error', resendValidation: true });
          return;
        case 'mfa-required': {
          const wasRequired = mfaRequired.current;
          mfaRequired.current = true;
          setMfaType(outcome.mfaType);
          const message = messageOf(data);
          // Asking again without a code sends a fresh e-mailed or texted code.
          if (resend) setAlert({ message: t('mfaLogin.resent'), severity: 'info' });
          else if (wasRequired && message) setAlert({ message, severity: 'error' });
          setValue('mfaCode', '');
          // Recompute validity (Login disabled until the code is complete) without showing an
          // error on a field the user has not touched yet.
          await trigger();
          clearErrors('mfaCode');
          setFocus('mfaCode');
          return;
        }
      }
    }
  };

  const busy = isSubmitting || loginMutation.isPending;
  const sentCode = mfaType === 'EMAIL' || mfaType === 'SMS';

  // 'Resend code': the same credentials without a code (the server rate-limits it).
  const handleResend = () => void handleValid(getValues(), true);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        startUsing();
        return handleSubmit((values) => handleValid(values))(event);
      }}
      onInputCapture={startUsing}
      onChangeCapture={startUsing}
      onKeyDownCapture={startUsing}
      onPointerDownCapture={startUsing}
      onBlurCapture={startUsing}
      aria-label={t('login.title')}
    >
      <Stack spacing={2.5}>
        {notice && !alert && <Alert severity="info">{notice}</Alert>}
        {alert && (
          <Alert severity={alert.severity} role="alert">
            {alert.message}
            {alert.resendValidation && (
              <>
                {' '}
                <Link href={paths.resendValidation.href()} color="inherit" underline="always">
                  {t('login.resendValidation')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <Controller
          name="username"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              inputRef={field.ref}
              id="login-email"
              type="email"
              label={t('login.email')}
              autoComplete="username"
              required
              autoFocus
              disabled={mfaType !== null}
              error={!!fieldState.error}
              // A line is kept for the message so the links below do not move under the
              // pointer when a blur shows it (a click on them would be lost).
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              inputRef={field.ref}
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              label={t('login.password')}
              autoComplete="current-password"
              required
              disabled={mfaType !== null}
              error={!!fieldState.error}
              // A line is kept for the message so the links below do not move under the
              // pointer when a blur shows it (a click on them would be lost).
              helperText={fieldState.error?.message ?? ' '}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              }
            />
          )}
        />
        {sentCode && (
          <Alert severity="info" role="status" data-testid="mfa-code-sent">
            {mfaType === 'SMS' ? MFA_MESSAGES.codeSentSms : MFA_MESSAGES.codeSentEmail}
          </Alert>
        )}
        {mfaType !== null && (
          <Controller
            name="mfaCode"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                inputRef={field.ref}
                id="login-code"
                label={t('login.code')}
                autoComplete="one-time-code"
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t(`login.codeHelp.${mfaType}`)}
                inputProps={{
                  inputMode: 'numeric',
                  maxLength: MFA_CODE_LENGTH,
                  'data-testid': 'mfa-code',
                }}
              />
            )}
          />
        )}
        {sentCode && (
          <Box>
            <Button size="small" disabled={busy} onClick={handleResend}>
              {t('mfaLogin.resend')}
            </Button>
          </Box>
        )}
        <Controller
          name="rememberDevice"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={t('login.rememberDevice')}
            />
          )}
        />
        <SubmitButton busy={busy} disabled={!isValid || busy}>
          {t('login.submit')}
        </SubmitButton>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          flexWrap="wrap"
          justifyContent="space-between"
          sx={{ typography: 'body2' }}
        >
          <Link href={paths.forgotPassword.href()}>{t('login.forgotPassword')}</Link>
          <Link href={paths.resetMfa.href()}>{t('login.resetMfa')}</Link>
          <Link href={paths.resendValidation.href()}>{t('login.resendValidation')}</Link>
        </Stack>
      </Stack>
    </Box>
  );
}
