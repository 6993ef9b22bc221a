import {
  BILLING_CONTACT_MESSAGES,
  BILLING_CONTACT_PATHS,
  BillingContactListSchema,
  BillingContactResultSchema,
  type BillingContact,
  type BillingContactResult,
  type CreateBillingContact,
  type UpdateBillingContact,
} from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { billingKey } from './staff-payments.ts';

/** Every policy's billing contacts; one policy's under it. */
export const billingContactsKey = [...billingKey, 'contacts'] as const;
export const policyBillingContactsKey = (policyId: string) =>
  [...billingContactsKey, policyId] as const;

/** GET contact?policyId=: the policy's billing contacts, oldest first. */
export const useBillingContacts = (policyId: string) =>
  useQuery({
    queryKey: policyBillingContactsKey(policyId),
    queryFn: async ({ signal }): Promise<BillingContact[]> =>
      BillingContactListSchema.parse(
        await apiClient.get<unknown>(BILLING_CONTACT_PATHS.contact, {
          query: { policyId },
          signal,
        }),
      ).content,
  });

/** POST contact: one more person to receive the policy's payment reminders. */
export const createBillingContact = async (
  body: CreateBillingContact,
): Promise<BillingContactResult> =>
  BillingContactResultSchema.parse(
    await apiClient.post<unknown>(BILLING_CONTACT_PATHS.contact, body),
  );

export const useCreateBillingContact = () =>
  useInvalidatingMutation(createBillingContact, billingContactsKey);

/** PUT contact: correct a billing contact's name, e-mail or phone. */
export const updateBillingContact = async (
  body: UpdateBillingContact,
): Promise<BillingContactResult> =>
  BillingContactResultSchema.parse(
    await apiClient.put<unknown>(BILLING_CONTACT_PATHS.contact, body),
  );

export const useUpdateBillingContact = () =>
  useInvalidatingMutation(updateBillingContact, billingContactsKey);

const MessageSchema = z.object({ message: z.string() });

/** DELETE contact?id=: the contact no longer receives the reminders; the server's message. */
export const deleteBillingContact = async (id: string): Promise<string> =>
  MessageSchema.parse(
    await apiClient.delete<unknown>(BILLING_CONTACT_PATHS.contact, { query: { id } }),
  ).message;

export const useDeleteBillingContact = () =>
  useInvalidatingMutation(deleteBillingContact, billingContactsKey);

/** The server's own message for a refusal (too many, a duplicate e-mail), else the generic one. */
export function billingContactError(error: unknown): string {
  const body = isApiError(error) && error.status < 500 ? error.data : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : '';
  return typeof message === 'string' && message ? message : BILLING_CONTACT_MESSAGES.genericError;
}
