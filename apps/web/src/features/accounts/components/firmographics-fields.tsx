import type { Account, AccountUpdateInput, Region } from '@cyber/domain';
import {
  Checkbox,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { IndustryCodePicker } from '../../reference/index.ts';

/**
 * The pieces the firmographics form is built from, so each kind of block is written once: a
 * titled section (optionally a field grid), a grid cell, a checkbox, a select, a whole-number
 * field, an address section (physical and mailing), the industry picker binding and the list of
 * address fields that could not be verified.
 */
type FormValues = AccountUpdateInput;

export type FormSectionProps = {
  title: string;
  /** Lay the children out as grid cells (`FieldCell`). */
  grid?: boolean;
  children: ReactNode;
};

export function FormSection({ title, grid = false, children }: FormSectionProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {grid ? (
        <Grid container spacing={2}>
          {children}
        </Grid>
      ) : (
        children
      )}
    </Stack>
  );
}

/** One cell of a section's grid: full width on phones, `md` twelfths from 960 px. */
export function FieldCell({ md = 12, children }: { md?: number; children: ReactNode }) {
  return <Grid size={{ xs: 12, md }}>{children}</Grid>;
}

type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
};

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  id,
}: FieldProps<T> & { id?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
}: FieldProps<T> & { id: string; options: readonly string[] }) {
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

export function IntegerField<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: FieldProps<T> & { id: string }) {
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

export type AddressSectionProps = {
  control: Control<FormValues>;
  title: string;
  name: 'physicalAddress' | 'mailingAddress';
  region: Region;
  idPrefix: string;
  required: boolean;
  disabled?: boolean;
  /** Shown between the title and the fields (the mailing address's same-as-physical box). */
  children?: ReactNode;
};

/** The physical or the mailing address: a titled section around the shared address fields. */
export function AddressSection({
  control,
  title,
  name,
  region,
  idPrefix,
  required,
  disabled = false,
  children,
}: AddressSectionProps) {
  return (
    <FormSection title={title}>
      {children}
      <AddressFields
        control={control}
        name={name}
        region={region}
        idPrefix={idPrefix}
        required={required}
        disabled={disabled}
      />
    </FormSection>
  );
}

/** "The following address fields could not be verified:" and the fields' labels. */
export function UnverifiedFieldList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography>{t('account.unverifiedList')}</Typography>
      <ul>
        {names.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </>
  );
}

/** NAICS (US) or SIC (UK) code with its industry titles, from the reference picker. */
export function IndustryField({
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
      render={({ field: code, fieldState }) => (
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
                    code.value
                      ? {
                          code: code.value as string,
                          primaryIndustry: (primary.value as string | null) ?? '',
                          secondaryIndustry: (secondary.value as string | null) ?? '',
                        }
                      : null
                  }
                  onChange={(value) => {
                    code.onChange(value?.code ?? null);
                    primary.onChange(value?.primaryIndustry ?? null);
                    secondary.onChange(value?.secondaryIndustry ?? null);
                  }}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      )}
    />
  );
}
