import { zodResolver } from '@hookform/resolvers/zod';
import {
  JoinRequestSchema,
  ONBOARDING_MESSAGES,
  joinErrorMessage,
  safeRedirectPath,
  type ValidationTokenInfo,
} from '@cyber/domain';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { storeTokens } from '../../../lib/auth/session.ts';
import { authQueryKey } from '../../auth/index.ts';
import { useJoin } from '../api/join.ts';
import type { PasswordSlot, PasswordSlotValue } from './password-slot.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

type NameValues = { firstName: string; lastName: string };

export type JoinFormProps = {
  token: string;
  info: ValidationTokenInfo;
  /** Where to go after joining (quote links), else /loading. */
  redirectURL: string | null;
  PasswordFields: PasswordSlot;
};

/**
 * The join form (spec 1 §4, §5, §8): names and a password with the live checklist. Submitting
 * disables the button; success goes to the redirect URL if there is one, otherwise /loading.
 */
export function JoinForm({ token, info, redirectURL, PasswordFields }: JoinFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const joinMutation = useJoin();
  const [password, setPassword] = useState<PasswordSlotValue>({
    password: '',
    confirmPassword: '',
    ready: false,
  });
  const [serverErrors, setServerErrors] = useState<string[]>();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<NameValues>({
    mode: 'onTouched',
    resolver: zodResolver(JoinRequestSchema.pick({ firstName: true, lastName: true })),
    defaultValues: { firstName: info.firstName ?? '', lastName: info.lastName ?? '' },
  });
  const handlePassword = useCallback((value: PasswordSlotValue) => {
    setPassword(value);
    setServerErrors(undefined);
  }, []);

  const handleValid = async (names: NameValues) => {
    setAlert(null);
    try {
      const result = await joinMutation.mutateAsync({
        body: { ...names, password: password.password },
        validationToken: token,
      });
      storeTokens(result, { remember: false });
      queryClient.removeQueries({ queryKey: authQueryKey });
      const target =
        safeRedirectPath(result.redirectURL ?? redirectURL, window.location.origin) ??
        paths.loading.href();
      await navigate(target, { replace: true });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const data = isApiError(error) ? (error.data as { message?: unknown; errors?: unknown }) : {};
      if (status === 400 && Array.isArray(data?.errors)) {
        setServerErrors(data.errors.map(String));
        if (data.message === ONBOARDING_MESSAGES.passwordRejected) return;
      }
      setAlert(joinErrorMessage(status, data));
    }
  };

  const busy = joinMutation.isPending;
  const organization = info.organizationName;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(handleValid)}
      aria-label={t('join.submit')}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {organization ? t('join.title', { organization }) : t('join.titleNoOrganization')}
          </Typography>
          <Typography color="text.secondary">
            {t('join.subtitle', { email: info.email })}
          </Typography>
        </Stack>
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['firstName', 'lastName'] as const).map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              id={`join-${name}`}
              label={t(`join.${name}`)}
              autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
              required
              disabled={busy}
            />
          ))}
        </Stack>
        <PasswordFields
          token={token}
          mismatchMessage={ONBOARDING_MESSAGES.passwordsDoNotMatch}
          onChange={handlePassword}
          disabled={busy}
          serverErrors={serverErrors}
        />
        <SubmitButton
          busy={busy}
          disabled={busy || !isValid || !password.ready || !!serverErrors?.length}
        >
          {t('join.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
