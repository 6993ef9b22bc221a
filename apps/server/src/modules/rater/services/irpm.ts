import {
  IRPM_CHARACTERISTICS,
  irpmBoundsFor,
  irpmDirection,
  isSurplusOnlyProduct,
  isUkProduct,
  RATER_MESSAGES,
  type IrpmCharacteristicKey,
  type IrpmResult,
  type ProductCode,
} from '@cyber/domain';

const round10 = (value: number) => Math.round(value * 1e10) / 1e10;

/**
 * POST irpm (spec 3 §5 IRPM rules): each characteristic, a percentage, must lie between its min
 * and max × 100, else 'Invalid'; the total is their sum; the modifier is 1 + total / 100 (10
 * decimals), CREDIT when the total is zero or less, DEBIT when positive; the state's range
 * bounds the modifier the engine applies.
 */
export function irpmFor(input: {
  state: string;
  product: ProductCode;
  isSurplus: boolean;
  characteristics: Record<IrpmCharacteristicKey, number>;
}): IrpmResult {
  const characteristics = IRPM_CHARACTERISTICS.map((c) => {
    const value = input.characteristics[c.key];
    const min = round10(c.min * 100);
    const max = round10(c.max * 100);
    const valid = value >= min && value <= max;
    return {
      key: c.key,
      label: c.label,
      value,
      min,
      max,
      valid,
      message: valid ? null : RATER_MESSAGES.irpmInvalid,
    };
  });
  const valid = characteristics.every((c) => c.valid);
  const total = round10(characteristics.reduce((sum, c) => sum + c.value, 0));
  const modifier = valid ? round10(1 + total / 100) : null;
  const bounds = irpmBoundsFor(input.state, {
    surplus: input.isSurplus || isSurplusOnlyProduct(input.product),
    uk: isUkProduct(input.product),
  });
  return {
    characteristics,
    valid,
    total,
    modifier,
    direction: modifier === null ? null : irpmDirection(modifier),
    bounds: { ...bounds },
    applied: modifier === null ? null : Math.min(bounds.max, Math.max(bounds.min, modifier)),
  };
}
