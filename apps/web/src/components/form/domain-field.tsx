import { DOMAIN_CHECK_DEBOUNCE_MS, domainIssue, normaliseDomain } from '@cyber/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '../text-input.tsx';

/** What the server check answers (spec 2 §5 messages). */
export type DomainCheck = { valid: boolean; message: string };
export type DomainCheckState = {
  status: 'idle' | 'checking' | 'valid' | 'invalid';
  message?: string;
};

export type DomainFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** The server check of one domain (POST /api/account/v1/domain/check). */
  check: (domain: string) => Promise<DomainCheck>;
  /** Told every time the check's state changes, so the form can refuse invalid domains. */
  onCheckChange?: (state: DomainCheckState) => void;
  checkingLabel?: string;
  disabled?: boolean;
};

/**
 * One web domain bound to react-hook-form. A pasted scheme and path are stripped
 * (https://acme.com/about → acme.com); 200 ms after typing stops the domain is checked on the
 * server, showing "Valid domain found!" or "Invalid Domain! Try a different domain name.";
 * entry mistakes show the field's own messages (one domain, a valid name).
 */
export function DomainField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  check,
  onCheckChange,
  checkingLabel = 'Checking…',
  disabled,
}: DomainFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DomainInput
          id={id}
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          formError={fieldState.error?.message}
          check={check}
          onCheckChange={onCheckChange}
          checkingLabel={checkingLabel}
          disabled={disabled}
        />
      )}
    />
  );
}

type DomainInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  formError: string | undefined;
  check: (domain: string) => Promise<DomainCheck>;
  onCheckChange: ((state: DomainCheckState) => void) | undefined;
  checkingLabel: string;
  disabled: boolean | undefined;
};

function DomainInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  formError,
  check,
  onCheckChange,
  checkingLabel,
  disabled,
}: DomainInputProps) {
  const [state, setState] = useState<DomainCheckState>({ status: 'idle' });
  const notify = useRef(onCheckChange);
  notify.current = onCheckChange;
  const checkRef = useRef(check);
  checkRef.current = check;
  const initial = useRef(value);

  useEffect(() => {
    const update = (next: DomainCheckState) => {
      setState(next);
      notify.current?.(next);
    };
    const text = value.trim();
    // The saved value is not re-checked; an empty field is simply "no domain".
    if (!text || text === initial.current) {
      update({ status: 'idle' });
      return;
    }
    const issue = domainIssue(text);
    if (issue) {
      update({ status: 'invalid', message: issue });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      update({ status: 'checking' });
      checkRef
        .current(normaliseDomain(text))
        .then((result) => {
          if (!cancelled) {
            update({ status: result.valid ? 'valid' : 'invalid', message: result.message });
          }
        })
        .catch((error: unknown) => {
          if (!cancelled) {
            update({
              status: 'invalid',
              message: error instanceof Error ? error.message : String(error),
            });
          }
        });
    }, DOMAIN_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value]);

  const helper =
    formError ??
    (state.status === 'checking'
      ? checkingLabel
      : state.status === 'idle'
        ? undefined
        : state.message);
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const typed = e.target.value;
        // A pasted URL loses its scheme and path at once.
        onChange(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed.trim()) ? normaliseDomain(typed) : typed);
      }}
      onBlur={() => {
        if (value.trim() && !/[\s,;]/.test(value.trim())) onChange(normaliseDomain(value));
        onBlur();
      }}
      inputRef={inputRef}
      error={!!formError || state.status === 'invalid'}
      helperText={helper}
      sx={state.status === 'valid' ? { '& fieldset': { borderColor: 'success.main' } } : undefined}
    />
  );
}
