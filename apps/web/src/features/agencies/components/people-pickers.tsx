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
import { noOptionsText, type PickerQuery } from '../../../components/picker-text.ts';

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

type SearchPickerProps<T extends { id: string }> = PickerProps<T> & {
  /** The server search: the agency and what was typed (already debounced). */
  useOptions: (
    agencyId: string | undefined,
    search: string,
  ) => { data?: T[] | undefined; isFetching: boolean } & PickerQuery;
  labelOf: (option: T) => string;
  defaultLabel: string;
  renderOption?: (option: T) => ReactNode;
};

/**
 * One of the agency's people or teams, picked by typing: the server searches 500 ms after
 * typing stops (spec 2 §9) and the list shows what it answered. Typing the chosen option's own
 * label does not search for it.
 */
function AgencySearchPicker<T extends { id: string }>({
  agencyId,
  value,
  onChange,
  id,
  label,
  required,
  disabled,
  error,
  helperText,
  useOptions,
  labelOf,
  defaultLabel,
  renderOption,
}: SearchPickerProps<T>) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  const options = useOptions(agencyId, value && search === labelOf(value) ? '' : search);
  return (
    <Autocomplete
      id={id}
      options={options.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={labelOf}
      loading={options.isFetching}
      disabled={disabled || !agencyId}
      noOptionsText={noOptionsText(options, t('agencyPeople.noResults'))}
      {...(renderOption
        ? {
            renderOption: ({ key, ...props }, option: T) => (
              <Box component="li" key={key} {...props}>
                {renderOption(option)}
              </Box>
            ),
          }
        : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? defaultLabel}
          placeholder={t('agencyPeople.typeToSearch')}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}

const agentLabel = (agent: AgencyAgentOption) => `${agent.firstName} ${agent.lastName}`;

/** Pick one of the agency's users by name or e-mail. */
export function AgentPicker(props: PickerProps<AgencyAgentOption>) {
  const { t } = useTranslation();
  return (
    <AgencySearchPicker
      {...props}
      useOptions={useAgencyAgents}
      labelOf={agentLabel}
      defaultLabel={t('agencyPeople.agent')}
      renderOption={(option) => (
        <Box>
          <Typography variant="body2">{agentLabel(option)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {option.email} · {option.roleName}
          </Typography>
        </Box>
      )}
    />
  );
}

/** Pick one of the agency's teams. */
export function TeamPicker(props: PickerProps<AgencyTeamOption>) {
  const { t } = useTranslation();
  return (
    <AgencySearchPicker
      {...props}
      useOptions={useAgencyTeams}
      labelOf={(team) => team.name}
      defaultLabel={t('agencyPeople.team')}
    />
  );
}
