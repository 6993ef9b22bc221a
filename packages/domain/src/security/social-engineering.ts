import { z } from 'zod';
import { SECURITY_MESSAGES } from './messages.ts';

/**
 * The social engineering questionnaire (spec 3 §3 "Security/social engineering": accountId plus
 * the three fund-transfer answers; response socialEngineering and reasons). All answers are
 * required yes/no (§5). The check itself is products/coverage-availability.ts
 * `socialEngineeringCheck` (state support and the three controls).
 */

export const SOCIAL_ENGINEERING_KEYS = [
  'isVerifyingBankAccounts',
  'isAuthenticatingFundTransferRequests',
  'isPreventingUnauthorizedWireTransfers',
] as const;

const required = z.boolean(SECURITY_MESSAGES.answerRequired);

export const SocialEngineeringInputSchema = z.object({
  accountId: z.uuid().optional(),
  isVerifyingBankAccounts: required,
  isAuthenticatingFundTransferRequests: required,
  isPreventingUnauthorizedWireTransfers: required,
  /** Surplus paper is filed everywhere (the state check applies to admitted paper only). */
  isSurplus: z.boolean().optional(),
});
export type SocialEngineeringInput = z.infer<typeof SocialEngineeringInputSchema>;

export const SocialEngineeringResultSchema = z.object({
  accountId: z.uuid(),
  isVerifyingBankAccounts: z.boolean().nullable(),
  isAuthenticatingFundTransferRequests: z.boolean().nullable(),
  isPreventingUnauthorizedWireTransfers: z.boolean().nullable(),
  isSurplus: z.boolean(),
  socialEngineering: z.boolean(),
  reasons: z.array(z.string()),
  /** ISO timestamp of the last check; null when never checked. */
  checkedAt: z.string().nullable(),
});
export type SocialEngineeringResult = z.infer<typeof SocialEngineeringResultSchema>;
