import { CALCULATOR_PRESETS, type CalculatorPreset, type PresetName } from './calculator.ts';

/**
 * One rule for what a quote's preset is called, wherever it is shown (calculator, cart, quotes
 * list and drawer, proposal): a named preset (spec 3 §3: BASIC, POPULAR, ELITE) while its terms are
 * the preset's own, and "Custom" once anything was changed by hand — whichever preset it came
 * from (spec 3 §4: any manual change sets the preset to custom).
 */
export const PRESET_LABELS: Record<PresetName, string> = {
  BASIC: 'Basic',
  POPULAR: 'Popular',
  ELITE: 'Elite',
};
export const CUSTOM_PRESET_LABEL = 'Custom';

/** The named preset a stored or sent name stands for ('popular' and 'POPULAR' alike), if any. */
export const namedPreset = (name: string | null | undefined): CalculatorPreset | undefined => {
  const key = name?.trim().toUpperCase();
  return key ? CALCULATOR_PRESETS.find((p) => p.name === key) : undefined;
};

/** 'Basic', 'Popular', 'Elite' or 'Custom' (a null, unknown or organisation preset name). */
export const presetLabel = (name: string | null | undefined): string => {
  const preset = namedPreset(name);
  return preset ? PRESET_LABELS[preset.name] : CUSTOM_PRESET_LABEL;
};

/** The terms a preset sets (spec 3 §3 calculator global settings). */
export type PresetTerms = {
  limit: number;
  deductible: number;
  waitingPeriod?: number | undefined;
  retroActivePeriod?: number | undefined;
};

/**
 * The preset name a quote is stored with: the named preset only while the quote's terms are that
 * preset's limit, deductible, waiting period and retroactive period; anything else — no name, an
 * unknown name, or a preset whose terms were edited — is custom (null).
 */
export function quotePresetName(
  name: string | null | undefined,
  terms: PresetTerms,
): PresetName | null {
  const preset = namedPreset(name);
  if (!preset) return null;
  const same =
    preset.limit === terms.limit &&
    preset.deductible === terms.deductible &&
    (terms.waitingPeriod === undefined || preset.waitingPeriod === terms.waitingPeriod) &&
    (terms.retroActivePeriod === undefined || preset.retroActivePeriod === terms.retroActivePeriod);
  return same ? preset.name : null;
}
