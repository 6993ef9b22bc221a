import { useQuery } from '@tanstack/react-query';
import { getAccountQueryOptions } from '../../accounts/index.ts';
import { getSecurityQuestionsQueryOptions } from '../../security-questions/index.ts';

/*
 * The account and its security answers, read through the owning features' query options (the
 * accounts' query keys) so that a save in the security questions modal (which invalidates them)
 * re-rates the calculator.
 */
export const useCalculatorAccount = (accountId: string) =>
  useQuery(getAccountQueryOptions(accountId));

export const useCalculatorSecurityAnswers = (accountId: string) =>
  useQuery(getSecurityQuestionsQueryOptions(accountId));
