import { US_STATES, type Region } from '@cyber/domain';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

export type AddressFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /**
   * The address object in the form, e.g. `physicalAddress` (fields address1, city, …); an empty
   * name binds the fields at the top level of the form.
   */
  name: string;
  region: Region;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** City, state (US) and zip/postcode are required (asterisks). */
  required?: boolean;
  /** The street line (address1) is required too (asterisk); `required` leaves it optional. */
  requiredStreet?: boolean;
  /** Locked: shown but not editable (a mailing address that mirrors the physical one). */
  disabled?: boolean;
  /** Show the second street line. */
  withLine2?: boolean;
  /** Disable every field but these (e.g. the search step of the new-account modal). */
  lockedExcept?: readonly AddressFieldName[] | undefined;
};

export type AddressFieldName = 'address1' | 'address2' | 'city' | 'state' | 'zipCode';

/**
 * An address bound to react-hook-form (spec 2 §5): street, city, then a US state select and a
 * ZIP code, or a UK county (free text) and a postcode — labels follow the region's words. The
 * rules themselves come from the form's resolver (the domain schema).
 */
export function AddressFields<T extends FieldValues>({
  control,
  name,
  region,
  idPrefix,
  required = false,
  requiredStreet = false,
  disabled = false,
  withLine2 = true,
  lockedExcept,
}: AddressFieldsProps<T>) {
  const { t } = useTranslation();
  const field = (key: AddressFieldName) => (name ? `${name}.${key}` : key) as Path<T>;
  const off = (key: AddressFieldName) =>
    disabled || (lockedExcept !== undefined && !lockedExcept.includes(key));
  const isUk = region === 'UK';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: withLine2 ? 6 : 12 }}>
        <FormTextField
          control={control}
          name={field('address1')}
          id={`${idPrefix}-address1`}
          label={t('accountForm.address1')}
          required={requiredStreet}
          disabled={off('address1')}
        />
      </Grid>
      {withLine2 && (
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name={field('address2')}
            id={`${idPrefix}-address2`}
            label={t('accountForm.address2')}
            disabled={off('address2')}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField
          control={control}
          name={field('city')}
          id={`${idPrefix}-city`}
          label={isUk ? t('accountForm.townCity') : t('accountForm.city')}
          required={required}
          disabled={off('city')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {isUk ? (
          <FormTextField
            control={control}
            name={field('state')}
            id={`${idPrefix}-state`}
            label={t('accountForm.county')}
            disabled={off('state')}
          />
        ) : (
          <Controller
            control={control}
            name={field('state')}
            render={({ field: f, fieldState }) => (
              <TextField
                select
                fullWidth
                id={`${idPrefix}-state`}
                label={t('accountForm.state')}
                required={required}
                disabled={off('state')}
                value={(f.value as string | null) ?? ''}
                onChange={(e) => f.onChange(e.target.value)}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{
                  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 220 } } } } },
                }}
              >
                {US_STATES.map((s) => (
                  <MenuItem key={s.code} value={s.code}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField
          control={control}
          name={field('zipCode')}
          id={`${idPrefix}-zip`}
          label={isUk ? t('accountForm.postcode') : t('accountForm.zip')}
          required={required}
          disabled={off('zipCode')}
          inputProps={{ maxLength: isUk ? 8 : 10 }}
        />
      </Grid>
    </Grid>
  );
}
