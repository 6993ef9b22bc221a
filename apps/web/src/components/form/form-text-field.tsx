import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Shown under the field when it has no error. */
  helperText?: ReactNode;
};

/**
 * The form kit's text field bound to react-hook-form (DESIGN §5): the field's value, touch and
 * error come from the form (whose resolver is the domain schema); the error replaces the help.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          {...field}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
