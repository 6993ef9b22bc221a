import { AGENT_SEARCH_DEBOUNCE_MS, type Agency } from '@cyber/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { noOptionsText } from '../../../components/picker-text.ts';
import { useAgencies } from '../api/search-agencies.ts';

export type AgencyPickerProps = {
  id: string;
  value: Agency | null;
  onChange: (value: Agency | null) => void;
  label: string;
  required?: boolean;
  size?: 'small' | 'medium';
};

/**
 * One agency, picked by typing its name (provider staff): the server's agency search runs once
 * typing stops and the list shows what it answered (at most 100). Typing the chosen agency's own
 * name does not search for it again.
 */
export function AgencyPicker({ id, value, onChange, label, required, size }: AgencyPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  const agencies = useAgencies({
    page: 0,
    size: 100,
    search: (value && search === value.name ? '' : search) || undefined,
  });
  return (
    <Autocomplete
      id={id}
      size={size}
      options={agencies.data?.content ?? []}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      loading={agencies.isFetching}
      noOptionsText={noOptionsText(agencies, t('agencyPeople.noResults'))}
      sx={{ minWidth: 240 }}
      renderInput={(params) => <TextField {...params} label={label} required={required} />}
    />
  );
}
