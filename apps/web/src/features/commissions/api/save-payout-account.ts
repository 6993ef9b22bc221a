import {
  COMMISSION_PATHS,
  PayoutAccountSchema,
  type PayoutAccount,
  type SavePayoutAccount,
} from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

/**
 * PUT /api/billing/v1/commissions/ach/{agencyId}: the agency's payout account, as the token the
 * browser made of it and a title. The account number itself never leaves the browser.
 */
export const savePayoutAccount = async ({
  agencyId,
  body,
}: {
  agencyId: string;
  body: SavePayoutAccount;
}): Promise<PayoutAccount> =>
  PayoutAccountSchema.parse(await apiClient.put<unknown>(COMMISSION_PATHS.ach(agencyId), body));

export const useSavePayoutAccount = () =>
  useInvalidatingMutation(savePayoutAccount, commissionsKey);
