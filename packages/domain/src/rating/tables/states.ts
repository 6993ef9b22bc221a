/**
 * Per-state rating data besides taxes: the territorial factor and the bounds of the IRPM
 * (individual risk premium modification, the underwriter's schedule rating). Both are the
 * products' filed-rate assumptions: states with heavier privacy litigation or regulation (the
 * California Consumer Privacy Act, Illinois' Biometric Information Privacy Act, New York's DFS
 * cybersecurity regulation) carry higher factors; a few states allow a narrower schedule-rating
 * range on admitted paper. Surplus placements are not rate-filed, so they use wider bounds.
 */

export const STATE_FACTORS: Readonly<Record<string, number>> = {
  CA: 1.15,
  NY: 1.12,
  IL: 1.1,
  NJ: 1.08,
  FL: 1.08,
  MA: 1.05,
  TX: 1.05,
  WA: 1.05,
  CO: 1.03,
  VA: 1.03,
};
export const DEFAULT_STATE_FACTOR = 1.0;

export const stateFactorFor = (state: string, uk: boolean): number =>
  uk ? DEFAULT_STATE_FACTOR : (STATE_FACTORS[state] ?? DEFAULT_STATE_FACTOR);

export type IrpmBounds = { min: number; max: number };

export const DEFAULT_IRPM_BOUNDS: IrpmBounds = { min: 0.75, max: 1.25 };
export const STATE_IRPM_BOUNDS: Readonly<Record<string, IrpmBounds>> = {
  CA: { min: 0.85, max: 1.15 },
  MA: { min: 0.85, max: 1.15 },
  NJ: { min: 0.85, max: 1.15 },
};
export const SURPLUS_IRPM_BOUNDS: IrpmBounds = { min: 0.5, max: 1.5 };
export const UK_IRPM_BOUNDS: IrpmBounds = { min: 0.7, max: 1.3 };

/** The IRPM range on screen (spec 3 §5 "a state minimum and maximum are shown"). */
export function irpmBoundsFor(
  state: string,
  options: { surplus: boolean; uk: boolean },
): IrpmBounds {
  if (options.uk) return UK_IRPM_BOUNDS;
  if (options.surplus) return SURPLUS_IRPM_BOUNDS;
  return STATE_IRPM_BOUNDS[state] ?? DEFAULT_IRPM_BOUNDS;
}

/**
 * The IRPM characteristics (spec 3 §3), each a fraction between its min and max; the modifier
 * is 1 plus their sum (spec 3 §5), then bounded by the state's range.
 */
export const IRPM_CHARACTERISTICS = [
  { key: 'companyStability', label: 'Company Stability', min: -0.05, max: 0.05 },
  { key: 'dcmPractices', label: 'Data Classification and Management', min: -0.05, max: 0.05 },
  { key: 'drPlanning', label: 'Disaster Recovery Planning', min: -0.05, max: 0.05 },
  { key: 'securityAwareness', label: 'Security Awareness', min: -0.05, max: 0.05 },
  { key: 'financialCondition', label: 'Financial Condition', min: -0.05, max: 0.05 },
  { key: 'managementExperience', label: 'Management Experience', min: -0.05, max: 0.05 },
  { key: 'managementOfContent', label: 'Management of Content', min: -0.05, max: 0.05 },
] as const;
export type IrpmCharacteristicKey = (typeof IRPM_CHARACTERISTICS)[number]['key'];

/** 1 + the sum of the characteristics, to 10 decimals (spec 3 §5 precision). */
export function irpmModifierOf(values: Partial<Record<IrpmCharacteristicKey, number>>): number {
  let total = 0;
  for (const c of IRPM_CHARACTERISTICS) total += values[c.key] ?? 0;
  return Math.round((1 + total) * 1e10) / 1e10;
}

/** Spec 3 §5: a total of zero or less displays CREDIT, positive DEBIT. */
export const irpmDirection = (modifier: number): 'CREDIT' | 'DEBIT' =>
  modifier - 1 > 0 ? 'DEBIT' : 'CREDIT';
