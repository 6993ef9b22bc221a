import { COMMISSION_PATHS } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

/** DELETE /api/billing/v1/commissions/ach/{agencyId}: no commission is paid until another. */
export const deletePayoutAccount = (agencyId: string) =>
  apiClient.delete<unknown>(COMMISSION_PATHS.ach(agencyId));

export const useDeletePayoutAccount = () =>
  useInvalidatingMutation(deletePayoutAccount, commissionsKey);
