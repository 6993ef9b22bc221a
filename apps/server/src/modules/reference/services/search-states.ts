import type { State, StatePage, StateSearchQuery } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';

export const toState = (row: repo.StateRow): State => ({
  id: row.id,
  stateName: row.stateName,
  stateNameAbbrv: row.stateNameAbbrv,
  timeZone: row.timeZone,
});

/** States by name or abbreviation (forms ask for all 51 with size 100). */
export async function searchStates(
  deps: ReferenceDeps,
  query: StateSearchQuery,
): Promise<StatePage> {
  const { rows, total } = await repo.searchStates(deps.db, query);
  return toPage(rows.map(toState), total, query);
}
