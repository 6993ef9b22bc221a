import {
  FINANCING_PATHS,
  FinanceAgreementResultSchema,
  type FinanceAgreement,
  type FinanceAgreementResult,
  type FinancingAcceptance,
} from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/save-blob.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { billingKey } from './staff-payments.ts';

/**
 * The platform's premium finance agreement (decision 056): a financing quote fixes the
 * installment plan at the partner's APR, the insured accepts it with a signature, and within its
 * window may disaffirm it. Each call marks all of billing stale: the policy's payment view
 * carries the agreement, and a disaffirm puts the amount financed back on its invoices.
 */

/** POST finance: a financing quote for what the policy owes now (or its signed agreement). */
export const requestFinanceQuote = async (policyId: string): Promise<FinanceAgreementResult> =>
  FinanceAgreementResultSchema.parse(
    await apiClient.post<unknown>(FINANCING_PATHS.quote, { policyId }),
  );

export const useRequestFinanceQuote = () =>
  useInvalidatingMutation(requestFinanceQuote, billingKey);

/** POST agreement: accept the quote with the signer's full name and e-mail. */
export const acceptFinancing = async (body: FinancingAcceptance): Promise<FinanceAgreementResult> =>
  FinanceAgreementResultSchema.parse(
    await apiClient.post<unknown>(FINANCING_PATHS.agreement, body),
  );

export const useAcceptFinancing = () => useInvalidatingMutation(acceptFinancing, billingKey);

/** POST finance/disaffirm: undo the agreement while its window is open. */
export const disaffirmFinancing = async (policyId: string): Promise<FinanceAgreementResult> =>
  FinanceAgreementResultSchema.parse(
    await apiClient.post<unknown>(FINANCING_PATHS.disaffirm, { policyId }),
  );

export const useDisaffirmFinancing = () => useInvalidatingMutation(disaffirmFinancing, billingKey);

/** GET agreement/{id}/pdf: the agreement (signed or not), saved as {FinanceQuoteNumber}.pdf. */
export const downloadAgreement = (agreement: Pick<FinanceAgreement, 'id' | 'financeQuoteNumber'>) =>
  downloadFile(FINANCING_PATHS.document(agreement.id), `${agreement.financeQuoteNumber}.pdf`);

export const useDownloadAgreement = () => useMutation({ mutationFn: downloadAgreement });
