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
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DomainCheckState } from '../../../components/form/domain-field.tsx';
import { DomainField } from '../../../components/form/domain-field.tsx';
import { FormNotice } from '../../../components/form/form-notice.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { checkDomain } from '../api/check-domain.ts';
import { validateAddress } from '../api/validate-address.ts';
import {
  AddressSection,
  CheckboxField,
  FieldCell,
  FormSection,
  IndustryField,
  IntegerField,
  SelectField,
  UnverifiedFieldList,
} from './firmographics-fields.tsx';

type FormValues = AccountUpdateInput;

const SELECT_FIELDS = [
  { name: 'entityType', id: 'account-entity', options: ENTITY_TYPES },
  { name: 'ownershipType', id: 'account-ownership', options: OWNERSHIP_TYPES },
] as const;
const MONEY_FIELDS = [
  { name: 'domesticRevenue', id: 'account-domestic-revenue' },
  { name: 'foreignRevenue', id: 'account-foreign-revenue' },
  { name: 'totalRevenue', id: 'account-total-revenue' },
] as const;
const TEXT_DOMAIN_FIELDS = [
  { name: 'otherDomains', id: 'account-other-domains' },
  { name: 'url', id: 'account-url' },
] as const;

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
          <UnverifiedFieldList names={unverified.localizedErrorFieldNames} />
          <Typography>{t('account.unverifiedUpdate')}</Typography>
        </Alert>
      )}
      <FormSection title={t('account.firmographics')} grid>
        <FieldCell md={6}>
          <FormTextField
            control={control}
            name="name"
            id="account-name"
            label={t('account.name')}
            required
            inputProps={{ maxLength: 120 }}
          />
        </FieldCell>
        {SELECT_FIELDS.map((f) => (
          <FieldCell md={3} key={f.name}>
            <SelectField
              control={control}
              name={f.name}
              id={f.id}
              label={t(`account.${f.name}`)}
              options={f.options}
            />
          </FieldCell>
        ))}
        <FieldCell md={4}>
          <PhoneField
            control={control}
            name="phone"
            id="account-phone"
            label={t('account.phone')}
            region={region}
          />
        </FieldCell>
        <FieldCell md={4}>
          <FormTextField
            control={control}
            name="dunsNumber"
            id="account-duns"
            label={t('account.dunsNumber')}
            inputProps={{ maxLength: 11 }}
          />
        </FieldCell>
        <FieldCell md={4}>
          <CheckboxField control={control} name="isFranchise" label={t('account.isFranchise')} />
        </FieldCell>
      </FormSection>
      <Divider />
      <FormSection title={t('account.industry')} grid>
        <FieldCell>
          <IndustryField control={control} region={region} />
        </FieldCell>
      </FormSection>
      <Divider />
      <FormSection title={t('account.financials')} grid>
        {MONEY_FIELDS.map((f) => (
          <FieldCell md={4} key={f.name}>
            <MoneyField
              control={control}
              name={f.name}
              id={f.id}
              label={t(`account.${f.name}`)}
              region={region}
            />
          </FieldCell>
        ))}
        <FieldCell md={4}>
          <IntegerField
            control={control}
            name="noOfEmployees"
            id="account-employees"
            label={t('account.noOfEmployees')}
          />
        </FieldCell>
        <FieldCell md={4}>
          <FormTextField
            control={control}
            name="yearEstablished"
            id="account-year"
            label={t('account.yearEstablished')}
            inputProps={{ maxLength: 4, inputMode: 'numeric' }}
          />
        </FieldCell>
      </FormSection>
      <Divider />
      <FormSection title={t('account.domains')} grid>
        <FieldCell md={6}>
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
        </FieldCell>
        {TEXT_DOMAIN_FIELDS.map((f) => (
          <FieldCell md={6} key={f.name}>
            <FormTextField
              control={control}
              name={f.name}
              id={f.id}
              label={t(`account.${f.name}`)}
            />
          </FieldCell>
        ))}
        <FieldCell md={6}>
          <CheckboxField
            control={control}
            name="noDomainAttested"
            label={t('account.noDomainAttested')}
          />
        </FieldCell>
      </FormSection>
      <Divider />
      <AddressSection
        control={control}
        title={t('account.physicalAddress')}
        name="physicalAddress"
        region={region}
        idPrefix="physical"
        required
      />
      <AddressSection
        control={control}
        title={t('account.mailingAddress')}
        name="mailingAddress"
        region={region}
        idPrefix="mailing"
        required={!same}
        disabled={!!same}
      >
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
      </AddressSection>
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
          <UnverifiedFieldList names={unverified?.localizedErrorFieldNames ?? []} />
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
