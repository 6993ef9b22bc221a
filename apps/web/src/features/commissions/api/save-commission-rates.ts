import {
  COMMISSION_PATHS,
  CommissionRatesSchema,
  type CommissionRates,
  type SaveCommissionRates,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

/** PUT /api/billing/v1/commissions/rates/{agencyId} (provider staff): rates in basis points. */
export const saveCommissionRates = async ({
  agencyId,
  body,
}: {
  agencyId: string;
  body: SaveCommissionRates;
}): Promise<CommissionRates> =>
  CommissionRatesSchema.parse(await apiClient.put<unknown>(COMMISSION_PATHS.rates(agencyId), body));

export const useSaveCommissionRates = () =>
  useInvalidatingMutation(saveCommissionRates, commissionsKey);
