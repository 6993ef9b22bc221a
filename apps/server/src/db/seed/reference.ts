import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  builtInIndustryCodes,
  builtInStates,
  INDUSTRY_CODE_ENTITY,
  STATE_ENTITY,
} from '../../modules/reference/reference-data.ts';

/**
 * Reference data kept in step with the code at every start (idempotent): US states and DC with
 * their time zones, NAICS (2017 edition, from the `naics` package) and UK SIC 2007 industry codes.
 *
 * One statement per table, the rows passed as one JSON parameter. What an admin has changed is
 * left alone: a state or code with an audit entry (deleted, created or edited through the API) is
 * neither re-added nor overwritten; everything else is inserted when missing and corrected when its
 * built-in title or time zone changed.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.execute(sql`
    insert into states (state_name_abbrv, state_name, time_zone)
    select x.abbreviation, x.name, x.time_zone
    from jsonb_to_recordset(${JSON.stringify(builtInStates())}::jsonb)
      as x(abbreviation text, name text, time_zone text)
    where not exists (
      select 1 from audit_log a
      where a.entity_type = ${STATE_ENTITY} and a.entity_id = x.abbreviation
    )
    on conflict (state_name_abbrv) do update
      set state_name = excluded.state_name, time_zone = excluded.time_zone
      where (states.state_name, states.time_zone)
        is distinct from (excluded.state_name, excluded.time_zone)
  `);
  await db.execute(sql`
    insert into industry_codes
      (scheme, code, title, level, parent_code, primary_industry, secondary_industry)
    select x.scheme, x.code, x.title, x.level, x.parent_code, x.primary_industry,
      x.secondary_industry
    from jsonb_to_recordset(${JSON.stringify(builtInIndustryCodes())}::jsonb)
      as x(scheme text, code text, title text, level int, parent_code text,
        primary_industry text, secondary_industry text)
    where not exists (
      select 1 from audit_log a
      where a.entity_type = ${INDUSTRY_CODE_ENTITY} and a.entity_id = x.scheme || ':' || x.code
    )
    on conflict (scheme, code) do update
      set title = excluded.title, level = excluded.level, parent_code = excluded.parent_code,
        primary_industry = excluded.primary_industry,
        secondary_industry = excluded.secondary_industry
      where (industry_codes.title, industry_codes.level, industry_codes.parent_code,
          industry_codes.primary_industry, industry_codes.secondary_industry)
        is distinct from (excluded.title, excluded.level, excluded.parent_code,
          excluded.primary_industry, excluded.secondary_industry)
  `);
}
