import {
  PolicyRenewalSchema,
  RENEWAL_PATHS,
  type MuteRenewalRemindersSchema,
  type PolicyRenewal,
  type RenewalOptOutSchema,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { policiesKey, policyRenewalKey } from './keys.ts';

/** POST …/renewal: the server's message and the renewal as it now is. */
const PreparedRenewalSchema = z.object({ message: z.string(), renewal: PolicyRenewalSchema });
export type PreparedRenewal = z.infer<typeof PreparedRenewalSchema>;

/** PUT …/renewal-opt-out: the server's message and how many policies it saved. */
const RenewalOptOutResultSchema = z.object({ message: z.string(), updated: z.number().int() });
export type RenewalOptOutResult = z.infer<typeof RenewalOptOutResultSchema>;

const RenewalMessageSchema = z.object({ message: z.string() });
export type RenewalMessage = z.infer<typeof RenewalMessageSchema>;

/**
 * GET /api/policy/v1/{id}/renewal: whether the policy is open for renewal, opted out or muted,
 * its renewal quote once prepared, what changed at renewal and the policy that renewed it.
 */
export async function getPolicyRenewal(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyRenewal> {
  return PolicyRenewalSchema.parse(
    await apiClient.get<unknown>(RENEWAL_PATHS.renewal(encodeURIComponent(id)), { signal }),
  );
}

export const policyRenewalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyRenewalKey(id),
    queryFn: ({ signal }) => getPolicyRenewal(id, { signal }),
  });

/** The policy's renewal while `enabled` (a policy that may have one is open). */
export const usePolicyRenewal = (id: string, enabled: boolean) =>
  useQuery({ ...policyRenewalQueryOptions(id), enabled });

/** POST …/renewal (no body): prepare the renewal quote now, as the renewal job would. */
export const prepareRenewal = async (id: string): Promise<PreparedRenewal> =>
  PreparedRenewalSchema.parse(
    await apiClient.post<unknown>(RENEWAL_PATHS.renewal(encodeURIComponent(id))),
  );

export type RenewalOptOutInput = z.infer<typeof RenewalOptOutSchema>;

/** PUT /api/policy/v1/renewal-opt-out `{ policyIds, optOut }` (all or none). */
export const setRenewalOptOut = async (body: RenewalOptOutInput): Promise<RenewalOptOutResult> =>
  RenewalOptOutResultSchema.parse(await apiClient.put<unknown>(RENEWAL_PATHS.optOut, body));

type MuteRenewalReminders = z.infer<typeof MuteRenewalRemindersSchema>;
export type MuteRenewalRemindersInput = { id: string } & MuteRenewalReminders;

/** POST …/mute-renewal-reminders `{ muted }`: the renewal e-mails of the policy off (or on). */
export const muteRenewalReminders = async ({
  id,
  muted,
}: MuteRenewalRemindersInput): Promise<RenewalMessage> =>
  RenewalMessageSchema.parse(
    await apiClient.post<unknown>(RENEWAL_PATHS.mute(encodeURIComponent(id)), {
      muted,
    } satisfies MuteRenewalReminders),
  );

/**
 * A renewal flag saved: everything under the policies' key is marked stale — the renewal (under
 * the policy's servicing key), the detail, the lists and their "open for renewal" filter, the
 * book. The mutation stays pending until they are refetched, so a switch shows the value saved.
 */
function useRenewalFlagMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesKey }),
  });
}

/**
 * Prepare the renewal quote now (provider staff with policy:manage, the agency): the renewal the
 * server answers replaces the cached one, then everything under the policies' key is marked stale.
 */
export function usePrepareRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareRenewal,
    onSuccess: (result, id) => {
      queryClient.setQueryData(policyRenewalKey(id), result.renewal);
      return queryClient.invalidateQueries({ queryKey: policiesKey });
    },
  });
}

/** Opt policies out of renewal, or back in. */
export const useRenewalOptOut = () => useRenewalFlagMutation(setRenewalOptOut);

/** Mute a policy's renewal reminders, or turn them back on. */
export const useMuteRenewalReminders = () => useRenewalFlagMutation(muteRenewalReminders);
