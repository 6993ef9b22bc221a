import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * Answer fields of the questionnaires, bound to react-hook-form (the form kit's pattern): a
 * question is a fieldset whose legend is the question; required ones carry an asterisk and the
 * resolver's message shows under them.
 */

type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  /** A line under the answer: where a pre-filled answer came from, or what contradicts it. */
  hint?: FieldHint | undefined;
};

export type FieldHint = { text: string; tone: 'info' | 'warning' };

function HintText({ hint, id }: { hint: FieldHint; id: string }) {
  return (
    <FormHelperText
      id={id}
      data-hint={hint.tone}
      sx={hint.tone === 'warning' ? { color: 'warning.dark' } : undefined}
    >
      {hint.text}
    </FormHelperText>
  );
}

type Option = { value: string; label: string };

function RadioQuestion<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  toForm,
  fromForm,
  hint,
}: FieldProps<T> & {
  options: Option[];
  toForm: (value: string) => unknown;
  fromForm: (value: unknown) => string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl
          component="fieldset"
          error={!!fieldState.error}
          required={required}
          data-field={name}
        >
          <FormLabel component="legend" id={id}>
            {label}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={id}
            aria-describedby={hint && !fieldState.error ? `${id}-hint` : undefined}
            name={name}
            value={fromForm(field.value)}
            onChange={(event) => field.onChange(toForm(event.target.value))}
            onBlur={field.onBlur}
          >
            {options.map((o) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                control={<Radio inputRef={o === options[0] ? field.ref : undefined} />}
                label={o.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <FormHelperText>{fieldState.error.message}</FormHelperText>
          ) : (
            hint && <HintText hint={hint} id={`${id}-hint`} />
          )}
        </FormControl>
      )}
    />
  );
}

/** A yes/no question: true, false or null (unanswered). */
export function YesNoField<T extends FieldValues>(props: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <RadioQuestion
      {...props}
      options={[
        { value: 'true', label: t('securityQuestions.yes') },
        { value: 'false', label: t('securityQuestions.no') },
      ]}
      toForm={(v) => v === 'true'}
      fromForm={(v) => (v === true ? 'true' : v === false ? 'false' : '')}
    />
  );
}

/** A Yes / No / Uncertain question of the newest forms. */
export function TriAnswerField<T extends FieldValues>(props: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <RadioQuestion
      {...props}
      options={[
        { value: 'YES', label: t('securityQuestions.yes') },
        { value: 'NO', label: t('securityQuestions.no') },
        { value: 'UNCERTAIN', label: t('securityQuestions.uncertain') },
      ]}
      toForm={(v) => v}
      fromForm={(v) => (typeof v === 'string' ? v : '')}
    />
  );
}

/** A select of fixed options; empty is null. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  numeric,
  hint,
}: FieldProps<T> & { options: Option[]; numeric?: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={`field-${name}`}
          label={label}
          required={required}
          value={field.value ?? ''}
          onChange={(event) => {
            const raw = event.target.value;
            field.onChange(raw === '' ? null : numeric ? Number(raw) : raw);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint?.text}
          slotProps={
            hint && !fieldState.error
              ? {
                  formHelperText: {
                    ...({ 'data-hint': hint.tone } as object),
                    sx: hint.tone === 'warning' ? { color: 'warning.dark' } : undefined,
                  },
                }
              : undefined
          }
          fullWidth
        >
          {!required && (
            <MenuItem value="">
              <em>{t('securityQuestions.notSelected')}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={numeric ? Number(o.value) : o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Several options ticked (e.g. backup types); the value is an array of the ticked ones. */
export function MultiCheckField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
}: FieldProps<T> & { options: Option[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
        return (
          <FormControl component="fieldset" error={!!fieldState.error} required={required}>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((o) => (
                <FormControlLabel
                  key={o.value}
                  label={o.label}
                  control={
                    <Checkbox
                      checked={value.includes(o.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...value, o.value]
                            : value.filter((v) => v !== o.value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
