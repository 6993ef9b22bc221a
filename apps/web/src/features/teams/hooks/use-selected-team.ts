import { ALL_TEAMS, TeamSchema, type Team } from '@cyber/domain';
import { useSyncExternalStore } from 'react';
import { useSessionClaims } from '../../../lib/auth/session.ts';
import { publish } from '../../../lib/events.ts';

/**
 * The team chosen in the header (spec 1 §6), remembered for this tab only (session storage) and
 * per account acted in, so a jump or switch starts from 'All' again.
 */
export const selectedTeamKey = (accountId: string) => `team:selected:${accountId}`;

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; team: Team }>();

function read(accountId: string): Team {
  const raw = sessionStorage.getItem(selectedTeamKey(accountId));
  const cached = snapshots.get(accountId);
  if (cached && cached.raw === raw) return cached.team;
  let team = ALL_TEAMS;
  if (raw) {
    try {
      const parsed = TeamSchema.safeParse(JSON.parse(raw));
      if (parsed.success) team = parsed.data;
    } catch {
      team = ALL_TEAMS;
    }
  }
  snapshots.set(accountId, { raw, team });
  return team;
}

/** Choose a team (or `ALL_TEAMS`) and broadcast `team-change` with its id and name. */
export function selectTeam(accountId: string, team: Team): void {
  sessionStorage.setItem(
    selectedTeamKey(accountId),
    JSON.stringify({ id: team.id, name: team.name }),
  );
  listeners.forEach((listener) => listener());
  publish('team-change', { id: team.id, name: team.name });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The selected team of the account acted in; `ALL_TEAMS` ('All') when none is chosen. List
 * screens filter by `team.id` unless `isAllTeams(team)`, and re-query on `team-change`.
 */
export function useSelectedTeam(): Team {
  const claims = useSessionClaims();
  const accountId = claims?.accountId ?? '';
  return useSyncExternalStore(
    subscribe,
    () => (accountId ? read(accountId) : ALL_TEAMS),
    () => ALL_TEAMS,
  );
}
