import type { PaymentProcessorConfig } from '@cyber/domain';

/** What a tokenised card or bank account is, as the processor knows it. */
export type TokenDetails = {
  type: 'Credit Card' | 'Bank Account';
  last4: string;
  /** Card brand, or the bank account's type. */
  brand: string;
  expMonth: number | null;
  expYear: number | null;
};

export type ChargeOutcome = {
  status: 'PAID' | 'IN_PROCESS' | 'FAILED';
  /** The processor's reference for the charge (the same for a retried idempotency key). */
  reference: string;
  failureMessage: string | null;
};

/**
 * A payment processor (decision 052): it reads tokens made in the browser (card and bank
 * numbers never reach the server), charges them under the caller's idempotency key (the same
 * key twice charges once), and says how a charge in process ended.
 */
export interface PaymentProcessor {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to tokenise. */
  config(): PaymentProcessorConfig;
  /** The token's card or bank account, or null when it is not the processor's. */
  describe(token: string): Promise<TokenDetails | null>;
  charge(input: {
    token: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeOutcome>;
  /** How a charge in process stands now. */
  settle(reference: string): Promise<ChargeOutcome['status']>;
  /**
   * Send money to a tokenised bank account (a commission payout; decision 054) under the
   * caller's idempotency key: PAID when the transfer is accepted, FAILED when the bank refuses.
   */
  payout(input: {
    token: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
    description: string;
  }): Promise<Omit<ChargeOutcome, 'status'> & { status: 'PAID' | 'FAILED' }>;
}
