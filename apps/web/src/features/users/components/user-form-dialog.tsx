import { zodResolver } from '@hookform/resolvers/zod';
import {
  hidesContactOptions,
  nationalDigitsOf,
  phoneCountryOf,
  PHONE_COUNTRIES,
  PHONE_PREFIX,
  UserFormSchema,
  type OrganisationUser,
  type Persona,
  type UserRole,
} from '@cyber/domain';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Button,
} from '@mui/material';
import type { Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { formatPhoneAsTyped } from './phone-input.ts';

export type UserFormValues = {
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: 'US' | 'UK';
  phone: string;
  primaryContact: boolean;
  billingContact: boolean;
  slackHandle: string;
};

export type UserFormDialogProps = {
  open: boolean;
  /** The user being edited; a new user when absent. */
  user?: OrganisationUser | undefined;
  roles: UserRole[];
  persona: Persona;
  /** Provider staff: the slack handle field. */
  isProvider: boolean;
  defaultCountry: 'US' | 'UK';
  pending: boolean;
  error?: string | undefined;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
};

const valuesOf = (user: OrganisationUser | undefined, country: 'US' | 'UK'): UserFormValues => {
  const phoneCountry = user?.phone ? phoneCountryOf(user.phone) : country;
  return {
    role: user?.role.key ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneCountry,
    phone: formatPhoneAsTyped(nationalDigitsOf(user?.phone), phoneCountry),
    primaryContact: user?.primaryContact ?? false,
    billingContact: user?.billingContact ?? false,
    slackHandle: user?.slackHandle ?? '',
  };
};

/**
 * The user form (spec 2 §5): role, names, e-mail and phone by country are required. Primary and
 * billing contact are hidden for the Technician role and per persona (spec 2 §6); only provider
 * staff see the slack handle.
 */
export function UserFormDialog({
  open,
  user,
  roles,
  persona,
  isProvider,
  defaultCountry,
  pending,
  error,
  onSubmit,
  onClose,
}: UserFormDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue } = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: zodResolver(UserFormSchema) as never,
    mode: 'onTouched',
    values: valuesOf(user, defaultCountry),
  });
  const roleKey = useWatch({ control, name: 'role' });
  const country = useWatch({ control, name: 'phoneCountry' });
  const role = roles.find((r) => r.key === roleKey);
  const contactsHidden = hidesContactOptions(role);
  const showPrimary = !contactsHidden && persona !== 'carrier';
  const showBilling = !contactsHidden && persona !== 'mssp' && persona !== 'customer';

  const submit = (values: UserFormValues) =>
    onSubmit({
      ...values,
      primaryContact: showPrimary && values.primaryContact,
      billingContact: showBilling && values.billingContact,
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle>
          {user
            ? t('users.editTitle', { name: `${user.firstName} ${user.lastName}` })
            : t('users.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <FormControl required error={!!fieldState.error} fullWidth>
                  <InputLabel id="user-role-label">{t('users.role')}</InputLabel>
                  <Select
                    labelId="user-role-label"
                    id="user-role"
                    label={t('users.role')}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    {roles.map((r) => (
                      <MenuItem key={r.key} value={r.key}>
                        {t(`role.${r.name}`, { defaultValue: r.name })}
                      </MenuItem>
                    ))}
                  </Select>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="firstName"
                id="user-first-name"
                label={t('users.firstName')}
                required
                inputProps={{ maxLength: 100 }}
              />
              <FormTextField
                control={control}
                name="lastName"
                id="user-last-name"
                label={t('users.lastName')}
                required
                inputProps={{ maxLength: 100 }}
              />
            </Stack>
            <FormTextField
              control={control}
              name="email"
              id="user-email"
              label={t('users.email')}
              type="email"
              required
              disabled={!!user}
              inputProps={{ maxLength: 254 }}
            />
            <Stack direction="row" spacing={2}>
              <Controller
                control={control}
                name="phoneCountry"
                render={({ field }) => (
                  <FormControl sx={{ minWidth: 120 }}>
                    <InputLabel id="user-phone-country-label">{t('users.phoneCountry')}</InputLabel>
                    <Select
                      labelId="user-phone-country-label"
                      id="user-phone-country"
                      label={t('users.phoneCountry')}
                      value={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        setValue('phone', '');
                      }}
                    >
                      {PHONE_COUNTRIES.map((c) => (
                        <MenuItem key={c} value={c}>
                          {`${c} ${PHONE_PREFIX[c]}`}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
              />
              <Controller
                control={control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField
                    value={field.value}
                    error={fieldState.error?.message}
                    label={t('users.phoneNumber')}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    onChange={(value) => field.onChange(formatPhoneAsTyped(value, country))}
                  />
                )}
              />
            </Stack>
            {showPrimary && (
              <FormCheckbox
                control={control}
                name="primaryContact"
                label={t('users.primaryContact')}
              />
            )}
            {showBilling && (
              <FormCheckbox
                control={control}
                name="billingContact"
                label={t('users.billingContact')}
              />
            )}
            {isProvider && (
              <FormTextField
                control={control}
                name="slackHandle"
                id="user-slack-handle"
                label={t('users.slackHandle')}
                inputProps={{ maxLength: 81 }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('users.cancel')}</Button>
          <SubmitButton size="medium" busy={pending}>
            {user ? t('users.save') : t('users.create')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type PhoneFieldProps = {
  value: string;
  label: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/** The phone field: the text input of the form kit, formatting as the user types. */
function PhoneField({ value, label, error, onChange, onBlur, inputRef }: PhoneFieldProps) {
  return (
    <TextInput
      id="user-phone"
      label={label}
      required
      type="tel"
      value={value}
      error={!!error}
      helperText={error}
      onBlur={onBlur}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength: 20 }}
    />
  );
}
