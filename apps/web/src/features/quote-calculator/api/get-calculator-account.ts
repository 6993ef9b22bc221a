import { AccountSchema, SecurityQuestionsSchema } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/*
 * The account and its security answers, read under the accounts' query keys so that a save in
 * the security questions modal (which invalidates them) re-rates the calculator.
 */
const accountPath = (accountId: string, rest = '') =>
  `/api/account/v1/accounts/${encodeURIComponent(accountId)}${rest}`;
export const calculatorAccountKey = (accountId: string) =>
  ['accounts', 'detail', accountId] as const;
export const calculatorSecurityKey = (accountId: string) =>
  ['accounts', 'detail', accountId, 'security', 'questions'] as const;

/** GET /api/account/v1/accounts/{id}. */
export async function getCalculatorAccount(accountId: string, signal?: AbortSignal) {
  return AccountSchema.parse(await apiClient.get<unknown>(accountPath(accountId), { signal }));
}

/** GET /api/account/v1/accounts/{id}/security-questions. */
export async function getCalculatorSecurityAnswers(accountId: string, signal?: AbortSignal) {
  return SecurityQuestionsSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, '/security-questions'), { signal }),
  );
}

export const useCalculatorAccount = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: calculatorAccountKey(accountId),
      queryFn: ({ signal }) => getCalculatorAccount(accountId, signal),
    }),
  );

export const useCalculatorSecurityAnswers = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: calculatorSecurityKey(accountId),
      queryFn: ({ signal }) => getCalculatorSecurityAnswers(accountId, signal),
    }),
  );
