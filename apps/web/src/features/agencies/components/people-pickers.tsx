import {
  AGENT_SEARCH_DEBOUNCE_MS,
  type AgencyAgentOption,
  type AgencyTeamOption,
} from '@cyber/domain';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useAgencyAgents, useAgencyTeams } from '../api/agency-book.ts';

type PickerProps<T> = {
  /** The agency whose people are offered; the picker is disabled until there is one. */
  agencyId: string | undefined;
  value: T | null;
  onChange: (value: T | null) => void;
  id: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * Pick one of the agency's users by typing a name or e-mail; the server searches 500 ms after
 * typing stops (spec 2 §9) and the list shows what it answered.
 */
export function AgentPicker({
  agencyId,
  value,
  onChange,
  id,
  label,
  required,
  disabled,
  error,
  helperText,
}: PickerProps<AgencyAgentOption>) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  // Typing the chosen agent's label must not search for it.
  const selectedLabel = value ? `${value.firstName} ${value.lastName}` : '';
  const agents = useAgencyAgents(agencyId, search === selectedLabel ? '' : search);
  return (
    <Autocomplete
      id={id}
      options={agents.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => `${option.firstName} ${option.lastName}`}
      loading={agents.isFetching}
      disabled={disabled || !agencyId}
      noOptionsText={t('agencyPeople.noResults')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">
              {option.firstName} {option.lastName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {option.email} · {option.roleName}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('agencyPeople.agent')}
          placeholder={t('agencyPeople.typeToSearch')}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}

/** Pick one of the agency's teams (server search, 500 ms after typing stops). */
export function TeamPicker({
  agencyId,
  value,
  onChange,
  id,
  label,
  required,
  disabled,
  error,
  helperText,
}: PickerProps<AgencyTeamOption>) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  const teams = useAgencyTeams(agencyId, search === value?.name ? '' : search);
  return (
    <Autocomplete
      id={id}
      options={teams.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      loading={teams.isFetching}
      disabled={disabled || !agencyId}
      noOptionsText={t('agencyPeople.noResults')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('agencyPeople.team')}
          placeholder={t('agencyPeople.typeToSearch')}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
