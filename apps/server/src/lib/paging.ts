import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The list response of DESIGN §4 from one page of rows and the total count. A list that counts
 * only up to a cap says so with `totalIsCapped` (there are at least `totalElements`).
 */
export const toPage = <T>(
  content: T[],
  total: number,
  query: { page: number; size: number },
  totalIsCapped = false,
) => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / query.size),
  page: query.page,
  size: query.size,
  ...(totalIsCapped ? { totalIsCapped: true } : {}),
});

export const offsetOf = (query: { page: number; size: number }) => query.page * query.size;

/**
 * `sort=field,asc|desc` to an ORDER BY over an allow-list of columns; an unknown field falls back
 * to the default (never an error, never an arbitrary column — nor one the allow-list inherits,
 * like `toString`).
 */
export function orderByOf(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: SQL | AnyPgColumn,
): SQL | AnyPgColumn {
  if (!sort) return fallback;
  const [field, direction] = sort.split(',');
  const column = field && Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) return fallback;
  return direction === 'desc' ? desc(column) : asc(column);
}

/** Escape `%`, `_` and `\` for a LIKE pattern. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
