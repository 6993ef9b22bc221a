import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';

/** The query options of one page of a licence list: keyed by the query, the last page kept. */
export const licensePageQueryOptions = <P>(
  key: readonly unknown[],
  query: TableQuery,
  fetchPage: (signal: AbortSignal) => Promise<P>,
) =>
  queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
