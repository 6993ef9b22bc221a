import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  AccountUpdateInputSchema,
  COUNTRY_BY_REGION,
  ENTITY_TYPES,
  OWNERSHIP_TYPES,
  type Account,
  type AccountUpdate,
  type AccountUpdateInput,
  type AddressValidationResult,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import type { DomainCheckState } from '../../../components/form/domain-field.tsx';
import { DomainField } from '../../../components/form/domain-field.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { IndustryCodePicker } from '../../reference/components/industry-code-picker.tsx';
import { checkDomain } from '../api/check-domain.ts';
import { validateAddress } from '../api/validate-address.ts';

type FormValues = AccountUpdateInput;

const addressOf = (a: Account['physicalAddress']) => ({
  address1: a.address1 ?? '',
  address2: a.address2 ?? '',
  address3: a.address3 ?? '',
  city: a.city ?? '',
  zipCode: a.zipCode ?? '',
  state: a.state ?? '',
  country: a.country ?? '',
});

/** The edit form's values from an account. */
export const formValuesOf = (account: Account): FormValues => ({
  region: account.region,
  name: account.name,
  entityType: (account.entityType as FormValues['entityType']) ?? null,
  ownershipType: (account.ownershipType as FormValues['ownershipType']) ?? null,
  phone: account.phone ?? '',
  dunsNumber: account.dunsNumber ?? '',
  noOfEmployees: account.noOfEmployees,
  yearEstablished: account.yearEstablished ?? '',
  naicsCode: account.naicsCode ?? '',
  sicCode: account.sicCode ?? '',
  primaryIndustry: account.primaryIndustry ?? '',
  secondaryIndustry: account.secondaryIndustry ?? '',
  domesticRevenue: account.domesticRevenue,
  foreignRevenue: account.foreignRevenue,
  totalRevenue: account.totalRevenue,
  domainName: account.domainName ?? '',
  otherDomains: account.otherDomains.join(', '),
  noDomainAttested: account.noDomainAttested,
  url: account.url ?? '',
  isFranchise: account.isFranchise,
  physicalAddress: addressOf(account.physicalAddress),
  mailingSameAsPhysical: account.mailingSameAsPhysical,
  mailingAddress: addressOf(account.mailingAddress),
});

export type FirmographicsFormProps = {
  account: Account;
  /** Provider staff may keep a UK address the check could not verify (spec 2 §8). */
  mayConfirmAddress: boolean;
  busy: boolean;
  error: string | null;
  onSave: (values: AccountUpdateInput) => void;
  onCancel: () => void;
};

/**
 * Every firmographic field of spec 2 §3 in one form, validated by the domain schema: name,
 * entity and ownership, phone, D-U-N-S, industry code, revenue (turnover), employees, year,
 * domains (server-checked), the physical address and the mailing address with its
 * same-as-physical lock.
 */
export function FirmographicsForm({
  account,
  mayConfirmAddress,
  busy,
  error,
  onSave,
  onCancel,
}: FirmographicsFormProps) {
  const { t } = useTranslation();
  const region = account.region;
  const form = useForm<FormValues, unknown, AccountUpdate>({
    resolver: zodResolver(AccountUpdateInputSchema),
    defaultValues: formValuesOf(account),
  });
  const { control, watch, setValue, getValues } = form;
  const same = watch('mailingSameAsPhysical');
  const domainState = useRef<DomainCheckState>({ status: 'idle' });
  const [unverified, setUnverified] = useState<AddressValidationResult | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [pending, setPending] = useState<AccountUpdateInput | null>(null);

  // Ticking same-as-physical copies the physical address; changing it afterwards unticks it.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name?.startsWith('physicalAddress.') && values.mailingSameAsPhysical) {
        setValue('mailingSameAsPhysical', false);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const handleSameChange = (checked: boolean) => {
    setValue('mailingSameAsPhysical', checked);
    if (checked) {
      setValue('mailingAddress', { ...getValues('physicalAddress') });
      form.clearErrors('mailingAddress');
    }
  };

  const handleSubmit = form.handleSubmit(async () => {
    if (domainState.current.status === 'invalid' || domainState.current.status === 'checking') {
      form.setError('domainName', { message: ACCOUNT_MESSAGES.onlyValidDomains });
      return;
    }
    // Send what was typed (the server trims and normalises the same way).
    const values = getValues();
    if (region === 'UK') {
      setVerifying(true);
      try {
        const physical = values.physicalAddress;
        const result = await validateAddress({
          country: COUNTRY_BY_REGION.UK,
          address1: physical.address1 ?? '',
          city: physical.city ?? '',
          zipCode: physical.zipCode ?? '',
          state: physical.state ?? undefined,
        });
        if (!result.verified) {
          setUnverified(result);
          setPending(values);
          return;
        }
      } finally {
        setVerifying(false);
      }
    }
    onSave(values);
  });

  const section = (title: string, children: ReactNode) => (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSubmit}
      aria-label={t('account.firmographics')}
    >
      <FormNotice notice={error ? { message: error, severity: 'error' } : null} />
      {unverified && !mayConfirmAddress && (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>{t('account.unverifiedTitle')}</Typography>
          <Typography>{t('account.unverifiedList')}</Typography>
          <ul>
            {unverified.localizedErrorFieldNames.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Typography>{t('account.unverifiedUpdate')}</Typography>
        </Alert>
      )}
      {section(
        t('account.firmographics'),
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="name"
              id="account-name"
              label={t('account.name')}
              required
              inputProps={{ maxLength: 120 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <SelectField
              control={control}
              name="entityType"
              id="account-entity"
              label={t('account.entityType')}
              options={ENTITY_TYPES}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <SelectField
              control={control}
              name="ownershipType"
              id="account-ownership"
              label={t('account.ownershipType')}
              options={OWNERSHIP_TYPES}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PhoneField
              control={control}
              name="phone"
              id="account-phone"
              label={t('account.phone')}
              region={region}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="dunsNumber"
              id="account-duns"
              label={t('account.dunsNumber')}
              inputProps={{ maxLength: 11 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="isFranchise"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('account.isFranchise')}
                />
              )}
            />
          </Grid>
        </Grid>,
      )}
      <Divider />
      {section(
        t('account.industry'),
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            <IndustryField control={control} region={region} />
          </Grid>
        </Grid>,
      )}
      <Divider />
      {section(
        t('account.financials'),
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MoneyField
              control={control}
              name="domesticRevenue"
              id="account-domestic-revenue"
              label={t('account.domesticRevenue')}
              region={region}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <MoneyField
              control={control}
              name="foreignRevenue"
              id="account-foreign-revenue"
              label={t('account.foreignRevenue')}
              region={region}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <MoneyField
              control={control}
              name="totalRevenue"
              id="account-total-revenue"
              label={t('account.totalRevenue')}
              region={region}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <IntegerField
              control={control}
              name="noOfEmployees"
              id="account-employees"
              label={t('account.noOfEmployees')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="yearEstablished"
              id="account-year"
              label={t('account.yearEstablished')}
              inputProps={{ maxLength: 4, inputMode: 'numeric' }}
            />
          </Grid>
        </Grid>,
      )}
      <Divider />
      {section(
        t('account.domains'),
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <DomainField
              control={control}
              name="domainName"
              id="account-domain"
              label={t('account.domainName')}
              check={checkDomain}
              checkingLabel={t('accountForm.domainChecking')}
              onCheckChange={(state) => {
                domainState.current = state;
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="otherDomains"
              id="account-other-domains"
              label={t('account.otherDomains')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="url" id="account-url" label={t('account.url')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="noDomainAttested"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('account.noDomainAttested')}
                />
              )}
            />
          </Grid>
        </Grid>,
      )}
      <Divider />
      {section(
        t('account.physicalAddress'),
        <AddressFields
          control={control}
          name="physicalAddress"
          region={region}
          idPrefix="physical"
          required
        />,
      )}
      {section(
        t('account.mailingAddress'),
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Checkbox
                id="mailing-same"
                checked={!!same}
                onChange={(e) => handleSameChange(e.target.checked)}
              />
            }
            label={t('accountForm.sameAsPhysical')}
          />
          <AddressFields
            control={control}
            name="mailingAddress"
            region={region}
            idPrefix="mailing"
            required={!same}
            disabled={!!same}
          />
        </Stack>,
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel} disabled={busy}>
          {t('account.cancel')}
        </Button>
        <SubmitButton busy={busy || verifying} size="medium">
          {t('account.save')}
        </SubmitButton>
      </Stack>

      <Dialog
        open={!!unverified && mayConfirmAddress}
        onClose={() => setUnverified(null)}
        aria-labelledby="unverified-title"
      >
        <DialogTitle id="unverified-title">{t('account.unverifiedTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('account.unverifiedList')}</Typography>
          <ul>
            {unverified?.localizedErrorFieldNames.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setUnverified(null)}>{t('account.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setUnverified(null);
              if (pending) onSave({ ...pending, addressConfirmed: true });
            }}
          >
            {t('account.confirmAddress')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

type SelectFieldProps = {
  control: Control<FormValues>;
  name: Path<FormValues>;
  id: string;
  label: string;
  options: readonly string[];
};

function SelectField({ control, name, id, label, options }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          id={id}
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value || null)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="">{t('account.none')}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function IntegerField({
  control,
  name,
  id,
  label,
}: {
  control: Control<FormValues>;
  name: Path<FormValues>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          id={id}
          label={label}
          inputMode="numeric"
          value={
            field.value === null || field.value === undefined ? '' : String(field.value as number)
          }
          onChange={(e) => {
            const text = e.target.value.replace(/[^\d]/g, '');
            field.onChange(text ? Number(text) : null);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** NAICS (US) or SIC (UK) code with its industry titles, from the reference picker. */
function IndustryField({
  control,
  region,
}: {
  control: Control<FormValues>;
  region: Account['region'];
}) {
  const codeName = region === 'UK' ? 'sicCode' : 'naicsCode';
  return (
    <Controller
      control={control}
      name={codeName}
      render={({ field, fieldState }) => (
        <IndustryPickerBinding
          control={control}
          region={region}
          code={(field.value as string | null) ?? ''}
          onCode={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function IndustryPickerBinding({
  control,
  region,
  code,
  onCode,
  error,
}: {
  control: Control<FormValues>;
  region: Account['region'];
  code: string;
  onCode: (value: string | null) => void;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name="primaryIndustry"
      render={({ field: primary }) => (
        <Controller
          control={control}
          name="secondaryIndustry"
          render={({ field: secondary }) => (
            <IndustryCodePicker
              id="account-industry"
              region={region}
              value={
                code
                  ? {
                      code,
                      primaryIndustry: (primary.value as string | null) ?? '',
                      secondaryIndustry: (secondary.value as string | null) ?? '',
                    }
                  : null
              }
              onChange={(value) => {
                onCode(value?.code ?? null);
                primary.onChange(value?.primaryIndustry ?? null);
                secondary.onChange(value?.secondaryIndustry ?? null);
              }}
              error={!!error}
              helperText={error}
            />
          )}
        />
      )}
    />
  );
}
