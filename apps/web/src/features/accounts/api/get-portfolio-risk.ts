import { PORTFOLIO_RISK_PATH, PortfolioRiskSchema, type PortfolioRisk } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './keys.ts';

/** GET /api/account/v1/risk/portfolio: the risk of the accounts the caller looks after. */
export const portfolioRiskQueryOptions = () =>
  queryOptions({
    queryKey: [...accountsQueryKey, 'portfolio-risk'] as const,
    queryFn: async ({ signal }): Promise<PortfolioRisk> =>
      PortfolioRiskSchema.parse(await apiClient.get<unknown>(PORTFOLIO_RISK_PATH, { signal })),
  });

export const usePortfolioRisk = () => useQuery(portfolioRiskQueryOptions());
