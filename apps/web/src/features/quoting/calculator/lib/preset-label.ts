import { namedPreset, quotePresetName, type CartItemView } from '@cyber/domain';
import type { TFunction } from 'i18next';

/**
 * What a quote's or cart item's preset is called on screen: the named preset's label, or
 * "Custom" for anything else (edited by hand, unknown, none). The rule is the domain's
 * (`namedPreset`, `quotePresetName`), the same the server stores and the proposal prints; the
 * words are the locale's.
 */
export const presetLabelOf = (t: TFunction, name: string | null | undefined): string => {
  const preset = namedPreset(name);
  return preset ? t(`quoteCalculator.presets.${preset.name}`) : t('quoteCalculator.presetCustom');
};

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

/** What of a cart item names its preset: its name, terms and calculator fields. */
export type CartItemTerms = Pick<
  CartItemView,
  'presetName' | 'limit' | 'deductible' | 'calculatorGeneratedData'
>;

/** The preset a cart item is requested (and stored) as: custom unless its terms are the preset's. */
export const cartItemPresetName = (item: CartItemTerms): string | null =>
  quotePresetName(item.presetName, {
    limit: item.limit,
    deductible: item.deductible,
    waitingPeriod: numberOr(item.calculatorGeneratedData.waitingPeriod),
    retroActivePeriod: numberOr(item.calculatorGeneratedData.retroActivePeriod),
  });
