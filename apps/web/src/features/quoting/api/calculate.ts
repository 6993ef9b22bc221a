import {
  CalculatorResultSchema,
  IrpmResultSchema,
  type CalculatorRequest,
  type IrpmRequest,
} from '@cyber/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calculatorQueryKey, irpmQueryKey } from './keys.ts';

/**
 * POST /api/rater/v1/calculator: the rating input (security answers may be YES/NO; the
 * aggregate defaults to the limit), or an accountId whose data fills the fields left out.
 */
export async function calculate(
  input: CalculatorRequest,
  { signal }: { signal?: AbortSignal } = {},
) {
  return CalculatorResultSchema.parse(
    await apiClient.post<unknown>('/api/rater/v1/calculator', input, { signal }),
  );
}

/** The calculator recalculates on every change: one query per input, the last result kept. */
export const getCalculationQueryOptions = (input: CalculatorRequest) =>
  queryOptions({
    queryKey: calculatorQueryKey(input),
    queryFn: ({ signal }) => calculate(input, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useCalculation = (input: CalculatorRequest, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getCalculationQueryOptions(input), ...options });

export const useCalculate = () =>
  useMutation({ mutationFn: (input: CalculatorRequest) => calculate(input) });

/** POST /api/rater/v1/irpm: the modifier, CREDIT/DEBIT and the state's range. */
export async function computeIrpm(input: IrpmRequest, { signal }: { signal?: AbortSignal } = {}) {
  return IrpmResultSchema.parse(
    await apiClient.post<unknown>('/api/rater/v1/irpm', input, { signal }),
  );
}

export const getIrpmQueryOptions = (input: IrpmRequest) =>
  queryOptions({
    queryKey: irpmQueryKey(input),
    queryFn: ({ signal }) => computeIrpm(input, { signal }),
    placeholderData: keepPreviousData,
  });

export const useIrpm = (input: IrpmRequest, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getIrpmQueryOptions(input), ...options });
