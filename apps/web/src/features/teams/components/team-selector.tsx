import { ALL_TEAMS, type Team } from '@cyber/domain';
import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/data-table/use-debounced-value.ts';
import { useTeamSearch } from '../api/search-teams.ts';
import { selectTeam, useSelectedTeam } from '../hooks/use-selected-team.ts';
import { noOptionsText } from '../../../components/picker-text.ts';

export type TeamSelectorProps = {
  accountId: string;
  /** Offer the 'All' pseudo team (provider staff in the ACCOUNT realm). */
  includeAll: boolean;
};

/** The header's 'Team:' selector: searches the account's teams; choosing one publishes team-change. */
export function TeamSelector({ accountId, includeAll }: TeamSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const selected = useSelectedTeam();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 250);
  // Searching for the selected team's own name would hide the others.
  const query = search === selected.name ? '' : search;
  const teams = useTeamSearch(accountId, query);
  const allOption = { ...ALL_TEAMS, name: t('teams.all') };
  const options: Team[] = [...(includeAll ? [allOption] : []), ...(teams.data ?? [])];
  const value = selected.id === ALL_TEAMS.id ? (includeAll ? allOption : null) : selected;

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
        {t('teams.label')}
      </Typography>
      <Autocomplete
        id={id}
        size="small"
        sx={{ width: 200 }}
        options={options}
        value={value}
        disableClearable={includeAll}
        loading={teams.isFetching}
        noOptionsText={noOptionsText(teams, t('teams.noTeams'))}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(list) => list}
        inputValue={input}
        onInputChange={(_, next) => setInput(next)}
        onChange={(_, team) => selectTeam(accountId, team ?? ALL_TEAMS)}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={t('teams.search')}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': t('teams.label') } }}
          />
        )}
      />
    </Stack>
  );
}
