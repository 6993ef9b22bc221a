import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONBOARDING_MESSAGES,
  SIGNUP_ACCOUNT_TYPES,
  SignupRequestSchema,
  needsProducerNumber,
  signupErrorMessage,
  signupLandingPath,
  type SignupAccountType,
  type SignupRequest,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  Link,
  NativeSelect,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextInput, type TextInputProps } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { storeTokens, takeRedirect } from '../../../lib/auth/session.ts';
import { authQueryKey } from '../../auth/index.ts';
import { useSignUp } from '../api/sign-up.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

type FormValues = {
  invitationCode: string;
  organization: string;
  firstName: string;
  lastName: string;
  password: string;
  npn: string;
  accountType: SignupAccountType;
};

export type SignupFormProps = {
  /** The invitation link's token: the address is proven and the user is signed in at once. */
  validationToken?: string | undefined;
  prefill?: {
    invitationCode?: string | null;
    accountType?: SignupAccountType;
    firstName?: string | null;
    lastName?: string | null;
    email?: string;
  };
};

const toRequest = (v: FormValues): SignupRequest => ({
  invitationCode: v.invitationCode,
  organization: v.organization,
  firstName: v.firstName,
  lastName: v.lastName,
  password: v.password,
  accountType: v.accountType,
  ...(needsProducerNumber(v.accountType) ? { npn: (v.npn ?? '').trim() } : {}),
});

/**
 * The sign-up form (spec 1 §5): invitation code, organisation, names, password and producer
 * number (numeric; not asked of policyholders), and the agreement, which must be ticked before
 * the form can be sent.
 */
export function SignupForm({ validationToken, prefill }: SignupFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const [agreed, setAgreed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const lockedType = prefill?.accountType;
  const {
    control,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useForm<FormValues>({
    mode: 'onTouched',
    // The domain schema is the form's schema; the producer number of a policyholder is ignored.
    resolver: zodResolver(SignupRequestSchema) as unknown as Resolver<FormValues>,
    defaultValues: {
      invitationCode: prefill?.invitationCode ?? '',
      organization: '',
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      password: '',
      npn: '',
      accountType: lockedType ?? 'AGENCY',
    },
  });
  const accountType = watch('accountType');
  const askNpn = needsProducerNumber(accountType);

  const handleValid = async (values: FormValues) => {
    setAlert(null);
    try {
      const result = await signUp.mutateAsync({ body: toRequest(values), validationToken });
      if ('accessToken' in result) {
        storeTokens(result, { remember: false });
        queryClient.removeQueries({ queryKey: authQueryKey });
        const from = (location.state as { from?: unknown } | null)?.from;
        const prior = takeRedirect() ?? (typeof from === 'string' ? from : null);
        await navigate(signupLandingPath(prior, result.accountType), { replace: true });
        return;
      }
      await navigate(paths.signupSubmitted.href(), { replace: true });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const data = isApiError(error) ? (error.data as { message?: unknown; errors?: unknown }) : {};
      if (
        status === 400 &&
        data?.message === ONBOARDING_MESSAGES.passwordRejected &&
        Array.isArray(data.errors)
      ) {
        setError('password', { message: data.errors.map(String).join(', ') });
        return;
      }
      setAlert(signupErrorMessage(status, data));
    }
  };

  const busy = isSubmitting || signUp.isPending;
  const text = (
    name: Exclude<keyof FormValues, 'accountType'>,
    {
      help,
      ...props
    }: { label: string; help?: string } & Omit<TextInputProps, 'id' | 'label' | 'name'>,
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`signup-${name}`}
      required
      helperText={help}
      {...props}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(handleValid)}
      aria-label={t('signup.title')}
    >
      <Stack spacing={2.5}>
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        {text('invitationCode', { label: t('signup.invitationCode'), autoComplete: 'off' })}
        <FormControl fullWidth required disabled={!!lockedType}>
          <InputLabel variant="standard" htmlFor="signup-accountType" shrink>
            {t('signup.accountType')}
          </InputLabel>
          <Controller
            name="accountType"
            control={control}
            render={({ field }) => (
              <NativeSelect
                {...field}
                inputProps={{ id: 'signup-accountType' }}
                onChange={(e) => {
                  const next = e.target.value as SignupAccountType;
                  field.onChange(next);
                  if (!needsProducerNumber(next)) setValue('npn', '');
                }}
              >
                {SIGNUP_ACCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`accountType.${type}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </FormControl>
        {text('organization', { label: t('signup.organization'), autoComplete: 'organization' })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('firstName', { label: t('signup.firstName'), autoComplete: 'given-name' })}
          {text('lastName', { label: t('signup.lastName'), autoComplete: 'family-name' })}
        </Stack>
        {prefill?.email && (
          <TextInput id="signup-email" label={t('signup.email')} value={prefill.email} disabled />
        )}
        {text('password', {
          label: t('signup.password'),
          type: 'password',
          autoComplete: 'new-password',
          placeholder: t('signup.passwordPlaceholder'),
        })}
        {askNpn &&
          text('npn', {
            label: t('signup.npn'),
            autoComplete: 'off',
            help: t('signup.npnHelp'),
            inputProps: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 20 },
          })}
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                inputProps={{ 'aria-describedby': 'signup-agreement-help' }}
              />
            }
            label={t('signup.agreement')}
          />
          <FormHelperText id="signup-agreement-help" sx={{ mx: 0 }}>
            {t('signup.agreementHelp')}
          </FormHelperText>
        </FormControl>
        <SubmitButton busy={busy} disabled={!agreed || busy}>
          {t('signup.submit')}
        </SubmitButton>
        <Link href={paths.login.href()} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('signup.haveAccount')}
        </Link>
      </Stack>
    </Box>
  );
}
