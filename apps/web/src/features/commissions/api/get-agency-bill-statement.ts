import {
  AGENCY_BILL_PATHS,
  AgencyBillStatementSchema,
  type AgencyBillStatement,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { agencyBillStatementKey } from './keys.ts';

export type AgencyBillStatementQuery = {
  year: number;
  month: number;
  /** Provider staff name the agency; an agency reads its own. */
  agencyId?: string | undefined;
};

/**
 * GET /api/billing/v1/agencyBillInvoice/{month}/{year}[?agencyId]: the agency's agency-bill
 * statement of the month, or null when the month has no agency-billed invoice (the server's 404).
 */
export async function getAgencyBillStatement(
  { year, month, agencyId }: AgencyBillStatementQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AgencyBillStatement | null> {
  try {
    return AgencyBillStatementSchema.parse(
      await apiClient.get<unknown>(AGENCY_BILL_PATHS.statement(month, year), {
        query: { agencyId },
        signal,
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getAgencyBillStatementQueryOptions = (query: AgencyBillStatementQuery) =>
  queryOptions({
    queryKey: agencyBillStatementKey(query),
    queryFn: ({ signal }) => getAgencyBillStatement(query, { signal }),
  });

export const useAgencyBillStatement = (query: AgencyBillStatementQuery) =>
  useQuery(getAgencyBillStatementQueryOptions(query));
