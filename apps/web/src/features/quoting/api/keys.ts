/** Query keys of the rater API (the quote calculator reads them); mutations invalidate through them. */
export const raterQueryKey = ['rater'] as const;
export const raterDataQueryKey = [...raterQueryKey, 'data'] as const;
export const ratingPlansQueryKey = [...raterQueryKey, 'all-raters'] as const;
export const raterPresetsQueryKey = [...raterQueryKey, 'presets'] as const;
export const raterPresetListQueryKey = (filter: { product?: string; naicsCode?: string }) =>
  [...raterPresetsQueryKey, 'list', filter] as const;
export const raterPresetQueryKey = (naicsCode: string, preset: string, body: unknown) =>
  [...raterPresetsQueryKey, 'resolved', naicsCode, preset, body] as const;
export const coverageRulesQueryKey = (naicsCode: string, body: unknown) =>
  [...raterQueryKey, 'rules', naicsCode, body] as const;
export const raterGlobalsQueryKey = (state: string, body: unknown) =>
  [...raterQueryKey, 'globals', state, body] as const;
export const techEnoRateQueryKey = (query: unknown) =>
  [...raterQueryKey, 'techeno-rate', query] as const;
export const endorsementRulesQueryKey = (query: unknown) =>
  [...raterQueryKey, 'endorsement-rules', query] as const;
export const calculatorQueryKey = (input: unknown) =>
  [...raterQueryKey, 'calculator', input] as const;
export const irpmQueryKey = (input: unknown) => [...raterQueryKey, 'irpm', input] as const;
