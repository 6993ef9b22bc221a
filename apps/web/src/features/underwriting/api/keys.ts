import { quotesKey } from '../../quotes/index.ts';

/**
 * The inbox is a search of quotes (GET /api/quote/v1/search/uw-inbox): it lives under the quotes'
 * key, so every change to a quote (here or on the QUOTES tab) marks it stale with the other lists.
 */
export const inboxKey = [...quotesKey, 'uw-inbox'] as const;

/** The workbench's view of one quote; actions write it from their answer rather than refetch it. */
export const underwritingKey = ['underwriting'] as const;
export const underwritingDetailKey = (product: string, id: string) =>
  [...underwritingKey, 'detail', product, id] as const;
