import { REGION_SETTINGS, type Region } from '@cyber/domain';
import { InputAdornment } from '@mui/material';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '../text-input.tsx';
import { formatGrouped } from '../../lib/format.ts';

export type MoneyFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  region: Region;
  required?: boolean;
  disabled?: boolean;
};

const group = (value: number | null, region: Region) =>
  value === null || Number.isNaN(value) ? '' : formatGrouped(value, region);

/** Whole currency units from what was typed: everything but digits, dot and minus is dropped. */
export const parseMoney = (text: string): number | null => {
  const cleaned = text.replace(/[^\d.-]/g, '');
  if (!cleaned || cleaned === '-' || cleaned === '.') return null;
  const value = Number(cleaned);
  return Number.isNaN(value) ? null : Math.round(value);
};

/**
 * An amount in whole dollars or pounds bound to react-hook-form: the region's currency symbol,
 * thousands grouping while not being edited; the form value is a number (or null when empty).
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  region,
  required,
  disabled,
}: MoneyFieldProps<T>) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          id={id}
          label={label}
          inputMode="numeric"
          required={required}
          disabled={disabled}
          value={editing ?? group(field.value as number | null, region)}
          onFocus={() => setEditing(group(field.value as number | null, region))}
          onChange={(e) => {
            setEditing(e.target.value);
            field.onChange(parseMoney(e.target.value));
          }}
          onBlur={() => {
            setEditing(null);
            field.onBlur();
          }}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          startAdornment={
            <InputAdornment position="start">
              {REGION_SETTINGS[region].currencySymbol}
            </InputAdornment>
          }
        />
      )}
    />
  );
}
