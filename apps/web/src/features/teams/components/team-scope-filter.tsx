import { isAllTeams, TEAM_SCOPES, type TeamScope } from '@cyber/domain';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionClaims } from '../../../lib/auth/session.ts';
import { useSelectedTeam } from '../hooks/use-selected-team.ts';

/** What a list sends for the dashboard's team scopes (an agency's users only). */
export type TeamScopeQuery = { teamScope?: TeamScope | undefined; teamId?: string | undefined };

/**
 * The dashboard tabs' team scope (spec 3 §2: current team, all my teams, my agency) for an
 * agency's users: by default the header's team when one is chosen, else the agency. Answers the
 * scope to send and the props of `TeamScopeFilter`; other organisations send none.
 */
export function useTeamScope() {
  const claims = useSessionClaims();
  const isAgency = claims?.accountType === 'AGENCY';
  const team = useSelectedTeam();
  const hasTeam = !isAllTeams(team);
  const [chosen, setChosen] = useState<TeamScope | ''>('');
  const effective: TeamScope | undefined = !isAgency
    ? undefined
    : chosen || (hasTeam ? 'CURRENT_TEAM' : 'AGENCY');
  const query: TeamScopeQuery = {
    teamScope: effective,
    teamId: effective === 'CURRENT_TEAM' && hasTeam ? team.id : undefined,
  };
  return {
    query,
    filter: isAgency
      ? { value: effective ?? 'AGENCY', teamName: hasTeam ? team.name : null, onChange: setChosen }
      : null,
  };
}

export type TeamScopeFilterProps = {
  id: string;
  value: TeamScope;
  /** The header's team, when one is chosen ("Current team" needs it). */
  teamName: string | null;
  onChange: (scope: TeamScope) => void;
};

/** The team scope select of the dashboard's tabs. */
export function TeamScopeFilter({ id, value, teamName, onChange }: TeamScopeFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={t('teams.scope.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as TeamScope)}
      sx={{ minWidth: 180 }}
    >
      {TEAM_SCOPES.map((s) => (
        <MenuItem key={s} value={s} disabled={s === 'CURRENT_TEAM' && !teamName}>
          {s === 'CURRENT_TEAM' && teamName
            ? `${t('teams.scope.CURRENT_TEAM')} (${teamName})`
            : t(`teams.scope.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
