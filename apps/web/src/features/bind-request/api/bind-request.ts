import {
  AccountVerificationResultSchema,
  ApplicationLinkSchema,
  AttestResultSchema,
  BIND_REQUEST_PATHS as P,
  BindStatusSchema,
  QUOTE_LINK_HEADER,
  QuoteMessageSchema,
  WholesaleQuoteSchema,
  type AccountVerification,
  type BindRequest,
  type SurplusNoticeState,
} from '@cyber/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { quotesKey } from '../../quotes/index.ts';

const enc = encodeURIComponent;

/** Every bind-card query hangs under the quotes' key: a quote change refreshes them too. */
export const bindStatusKey = (quoteId: string) => [...quotesKey, 'bind-status', quoteId] as const;
const applicationLinkKey = (quoteId: string) =>
  [...quotesKey, 'application-link', quoteId] as const;
const wholesaleKey = (quoteId: string) => ['wholesale-quote', quoteId] as const;

/** GET /api/quote/v1/{id}/bind-status: the bind card of a quote. */
export const useBindStatus = (quoteId: string, enabled = true) =>
  useQuery({
    queryKey: bindStatusKey(quoteId),
    queryFn: async ({ signal }) =>
      BindStatusSchema.parse(await apiClient.get<unknown>(P.bindStatus(enc(quoteId)), { signal })),
    enabled: enabled && quoteId !== '',
  });

/** After a bind-card action: the card, the quote and the lists are marked stale. */
function useRefreshQuote() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quotesKey });
}

/** PATCH /api/quote/v1/{id}/verification: verified by agent (the account's facts as shown). */
export function useVerifyAccount(quoteId: string) {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: async (facts: AccountVerification) =>
      AccountVerificationResultSchema.parse(
        await apiClient.patch<unknown>(P.verification(enc(quoteId)), facts),
      ),
    onSuccess: refresh,
  });
}

/** PUT /api/quote/v1/{id}: request to bind with the policyholder contact. */
export function useRequestToBind(quoteId: string) {
  return useMutation({
    mutationFn: async (body: BindRequest) =>
      QuoteMessageSchema.parse(await apiClient.put<unknown>(P.requestToBind(enc(quoteId)), body)),
  });
}

/** The quote's views are refreshed 1 s after a request to bind (spec 3 §4, §9). */
export const QUOTE_REFRESH_AFTER_BIND_MS = 1000;
export const useRefreshQuoteSoon = () => {
  const refresh = useRefreshQuote();
  return () => window.setTimeout(() => void refresh(), QUOTE_REFRESH_AFTER_BIND_MS);
};

// --- the wholesale page: the e-mailed link's token, no session ------------------------------------

const linkHeaders = (token: string) => ({ [QUOTE_LINK_HEADER]: token });

/** GET /api/quote/v1/wholesale/{id}: the quote through the link (401: the link is not valid). */
export const useWholesaleQuote = (quoteId: string, token: string) =>
  useQuery({
    queryKey: wholesaleKey(quoteId),
    queryFn: async ({ signal }) =>
      WholesaleQuoteSchema.parse(
        await apiClient.get<unknown>(P.wholesale(enc(quoteId)), {
          signal,
          headers: linkHeaders(token),
        }),
      ),
    retry: false,
  });

export function useWholesaleVerify(quoteId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (facts: AccountVerification) =>
      AccountVerificationResultSchema.parse(
        await apiClient.patch<unknown>(P.wholesaleVerification(enc(quoteId)), facts, {
          headers: linkHeaders(token),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wholesaleKey(quoteId) }),
  });
}

export function useWholesaleRequestToBind(quoteId: string, token: string) {
  return useMutation({
    mutationFn: async (body: BindRequest) =>
      QuoteMessageSchema.parse(
        await apiClient.put<unknown>(P.wholesaleRequestToBind(enc(quoteId)), body, {
          headers: linkHeaders(token),
        }),
      ),
  });
}

export const useRefreshWholesaleSoon = (quoteId: string) => {
  const queryClient = useQueryClient();
  return () =>
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: wholesaleKey(quoteId) }),
      QUOTE_REFRESH_AFTER_BIND_MS,
    );
};

// --- signatures ------------------------------------------------------------------------------------

/** GET /api/quote/v1/attestation/{id}/link: the application to sign (or signed) and its terms. */
export const useApplicationLink = (quoteId: string) =>
  useQuery({
    queryKey: applicationLinkKey(quoteId),
    queryFn: async ({ signal }) =>
      ApplicationLinkSchema.parse(
        await apiClient.get<unknown>(P.applicationLink(enc(quoteId)), { signal }),
      ),
    retry: false,
  });

/** POST /api/quote/v1/attest: the named insured signs. */
export function useAttestApplication(quoteId: string) {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: async () =>
      AttestResultSchema.parse(
        await apiClient.post<unknown>(P.attest, { quoteId, accepted: true }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/quote/v1/surplus/attest: the surplus lines broker attests the LA / MT notice. */
export function useAttestSurplusNotice(quoteId: string) {
  const refresh = useRefreshQuote();
  return useMutation({
    mutationFn: async (state: SurplusNoticeState) =>
      AttestResultSchema.parse(
        await apiClient.post<unknown>(P.surplusAttest, { quoteId, accepted: true, state }),
      ),
    onSuccess: refresh,
  });
}
