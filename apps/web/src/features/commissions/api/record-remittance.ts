import {
  AGENCY_BILL_PATHS,
  AgencyBillStatementSchema,
  IDEMPOTENCY_KEY_HEADER,
  type RecordRemittance,
} from '@cyber/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { commissionsKey } from './keys.ts';

const RemittedSchema = z.object({ message: z.string(), statement: AgencyBillStatementSchema });
export type Remitted = z.infer<typeof RemittedSchema>;

/** One remittance of a month's statement and the Idempotency-Key it is sent (and retried) under. */
export type RecordRemittanceInput = {
  year: number;
  month: number;
  request: RecordRemittance;
  idempotencyKey: string;
};

/**
 * POST /api/billing/v1/agencyBillInvoice/{month}/{year} (provider staff): the agency's remittance
 * of an ended month arrived, by ACH, wire or check. The answer says so, with the statement.
 */
export const recordRemittance = async ({
  year,
  month,
  request,
  idempotencyKey,
}: RecordRemittanceInput): Promise<Remitted> =>
  RemittedSchema.parse(
    await apiClient.post<unknown>(AGENCY_BILL_PATHS.statement(month, year), request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

/** Record it; the statement, the book's figures and the commission lists are fetched again. */
export const useRecordRemittance = () => useInvalidatingMutation(recordRemittance, commissionsKey);
