import { PROCESSOR_METHODS, type PaymentProcessorConfig } from '@cyber/domain';
import { useMemo } from 'react';
import { usePaymentProcessor } from '../api/payments.ts';

/** A method the payer pays through the processor: a card or a bank account. */
export type ProcessorMethod = (typeof PROCESSOR_METHODS)[number];

/** What the payer entered, as the processor's token — or, field by field, why it cannot be. */
export type Tokenised = { token: string } | { errors: Record<string, string> };

/**
 * How this browser turns a card or bank account into the processor's token (decisions 052,
 * 059). The pay forms know only this — the methods it takes, whether its tokens may be saved,
 * whether it moves money — and take its fields from `PaymentDetails`; only that component reads
 * `source`: the sandbox tokenises our own inputs here, Stripe its Elements.
 */
export type Tokeniser = {
  /** The methods it tokenises: with Stripe, cards only (a bank debit needs its mandate flow). */
  methods: readonly ProcessorMethod[];
  /** Whether a token may be saved and charged again (a Stripe one would need a Stripe Customer). */
  reusable: boolean;
  /** No money moves (the sandbox): the page says so and names the test numbers. */
  sandbox: boolean;
  source: { kind: 'sandbox' } | { kind: 'stripe'; key: string; url: string };
};

/** The tokeniser of the configured processor; null when none tokenises in the browser. */
export function tokeniserOf(config: PaymentProcessorConfig | undefined): Tokeniser | null {
  if (config?.processor === 'sandbox')
    return {
      methods: PROCESSOR_METHODS,
      reusable: true,
      sandbox: config.sandbox,
      source: { kind: 'sandbox' },
    };
  if (config?.processor === 'stripe' && config.key && config.url)
    return {
      methods: ['CREDIT_CARD'],
      reusable: false,
      sandbox: false,
      source: { kind: 'stripe', key: config.key, url: config.url },
    };
  return null;
}

/**
 * GET /api/billing/v1/payment-processor (when `enabled`) as a tokeniser: `pending` while it is
 * read; `tokeniser` null when none can be used here — none configured (`configured`, the
 * configuration was read), or the call failed (`error`).
 */
export function useTokeniser(enabled = true) {
  const processor = usePaymentProcessor(enabled);
  const tokeniser = useMemo(() => tokeniserOf(processor.data), [processor.data]);
  return {
    pending: processor.isPending,
    configured: processor.data !== undefined,
    tokeniser,
    error: processor.error?.message,
  };
}
