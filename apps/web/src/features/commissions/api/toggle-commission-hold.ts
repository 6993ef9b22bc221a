import { COMMISSION_PATHS, CommissionHoldSchema } from '@cyber/domain';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

export type CommissionHold = z.infer<typeof CommissionHoldSchema>;

/** PUT /api/billing/v1/commissions/{policyId}/toggle (provider staff): hold or release. */
export const toggleCommissionHold = async (policyId: string): Promise<CommissionHold> =>
  CommissionHoldSchema.parse(await apiClient.put<unknown>(COMMISSION_PATHS.toggle(policyId)));

export const useToggleCommissionHold = () =>
  useInvalidatingMutation(toggleCommissionHold, commissionsKey);
