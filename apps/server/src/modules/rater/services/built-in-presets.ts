import {
  CALCULATOR_PRESETS,
  coverageById,
  isBoostProduct,
  PRODUCT_CODES,
  presetCoverageIds,
  type CalculatorPreset,
  type PresetCoverage,
  type PresetName,
  type ProductCode,
} from '@cyber/domain';

/**
 * The built-in presets (spec 3 §3 named presets BASIC, POPULAR, ELITE) for every product, from
 * the domain's calculator presets. The numbered catalogue's products take the preset's coverage
 * ids; the 250 products (Boost set) take the Boost endorsements of the same tier. Seeded into
 * rater_presets (no owner) and read from there; this list is the fallback of an unseeded
 * database.
 */
const BOOST_PRESET_COVERAGES: Record<PresetName, readonly string[]> = {
  BASIC: [],
  POPULAR: ['COMPUTER_FUNDS_TRANSFER_FRAUD', 'SOCIAL_ENGINEERING'],
  ELITE: [
    'COMPUTER_FUNDS_TRANSFER_FRAUD',
    'SOCIAL_ENGINEERING',
    'HARDWARE_REPLACEMENT_COSTS',
    'TELECOM_FRAUD',
    'POST_BREACH_REMEDIATION',
  ],
};

export const builtInCoverages = (
  preset: CalculatorPreset,
  product: ProductCode,
): PresetCoverage[] =>
  isBoostProduct(product)
    ? BOOST_PRESET_COVERAGES[preset.name].map((key) => ({ key }))
    : presetCoverageIds(preset, product).map((id) => ({ key: coverageById(id)!.key }));

export type BuiltInPreset = {
  presetKey: PresetName;
  name: string;
  product: ProductCode;
  naicsCode: null;
  limit: number;
  deductible: number;
  waitingPeriod: number;
  retroactivePeriod: number;
  coverages: PresetCoverage[];
};

export const builtInPresets = (product?: ProductCode): BuiltInPreset[] =>
  (product ? [product] : [...PRODUCT_CODES]).flatMap((p) =>
    CALCULATOR_PRESETS.map((preset) => ({
      presetKey: preset.name,
      name: preset.name,
      product: p,
      naicsCode: null,
      limit: preset.limit,
      deductible: preset.deductible,
      waitingPeriod: preset.waitingPeriod,
      retroactivePeriod: preset.retroActivePeriod,
      coverages: builtInCoverages(preset, p),
    })),
  );
