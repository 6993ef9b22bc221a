import type { Config } from '../../../config.ts';
import type { PaymentProcessor } from './processor.ts';
import { sandboxProcessor } from './sandbox.ts';
import { stripeProcessor } from './stripe.ts';

export type { PaymentProcessor, ChargeOutcome, TokenDetails } from './processor.ts';

/** Where the Stripe SDK sends its requests when STRIPE_API_URL names another API (a local fake). */
export function stripeEndpointOf(url: string | undefined) {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/**
 * The configured processor (decisions 052, 059): the sandbox outside production unless told
 * otherwise; Stripe when chosen (its keys are then required at start-up); none in production
 * until a real processor is configured (checks and wires are then recorded by staff).
 */
export function processorOf(
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'PAYMENT_PROCESSOR'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_API_URL'
  >,
): PaymentProcessor | null {
  const choice =
    config.PAYMENT_PROCESSOR ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (choice === 'sandbox') return sandboxProcessor();
  if (choice === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY)
      throw new Error(
        'PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      );
    return stripeProcessor({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      ...stripeEndpointOf(config.STRIPE_API_URL),
    });
  }
  return null;
}

export type ConfiguredProcessor = PaymentProcessor | null;
