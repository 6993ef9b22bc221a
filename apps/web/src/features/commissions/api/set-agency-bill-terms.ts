import { AGENCY_BILL_PATHS, AgencyBillTermsSchema } from '@cyber/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

const SetAgencyBillAnswerSchema = z.object({ message: z.string(), terms: AgencyBillTermsSchema });
export type SetAgencyBillAnswer = z.infer<typeof SetAgencyBillAnswerSchema>;

/**
 * PUT /api/billing/v1/agencyBill/{agencyId} (provider staff): the agency bills its clients, or is
 * back on direct bill, for the policies it binds from now on. The answer says so.
 */
export const setAgencyBillTerms = async ({
  agencyId,
  enabled,
}: {
  agencyId: string;
  enabled: boolean;
}): Promise<SetAgencyBillAnswer> =>
  SetAgencyBillAnswerSchema.parse(
    await apiClient.put<unknown>(AGENCY_BILL_PATHS.terms(agencyId), { enabled }),
  );

/** Change the terms; the agency's figures and statements are fetched again after. */
export const useSetAgencyBillTerms = () =>
  useInvalidatingMutation(setAgencyBillTerms, commissionsKey);
