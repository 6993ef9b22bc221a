import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordFormSchema, ONBOARDING_MESSAGES } from '@cyber/domain';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { CaptchaError, useCaptcha } from '../hooks/use-captcha.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

type FormValues = { email: string };
type Notice = { severity: 'success' | 'error'; message: string };

/** The message of a refused reset request (spec 1 §8). */
function resetFailure(error: unknown): string {
  if (error instanceof CaptchaError) return error.message;
  if (!isApiError(error)) return ONBOARDING_MESSAGES.forgotPasswordFailed;
  // The server refused the captcha (used, expired, wrong): a new challenge needs a fresh page.
  if (error.status === 400) return ONBOARDING_MESSAGES.captchaRefresh;
  if (error.status === 429) return ONBOARDING_MESSAGES.forgotPasswordRefused;
  return ONBOARDING_MESSAGES.forgotPasswordFailed;
}

/**
 * /forgot-password (spec 1 §2, §4, §5): e-mail, an invisible captcha and 'Reset Password'. The
 * captcha yields a token before the request is sent; if it has not yet, the click runs it.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgotPassword.title'));
  const captcha = useCaptcha();
  const request = useRequestPasswordReset();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verifying, setVerifying] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const handleValid = async (values: FormValues) => {
    setNotice(null);
    try {
      setVerifying(true);
      const token = await captcha.getToken().finally(() => setVerifying(false));
      const result = await request.mutateAsync({ email: values.email, captcha: token });
      setNotice({ severity: 'success', message: result.message });
    } catch (error) {
      setNotice({ severity: 'error', message: resetFailure(error) });
    } finally {
      // A captcha token is good for one request.
      captcha.reset();
    }
  };

  const busy = verifying || request.isPending;

  return (
    <PublicLayout>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(handleValid)}
        aria-label={t('forgotPassword.title')}
      >
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {t('forgotPassword.title')}
            </Typography>
            <Typography color="text.secondary">{t('forgotPassword.subtitle')}</Typography>
          </Stack>
          {captcha.error && !notice && (
            <Alert severity="error" role="alert">
              {captcha.error}
            </Alert>
          )}
          <FormNotice notice={notice} />
          <FormTextField
            control={control}
            name="email"
            id="forgot-email"
            type="email"
            label={t('forgotPassword.email')}
            autoComplete="username"
            required
            autoFocus
          />
          {/* The invisible captcha widget (Turnstile / reCAPTCHA) renders here. */}
          <div ref={captcha.containerRef} data-testid="captcha" />
          <SubmitButton busy={busy} disabled={!isValid || busy || captcha.status === 'error'}>
            {verifying ? t('forgotPassword.verifying') : t('forgotPassword.submit')}
          </SubmitButton>
          <Link href={paths.login.href()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('common.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
