import { isActingAsProvider, isRecord } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';

/**
 * Only the provider sets the MGA fee (spec 3: administrators handle the MGA fee; decision 053).
 * A rating request of anyone else keeps the stored MGA fee (a new quote: the product's default)
 * whatever it asks; the other fees it asks for are merged over the stored ones.
 */
export function guardFees(
  caller: Pick<Caller, 'claims'>,
  rating: Record<string, unknown>,
  storedFees?: unknown,
): Record<string, unknown> {
  if (!isRecord(rating.fees)) return rating;
  const stored = isRecord(storedFees) ? storedFees : {};
  const fees = { ...stored, ...rating.fees };
  if (!isActingAsProvider(caller.claims)) fees.mgaFee = stored.mgaFee ?? null;
  return { ...rating, fees };
}
