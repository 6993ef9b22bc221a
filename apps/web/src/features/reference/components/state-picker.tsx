import type { State } from '@cyber/domain';
import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllStates } from '../api/search-states.ts';
import { noOptionsText } from '../../../components/picker-text.ts';

export type StatePickerProps = {
  /** The two-letter abbreviation kept on the record (e.g. 'NY'), or null. */
  value: string | null;
  onChange: (abbreviation: string | null, state: State | null) => void;
  id?: string;
  /** Defaults to "State". */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * Pick a US state or DC from the server's list (a state an admin deleted is not offered). Type
 * to filter by name or abbreviation.
 */
export function StatePicker({
  value,
  onChange,
  id = 'state',
  label,
  required,
  disabled,
  error,
  helperText,
}: StatePickerProps) {
  const { t } = useTranslation();
  const states = useAllStates();
  const options = states.data?.content ?? [];
  const selected = options.find((s) => s.stateNameAbbrv === value) ?? null;

  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.stateNameAbbrv ?? null, next)}
      getOptionLabel={(s) => `${s.stateName} (${s.stateNameAbbrv})`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={states.isLoading}
      disabled={disabled}
      noOptionsText={noOptionsText(states, t('reference.noResults'))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('reference.picker.state')}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
