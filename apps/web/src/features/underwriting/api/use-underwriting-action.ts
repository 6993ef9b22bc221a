import { UnderwritingResultSchema, type UnderwritingResult } from '@cyber/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { quotesKey } from '../../quotes/index.ts';
import { underwritingDetailKey } from './keys.ts';

/** Which quote an action is on: every action path names the product and the quote. */
export type QuoteRef = { product: string; id: string };

/** A path of UNDERWRITING_PATHS with its segments encoded. */
export const pathFor = (
  path: (product: string, id: string) => string,
  { product, id }: QuoteRef,
): string => path(encodeURIComponent(product), encodeURIComponent(id));

/**
 * An underwriting action: every one answers `{ message, detail }`. The workbench's view is
 * replaced by `detail` (no second call), and the quote lists — the inbox among them — are marked
 * stale.
 */
export function useUnderwritingAction<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(async (variables: V): Promise<UnderwritingResult> => {
    const result = UnderwritingResultSchema.parse(await send(variables));
    const { product, id } = result.detail.quote;
    queryClient.setQueryData(underwritingDetailKey(product, id), result.detail);
    return result;
  }, quotesKey);
}
