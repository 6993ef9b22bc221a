import LinkOffIcon from '@mui/icons-material/LinkOff';
import { ONBOARDING_MESSAGES, passwordLinkOutcome, unexpectedErrorMessage } from '@cyber/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session.ts';
import { authQueryKey } from '../../auth/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCheckPasswordLink, type PasswordLinkKind } from '../api/check-password-link.ts';
import { useConfirmUser, useResetPassword } from '../api/set-password.ts';
import { PasswordFields, type PasswordFieldsValue } from './password-fields.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

export type PasswordLinkScreenProps = { kind: PasswordLinkKind; token: string };

const EMPTY: PasswordFieldsValue = { password: '', confirmPassword: '', ready: false };

/**
 * /reset-password/:token and /confirmUser/:token (spec 1 §2, §5, §8): the link is checked when the
 * page opens; the person chooses a password with the live checklist; 'Save Password' stays
 * disabled while the fields are empty, different or break a constraint.
 */
export function PasswordLinkScreen({ kind, token }: PasswordLinkScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screen = kind === 'reset' ? 'resetPassword' : 'confirmUser';
  useDocumentTitle(t(`${screen}.title`));
  const check = useCheckPasswordLink(kind, token);
  const reset = useResetPassword();
  const confirm = useConfirmUser();
  const [value, setValue] = useState<PasswordFieldsValue>(EMPTY);
  const [serverErrors, setServerErrors] = useState<string[]>();
  const [error, setError] = useState<string | null>(null);
  const handleChange = useCallback((next: PasswordFieldsValue) => {
    setValue(next);
    setServerErrors(undefined);
  }, []);

  if (check.isPending) return <FullPageLoader label={t('resetPassword.checking')} />;
  if (check.isError) {
    const outcome = passwordLinkOutcome(isApiError(check.error) ? check.error.status : 0);
    if (outcome.kind === 'login') return <Navigate to={paths.login.href()} replace />;
    return (
      <StatusScreen
        icon={<LinkOffIcon />}
        title={outcome.message}
        actions={
          <>
            <Button variant="contained" href={paths.forgotPassword.href()}>
              {t('resetPassword.newLink')}
            </Button>
            <Button href={paths.login.href()}>{t('common.backToLogin')}</Button>
          </>
        }
      />
    );
  }

  const busy = reset.isPending || confirm.isPending;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.ready || busy) return;
    setError(null);
    const input = { token, password: value.password, confirmPassword: value.confirmPassword };
    try {
      if (kind === 'reset') {
        await reset.mutateAsync(input);
        await navigate(`${paths.login.href()}?passwordReset=true`, { replace: true });
      } else {
        const tokens = await confirm.mutateAsync(input);
        storeTokens(tokens, { remember: false });
        queryClient.removeQueries({ queryKey: authQueryKey });
        await navigate(paths.loading.href(), { replace: true });
      }
    } catch (cause) {
      if (!isApiError(cause)) {
        setError(unexpectedErrorMessage(0));
        return;
      }
      const body = cause.data as { message?: unknown; errors?: unknown } | undefined;
      if (
        cause.status === 400 &&
        body?.message === ONBOARDING_MESSAGES.passwordRejected &&
        Array.isArray(body.errors)
      ) {
        setServerErrors(body.errors.map(String));
        return;
      }
      const outcome = passwordLinkOutcome(cause.status);
      if (outcome.kind === 'login') {
        await navigate(paths.login.href(), { replace: true });
        return;
      }
      setError(outcome.message);
    }
  };

  return (
    <PublicLayout>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t(`${screen}.title`)}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {t(`${screen}.title`)}
            </Typography>
            <Typography color="text.secondary">
              {kind === 'reset'
                ? t('resetPassword.subtitle', { email: check.data.email })
                : t('confirmUser.subtitle', {
                    name: check.data.firstName,
                    email: check.data.email,
                  })}
            </Typography>
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <PasswordFields
            token={token}
            mismatchMessage={
              kind === 'reset'
                ? ONBOARDING_MESSAGES.passwordsDoNotMatch
                : ONBOARDING_MESSAGES.passwordsMustMatch
            }
            onChange={handleChange}
            serverErrors={serverErrors}
            disabled={busy}
            autoFocus
          />
          <SubmitButton busy={busy} disabled={!value.ready || busy || !!serverErrors?.length}>
            {t(`${screen}.submit`)}
          </SubmitButton>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
