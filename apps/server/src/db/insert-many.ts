import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** Rows per INSERT statement of a bulk upload. */
export const INSERT_CHUNK = 1000;

/** How a column is read from one element `e` of the JSON array (its position `at`). */
function readBack(at: number, type: string) {
  if (type === 'jsonb' || type === 'json') return sql.raw(`(e->${at})::${type}`);
  if (type.endsWith('[]')) {
    return sql.raw(
      `case when jsonb_typeof(e->${at}) = 'array' then array(select jsonb_array_elements_text(e->${at}))::${type} end`,
    );
  }
  return sql.raw(`(e->>${at})::${type}`);
}

/**
 * Insert many rows, one statement per INSERT_CHUNK rows. The chunk travels as one JSON
 * parameter (an array of rows, one entry per column) read back into typed columns by
 * `jsonb_array_elements`. A multi-row VALUES list binds one parameter per cell: building that
 * SQL (≈45 columns × 1000 rows) in the ORM cost more than the database's own work, while this
 * statement's text stays the same whatever the number of rows. Columns no row of the chunk sets
 * (undefined, or null without a database default) are left out.
 */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  options: { ignoreConflicts?: boolean } = {},
) {
  const all = Object.entries(getTableColumns(table));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK) as Record<string, unknown>[];
    const columns = all.filter(([key, column]) =>
      chunk.some((row) => row[key] !== undefined && (row[key] !== null || column.hasDefault)),
    );
    const json = JSON.stringify(chunk.map((row) => columns.map(([key]) => row[key] ?? null)));
    const names = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const values = sql.join(
      columns.map(([, column], at) => readBack(at, column.getSQLType())),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${table} (${names}) select ${values} from jsonb_array_elements(${json}::jsonb) e${options.ignoreConflicts ? sql` on conflict do nothing` : sql``}`,
    );
  }
}
