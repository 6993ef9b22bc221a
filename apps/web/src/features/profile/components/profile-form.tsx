import { zodResolver } from '@hookform/resolvers/zod';
import {
  UpdateProfileRequestSchema,
  formatPhone,
  type Me,
  type UpdateProfileRequest,
} from '@cyber/domain';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';

type Values = { firstName: string; middleName: string; lastName: string; phone: string };

export type ProfileFormProps = {
  me: Pick<Me, 'firstName' | 'middleName' | 'lastName' | 'phone' | 'email'>;
};

/** Names and phone (shown as (###) ###-####, 1 (###) ###-#### or +44 …); e-mail read-only. */
export function ProfileForm({ me }: ProfileFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isDirty, isSubmitting },
  } = useForm<Values>({
    mode: 'onChange',
    resolver: zodResolver(
      UpdateProfileRequestSchema.extend({
        middleName: UpdateProfileRequestSchema.shape.middleName.unwrap().unwrap(),
        phone: UpdateProfileRequestSchema.shape.phone.unwrap().unwrap(),
      }),
    ),
    defaultValues: {
      firstName: me.firstName,
      middleName: me.middleName ?? '',
      lastName: me.lastName,
      phone: formatPhone(me.phone),
    },
  });

  const handleValid = async (values: Values) => {
    setNotice(null);
    const body: UpdateProfileRequest = {
      firstName: values.firstName,
      middleName: values.middleName || null,
      lastName: values.lastName,
      phone: values.phone.trim() || null,
    };
    try {
      const saved = await mutation.mutateAsync(body);
      reset({
        firstName: saved.firstName,
        middleName: saved.middleName ?? '',
        lastName: saved.lastName,
        phone: formatPhone(saved.phone),
      });
      setNotice({ severity: 'success', text: t('profile.saved') });
    } catch (error) {
      setNotice({
        severity: 'error',
        text: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const field = (name: keyof Values, label: string, required: boolean, extra = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextInput
          {...f}
          {...extra}
          inputRef={f.ref}
          id={`profile-${name}`}
          label={label}
          required={required}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          onBlur={() => {
            if (name === 'phone') f.onChange(formatPhone(f.value));
            f.onBlur();
          }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleValid)} sx={{ maxWidth: 560 }}>
      <Stack spacing={2.5}>
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {field('firstName', t('profile.firstName'), true, { autoComplete: 'given-name' })}
        {field('middleName', t('profile.middleName'), false, { autoComplete: 'additional-name' })}
        {field('lastName', t('profile.lastName'), true, { autoComplete: 'family-name' })}
        {field('phone', t('profile.phone'), false, { type: 'tel', autoComplete: 'tel' })}
        <TextInput
          id="profile-email"
          label={t('profile.email')}
          value={me.email}
          readOnly
          helperText={t('profile.emailHelp')}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || !isDirty || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
