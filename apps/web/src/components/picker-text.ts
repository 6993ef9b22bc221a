/** The part of a query a picker reads: whether its search failed, and why. */
export type PickerQuery = { isError: boolean; error: Error | null };

/**
 * What an empty picker says: why its search failed (the API's message), or, when it did not
 * fail, that nothing matched. A failed search never reads as "no results".
 */
export const noOptionsText = (query: PickerQuery | undefined, empty: string): string =>
  query?.isError ? query.error?.message || empty : empty;
