import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type BoundProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** Shown under the field when it has no error. */
  helperText?: ReactNode;
  required?: boolean;
};

/**
 * The form kit's select bound to react-hook-form: one option per value, its label from
 * `optionLabel`; `parse` turns the chosen option back into the form's value (numbers).
 */
export function FormSelectField<T extends FieldValues, V extends string | number>({
  control,
  name,
  id,
  label,
  helperText,
  required = true,
  options,
  optionLabel,
  parse,
  onPicked,
}: BoundProps<T> & {
  options: readonly V[];
  optionLabel: (value: V) => string;
  parse?: (raw: string) => V;
  onPicked?: (value: V) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required={required}
          id={id}
          label={label}
          value={field.value}
          onChange={(e) => {
            const value = parse ? parse(e.target.value) : (e.target.value as V);
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The form kit's date field (YYYY-MM-DD) bound to react-hook-form, within `min`..`max`. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  helperText,
  required = true,
  min,
  max,
}: BoundProps<T> & { min?: string; max?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          fullWidth
          required={required}
          id={id}
          label={label}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
        />
      )}
    />
  );
}
