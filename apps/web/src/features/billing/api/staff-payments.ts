import {
  BILLING_STAFF_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  LedgerReconciliationSchema,
  PaymentSchema,
  RECONCILIATION_PATH,
  type LedgerReconciliation,
  type AccountingSend,
  type ApplyPayment,
  type Payment,
  type UpdateTransaction,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** Everything billing shows: a payment tool changes the policy's view, invoices and methods. */
export const billingKey = ['billing'] as const;

const MessageSchema = z.object({ message: z.string() });
const message = async (call: Promise<unknown>) => MessageSchema.parse(await call).message;

/** One recording and the Idempotency-Key it is sent (and retried) under. */
export type RecordPaymentInput = { request: ApplyPayment; idempotencyKey: string };

/** POST external/applyPayment: a payment received by check, wire, ACH or phone (staff). */
export const useRecordPayment = () =>
  useInvalidatingMutation(
    async ({ request, idempotencyKey }: RecordPaymentInput): Promise<Payment> =>
      PaymentSchema.parse(
        await apiClient.post<unknown>(BILLING_STAFF_PATHS.applyPayment, request, {
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
      ),
    billingKey,
  );

/** PUT transaction: settle, fail, void or correct a payment transaction (staff). */
export const useUpdateTransaction = () =>
  useInvalidatingMutation(
    async (body: UpdateTransaction): Promise<Payment> =>
      PaymentSchema.parse(await apiClient.put<unknown>(BILLING_STAFF_PATHS.transaction, body)),
    billingKey,
  );

/** POST close: write off the policy's balance with comments (staff). */
export const useCloseBalance = () =>
  useInvalidatingMutation(
    (body: { policyId: string; description: string }) =>
      message(apiClient.post<unknown>(BILLING_STAFF_PATHS.close, body)),
    billingKey,
  );

/** POST invoiceReminder/{id}: remind the policyholder now (staff and the agency). */
export const useSendReminder = () =>
  useInvalidatingMutation(
    (policyId: string) =>
      message(apiClient.post<unknown>(BILLING_STAFF_PATHS.invoiceReminder(policyId))),
    billingKey,
  );

/** PUT invoiceReminder/{id}: the invoice reminder toggle. */
export const useToggleReminders = () =>
  useInvalidatingMutation(
    ({ policyId, enabled }: { policyId: string; enabled: boolean }) =>
      message(apiClient.put<unknown>(BILLING_STAFF_PATHS.invoiceReminder(policyId), { enabled })),
    billingKey,
  );

/** POST accounting: send the invoice and how to pay it to the insured's accounting contact. */
export const useSendToAccounting = () =>
  useInvalidatingMutation(
    (body: AccountingSend) =>
      message(apiClient.post<unknown>(BILLING_STAFF_PATHS.accounting, body)),
    billingKey,
  );

/** DELETE payment-methods/{id}: forget a saved card or bank account (the policyholder's). */
export const useDeleteSavedMethod = () =>
  useInvalidatingMutation(
    (id: string) => apiClient.delete<unknown>(BILLING_STAFF_PATHS.savedMethod(id)),
    billingKey,
  );

/** GET reconciliation: the ledger checked now (provider staff). */
export const useReconciliation = () =>
  useQuery({
    queryKey: [...billingKey, 'reconciliation'],
    queryFn: async ({ signal }): Promise<LedgerReconciliation> =>
      LedgerReconciliationSchema.parse(
        await apiClient.get<unknown>(RECONCILIATION_PATH, { signal }),
      ),
  });
