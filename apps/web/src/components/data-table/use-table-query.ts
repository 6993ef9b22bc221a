import { DEFAULT_PAGE_SIZE } from '@cyber/domain';
import { useCallback, useState } from 'react';

/** The server-side state of a list: 0-based page, size, `field,asc|desc` sort, search text. */
export type TableQuery = {
  page: number;
  size: number;
  sort?: string | undefined;
  search?: string | undefined;
};

/**
 * Local state for a `DataTable` driven by the server (DESIGN §4 list conventions). Changing the
 * size, sort or search goes back to the first page.
 */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useState<TableQuery>({ page: 0, size: DEFAULT_PAGE_SIZE, ...initial });
  const onQueryChange = useCallback((next: TableQuery) => setQuery(next), []);
  return { query, onQueryChange };
}

/** `field,asc|desc` ⇄ TanStack sorting state. */
export const parseSort = (sort: string | undefined) => {
  if (!sort) return [];
  const [id, direction] = sort.split(',');
  return id ? [{ id, desc: direction === 'desc' }] : [];
};
export const formatSort = (sorting: { id: string; desc: boolean }[]) => {
  const first = sorting[0];
  return first ? `${first.id},${first.desc ? 'desc' : 'asc'}` : undefined;
};
