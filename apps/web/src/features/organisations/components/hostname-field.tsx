import { CircularProgress, InputAdornment } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { useHostnameCheck } from '../api/check-hostname.ts';
import type { OrganisationFormValues } from './organisation-form-values.ts';

/** Spec 2 §5: the hostname uniqueness check waits 500 ms after typing stops. */
export const HOSTNAME_CHECK_DEBOUNCE_MS = 500;

export type HostnameState = { checking: boolean; available: boolean; problem: string | null };

/**
 * The live uniqueness check of a hostname value: debounced 500 ms; the saved hostname (`initial`)
 * and an empty value need no check. The form holds its save while `checking` or `problem`.
 */
export function useHostnameState(
  value: string,
  initial: string,
  excludeId: string | undefined,
): HostnameState {
  const trimmed = value.trim();
  const debounced = useDebouncedValue(trimmed, HOSTNAME_CHECK_DEBOUNCE_MS);
  const changed = (v: string) => v !== '' && v.toLowerCase() !== initial.toLowerCase();
  const check = useHostnameCheck(changed(debounced) ? debounced : '', excludeId);
  const settled = trimmed === debounced && !check.isFetching;
  return {
    checking: changed(trimmed) && !settled,
    available: changed(trimmed) && settled && check.data?.available === true,
    problem:
      changed(trimmed) && settled && check.data && !check.data.available
        ? check.data.message
        : null,
  };
}

/** The hostname field, showing the check's outcome under it. */
export function HostnameField({
  control,
  state,
}: {
  control: Control<OrganisationFormValues>;
  state: HostnameState;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name="hostname"
      control={control}
      render={({ field, fieldState }) => {
        const problem = fieldState.error?.message ?? state.problem;
        return (
          <TextInput
            {...field}
            value={field.value ?? ''}
            inputRef={field.ref}
            id="organisation-hostname"
            label={t('organisations.hostname')}
            autoComplete="off"
            error={!!problem}
            helperText={
              problem ??
              (state.checking
                ? t('organisations.hostnameChecking')
                : state.available
                  ? t('organisations.hostnameAvailable')
                  : t('organisations.hostnameHelp'))
            }
            endAdornment={
              state.checking ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} aria-label={t('organisations.hostnameChecking')} />
                </InputAdornment>
              ) : undefined
            }
          />
        );
      }}
    />
  );
}
