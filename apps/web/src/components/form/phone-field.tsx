import { formatAccountPhone, REGION_SETTINGS, type Region } from '@cyber/domain';
import { InputAdornment } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '../text-input.tsx';

export type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  region: Region;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A phone bound to react-hook-form: the region's prefix (+1 / +44) beside it, and the number
 * formatted when the field is left — (###) ###-####, 1 (###) ###-#### or +44 NNNN NNNNNN.
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  region,
  required,
  disabled,
}: PhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          id={id}
          label={label}
          type="tel"
          autoComplete="tel"
          required={required}
          disabled={disabled}
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={() => {
            const value = (field.value as string | null) ?? '';
            const formatted = formatAccountPhone(value, region);
            if (formatted && formatted !== value) field.onChange(formatted);
            field.onBlur();
          }}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          startAdornment={
            <InputAdornment position="start">{REGION_SETTINGS[region].phonePrefix}</InputAdornment>
          }
        />
      )}
    />
  );
}
