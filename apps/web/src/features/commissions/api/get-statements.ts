import { COMMISSION_PATHS, CommissionStatementPageSchema } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { statementsKey } from './keys.ts';

export type StatementQuery = {
  page: number;
  size: number;
  sort?: string | undefined;
  /** The agency's name (provider staff). */
  search?: string | undefined;
  /** Only agency-billed (true) or direct-billed (false) policies' commission. */
  agencyBilled?: boolean | undefined;
};

/** GET /api/billing/v1/statements/aggregate: each agency's months (an agency: its own). */
export async function getStatements(
  query: StatementQuery,
  { signal }: { signal?: AbortSignal } = {},
) {
  return CommissionStatementPageSchema.parse(
    await apiClient.get<unknown>(COMMISSION_PATHS.statements, { query, signal }),
  );
}

export const getStatementsQueryOptions = (query: StatementQuery) =>
  queryOptions({
    queryKey: [...statementsKey, query],
    queryFn: ({ signal }) => getStatements(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStatements = (query: StatementQuery) => useQuery(getStatementsQueryOptions(query));
