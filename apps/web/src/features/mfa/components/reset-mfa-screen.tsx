import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { MfaResetRequestSchema, mfaResetErrorMessage, type MfaResetRequest } from '@cyber/domain';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestMfaReset } from '../api/request-mfa-reset.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

/** /reset-mfa — prove the password to receive an MFA reset link by e-mail (spec 1 §7, §8). */
export function ResetMfaScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetMfa.title'));
  const mutation = useRequestMfaReset();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<MfaResetRequest>({
    mode: 'onTouched',
    resolver: zodResolver(MfaResetRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const handleValid = async (values: MfaResetRequest) => {
    setError(null);
    try {
      setSent((await mutation.mutateAsync(values)).message);
    } catch (failure) {
      setError(mfaResetErrorMessage(isApiError(failure) ? failure.status : 0));
    }
  };

  if (sent) {
    return (
      <StatusScreen
        icon={<MarkEmailReadOutlinedIcon />}
        title={t('resetMfa.sentTitle')}
        actions={
          <Button variant="contained" href={paths.login.href()}>
            {t('resetMfa.login')}
          </Button>
        }
      >
        <Typography>{sent}</Typography>
      </StatusScreen>
    );
  }

  return (
    <PublicLayout>
      <Box component="form" noValidate onSubmit={handleSubmit(handleValid)}>
        <Stack spacing={2.5}>
          <Typography variant="h4" component="h1">
            {t('resetMfa.title')}
          </Typography>
          <Typography color="text.secondary">{t('resetMfa.body')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="username"
            id="reset-mfa-email"
            type="email"
            label={t('resetMfa.email')}
            autoComplete="username"
            required
            autoFocus
          />
          <FormTextField
            control={control}
            name="password"
            id="reset-mfa-password"
            type="password"
            label={t('resetMfa.password')}
            autoComplete="current-password"
            required
          />
          <SubmitButton busy={isSubmitting} disabled={!isValid || isSubmitting}>
            {t('resetMfa.submit')}
          </SubmitButton>
          <Link href={paths.login.href()} variant="body2">
            {t('common.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
