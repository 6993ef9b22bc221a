import type { Config } from '../../../config.ts';
import type { PaymentProcessor } from './processor.ts';
import { sandboxProcessor } from './sandbox.ts';

export type { PaymentProcessor, ChargeOutcome, TokenDetails } from './processor.ts';

/**
 * The configured processor (decision 052): the sandbox outside production unless told
 * otherwise; none in production until a real processor is configured (checks and wires are
 * then recorded by staff).
 */
export function processorOf(config: Pick<Config, 'NODE_ENV' | 'PAYMENT_PROCESSOR'>) {
  const choice =
    config.PAYMENT_PROCESSOR ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox');
  return choice === 'sandbox' ? sandboxProcessor() : null;
}

export type ConfiguredProcessor = PaymentProcessor | null;
