import {
  QuoteNotePageSchema,
  QuoteNoteSchema,
  type QuoteNote,
  type QuoteNoteInput,
  type QuoteNotePage,
} from '@cyber/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export type QuoteNotesFilter = {
  page: number;
  size: number;
  noteType?: string | undefined;
  /** YYYY-MM-DD, from the start of the day (default: five years back). */
  after?: string | undefined;
  /** YYYY-MM-DD, to the end of the day. */
  before?: string | undefined;
};

export const quoteNotesKey = (quoteId: string) => ['quote-notes', quoteId] as const;

/** GET /api/quote/v1/{quoteId}/notes. */
export async function getQuoteNotes(
  quoteId: string,
  filter: QuoteNotesFilter,
  signal?: AbortSignal,
): Promise<QuoteNotePage> {
  return QuoteNotePageSchema.parse(
    await apiClient.get<unknown>(`/api/quote/v1/${encodeURIComponent(quoteId)}/notes`, {
      query: filter,
      signal,
    }),
  );
}

export const useQuoteNotes = (quoteId: string, filter: QuoteNotesFilter) =>
  useQuery({
    queryKey: [...quoteNotesKey(quoteId), filter] as const,
    queryFn: ({ signal }) => getQuoteNotes(quoteId, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAddQuoteNote = (quoteId: string) =>
  useInvalidatingMutation(
    async (input: QuoteNoteInput): Promise<QuoteNote> =>
      QuoteNoteSchema.parse(
        await apiClient.post<unknown>(`/api/quote/v1/${encodeURIComponent(quoteId)}/notes`, input),
      ),
    quoteNotesKey(quoteId),
  );

export const useUpdateQuoteNote = (quoteId: string) =>
  useInvalidatingMutation(
    async ({ id, ...input }: QuoteNoteInput & { id: string }): Promise<QuoteNote> =>
      QuoteNoteSchema.parse(
        await apiClient.put<unknown>(`/api/quote/v1/notes/${encodeURIComponent(id)}`, input),
      ),
    quoteNotesKey(quoteId),
  );

export const useDeleteQuoteNote = (quoteId: string) =>
  useInvalidatingMutation(
    (id: string) => apiClient.delete<unknown>(`/api/quote/v1/notes/${encodeURIComponent(id)}`),
    quoteNotesKey(quoteId),
  );
