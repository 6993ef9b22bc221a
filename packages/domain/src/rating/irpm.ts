import { isSurplusOnlyProduct, isUkProduct, type ProductCode } from '../products/products.ts';
import { RATER_MESSAGES, type IrpmResult } from './rater-api.schema.ts';
import {
  IRPM_CHARACTERISTICS,
  irpmBoundsFor,
  irpmDirection,
  type IrpmCharacteristicKey,
} from './tables/states.ts';

const round10 = (value: number) => Math.round(value * 1e10) / 1e10;

/** The seven IRPM characteristics as percentages (5 = +5 %), as the editor enters them. */
export type IrpmPercents = Record<IrpmCharacteristicKey, number>;

/** Every characteristic at 0 %: a modifier of exactly 1. */
export const NEUTRAL_IRPM: IrpmPercents = Object.fromEntries(
  IRPM_CHARACTERISTICS.map((c) => [c.key, 0]),
) as IrpmPercents;

/**
 * The IRPM arithmetic (spec 3 §5), shared by the rater's POST irpm, the underwriter's IRPM save
 * and the editor on screen: each characteristic, a percentage, must lie between its min and max
 * × 100, else 'Invalid'; the total is their sum; the modifier is 1 + total / 100 (10 decimals),
 * CREDIT when the total is zero or less, DEBIT when positive; the state's range (surplus and UK
 * ranges apart) bounds the modifier the engine applies.
 */
export function irpmFor(input: {
  state: string;
  product: ProductCode;
  isSurplus: boolean;
  characteristics: Partial<IrpmPercents>;
}): IrpmResult {
  const characteristics = IRPM_CHARACTERISTICS.map((c) => {
    const value = input.characteristics[c.key] ?? 0;
    const min = round10(c.min * 100);
    const max = round10(c.max * 100);
    const valid = Number.isFinite(value) && value >= min && value <= max;
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
