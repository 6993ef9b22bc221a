import { US_STATES_WITH_TIME_ZONES } from '../reference/reference.schema.ts';

/** The 50 US states and DC (spec 2 §9), for the state select and the address rules. */
export const US_STATES: readonly { code: string; name: string }[] = US_STATES_WITH_TIME_ZONES.map(
  (s) => ({ code: s.abbreviation, name: s.name }),
);

export const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((s) => s.code));
