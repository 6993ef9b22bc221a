import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordFormSchema } from '@cyber/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResendValidationEmail } from '../api/resend-validation-email.ts';
import { useValidateEmail } from '../api/validate-email.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

type Notice = { severity: 'success' | 'error'; message: string };

export type ResendValidationScreenProps = {
  /** The token of an e-mailed validation link, when the page was opened from one. */
  token: string | null;
};

/**
 * /resend-validation: opened from a validation e-mail it confirms the address and goes to the
 * sign-in page; otherwise (or when the link no longer works) it asks for the address and sends
 * a new validation e-mail.
 */
export function ResendValidationScreen({ token }: ResendValidationScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('resendValidation.title'));
  const navigate = useNavigate();
  const validate = useValidateEmail();
  const resend = useResendValidationEmail();
  const [notice, setNotice] = useState<Notice | null>(null);
  const started = useRef(false);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<{ email: string }>({
    mode: 'onTouched',
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    validate.mutate(token, {
      onSuccess: () =>
        void navigate(`${paths.login.href()}?emailValidated=true`, { replace: true }),
      onError: (error) => setNotice({ severity: 'error', message: error.message }),
    });
  }, [token, validate, navigate]);

  if (token && (validate.isPending || validate.isIdle || validate.isSuccess)) {
    return <FullPageLoader label={t('resendValidation.validating')} />;
  }

  const handleValid = (values: { email: string }) => {
    setNotice(null);
    resend.mutate(values.email, {
      onSuccess: (result) => setNotice({ severity: 'success', message: result.message }),
      onError: (error) => setNotice({ severity: 'error', message: error.message }),
    });
  };

  return (
    <PublicLayout>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(handleValid)}
        aria-label={t('resendValidation.title')}
      >
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {t('resendValidation.title')}
            </Typography>
            <Typography color="text.secondary">{t('resendValidation.subtitle')}</Typography>
          </Stack>
          <FormNotice notice={notice} />
          <FormTextField
            control={control}
            name="email"
            id="resend-email"
            type="email"
            label={t('resendValidation.email')}
            autoComplete="username"
            required
          />
          <SubmitButton busy={resend.isPending} disabled={!isValid || resend.isPending}>
            {t('resendValidation.submit')}
          </SubmitButton>
          <Link href={paths.login.href()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('common.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
