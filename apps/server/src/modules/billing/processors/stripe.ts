import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { ChargeOutcome, PaymentProcessor, TokenDetails } from './processor.ts';

/**
 * The Stripe API version this processor speaks: the one the SDK's types describe. Pinned, so an
 * account's default version changing in Stripe's dashboard never changes what the server reads.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** Stripe.js: the browser creates PaymentMethods with it (decision 059). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export type StripeProcessorOptions = {
  secretKey: string;
  publishableKey: string;
  /** Another API host (a local fake in tests): host name, port and protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Automatic retries of a failed request, under the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** How long one request may take (ms, default 20 s). */
  timeoutMs?: number;
};

/** Stripe's idempotency keys are at most 255 characters; longer ones are hashed, stably. */
const MAX_KEY_LENGTH = 255;
const stripeKeyOf = (key: string) =>
  key.length <= MAX_KEY_LENGTH ? key : `sha256_${createHash('sha256').update(key).digest('hex')}`;

/** A reference for an attempt Stripe made no object for, the same for a retried key. */
const failedRef = (prefix: string, key: string) =>
  `${prefix}_failed_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** Only Stripe ids reach a URL path: a token is a PaymentMethod or a Connect account. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;
const ACCOUNT_ID = /^acct_[A-Za-z0-9_]{1,250}$/;
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos Australia',
  interac: 'Interac',
};

/** Stripe's card brand as people write it ('visa' → 'Visa'). */
export const cardBrandOf = (brand: string): string =>
  CARD_BRANDS[brand] ??
  brand
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** What the bank account is called for the payer: its type when Stripe knows it, else its bank. */
const bankBrandOf = (
  accountType: string | null | undefined,
  bankName: string | null | undefined,
) => (accountType ? accountType.toUpperCase() : bankName || 'Bank Account');

const UNAVAILABLE = 'The payment processor could not be reached. Please try again in a moment.';

/** Stripe is down, unreachable, refuses our key or throttles us: the caller retries later (503). */
function unavailable(error: unknown): AppError {
  const e = new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE);
  Object.defineProperty(e, 'cause', { value: error, enumerable: false });
  return e;
}

const isStripeError = (e: unknown): e is Stripe.errors.StripeError =>
  e instanceof Stripe.errors.StripeError;

/** Stripe says the object does not exist (or is not this platform's to read). */
const isMissing = (e: Stripe.errors.StripeError) =>
  e.code === 'resource_missing' || e.code === 'account_invalid' || e.statusCode === 404;

/**
 * The refusal belongs to the payment itself — a decline, an invalid or unusable payment method,
 * a destination that cannot receive — not to Stripe's availability or our credentials: the
 * attempt is recorded as failed with Stripe's message.
 */
const isRefusal = (e: Stripe.errors.StripeError) =>
  e instanceof Stripe.errors.StripeCardError ||
  (e instanceof Stripe.errors.StripeInvalidRequestError &&
    !(e instanceof Stripe.errors.StripeIdempotencyError)) ||
  (e instanceof Stripe.errors.StripePermissionError && e.code === 'account_invalid');

/** A key reused with other parameters: never charged twice, and never silently another amount. */
const keyReused = (error: unknown) => {
  const e = new AppError('CONFLICT', PAYMENT_MESSAGES.keyReused);
  Object.defineProperty(e, 'cause', { value: error, enumerable: false });
  return e;
};

/** What a PaymentIntent's status means for the payment (decision 059). */
function outcomeOf(intent: Stripe.PaymentIntent): Omit<ChargeOutcome, 'reference'> {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'PAID', failureMessage: null };
    case 'processing':
      return { status: 'IN_PROCESS', failureMessage: null };
    case 'requires_action':
      return {
        status: 'FAILED',
        failureMessage:
          'This payment needs the cardholder to confirm it with their bank, which this page cannot ask for. Use another card.',
      };
    case 'requires_payment_method':
      return {
        status: 'FAILED',
        failureMessage:
          intent.last_payment_error?.message ?? 'The payment method was declined. Use another one.',
      };
    case 'canceled':
      return { status: 'FAILED', failureMessage: 'The payment was canceled.' };
    default:
      return {
        status: 'FAILED',
        failureMessage: `The payment could not be completed (${intent.status}).`,
      };
  }
}

/**
 * Stripe as the payment processor (decision 059), through its official SDK. The browser makes
 * the PaymentMethod with Stripe.js (card and bank numbers never reach the server); the server
 * reads it, charges it with a PaymentIntent confirmed at once under the caller's idempotency key,
 * reads a payment in process back, and pays agencies' commission by Connect transfers. The SDK's
 * automatic retries resend the same Idempotency-Key, and Stripe answers a repeated key with the
 * first response, so a retry never charges twice.
 */
export function stripeProcessor(options: StripeProcessorOptions): PaymentProcessor {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'cyber-platform' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  async function paymentMethod(token: string): Promise<Stripe.PaymentMethod | null> {
    if (!PAYMENT_METHOD_ID.test(token)) return null;
    try {
      return await stripe.paymentMethods.retrieve(token);
    } catch (e) {
      if (isStripeError(e) && isMissing(e)) return null;
      throw unavailable(e);
    }
  }

  async function connectAccount(token: string): Promise<TokenDetails | null> {
    if (!ACCOUNT_ID.test(token)) return null;
    let account: Stripe.Account;
    try {
      account = await stripe.accounts.retrieve(token);
    } catch (e) {
      if (isStripeError(e) && isMissing(e)) return null;
      throw unavailable(e);
    }
    const bank = account.external_accounts?.data.find(
      (a): a is Stripe.BankAccount => a.object === 'bank_account',
    );
    if (!bank?.last4) return null;
    return {
      type: 'Bank Account',
      last4: bank.last4,
      brand: bankBrandOf(bank.account_type, bank.bank_name),
      expMonth: null,
      expYear: null,
    };
  }

  function detailsOf(pm: Stripe.PaymentMethod): TokenDetails | null {
    if (pm.type === 'card' && pm.card)
      return {
        type: 'Credit Card',
        last4: pm.card.last4,
        brand: cardBrandOf(pm.card.brand),
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      };
    if (pm.type === 'us_bank_account' && pm.us_bank_account?.last4)
      return {
        type: 'Bank Account',
        last4: pm.us_bank_account.last4,
        brand: bankBrandOf(pm.us_bank_account.account_type, pm.us_bank_account.bank_name),
        expMonth: null,
        expYear: null,
      };
    if (pm.type === 'bacs_debit' && pm.bacs_debit?.last4)
      return {
        type: 'Bank Account',
        last4: pm.bacs_debit.last4,
        brand: 'BACS',
        expMonth: null,
        expYear: null,
      };
    return null;
  }

  return {
    name: 'stripe',
    config: () => ({
      processor: 'stripe',
      key: options.publishableKey,
      url: STRIPE_JS_URL,
      sandbox: false,
    }),

    async describe(token) {
      if (token.startsWith('acct_')) return connectAccount(token);
      const pm = await paymentMethod(token);
      return pm ? detailsOf(pm) : null;
    },

    async charge({ token, amount, currency, idempotencyKey, description }) {
      const key = stripeKeyOf(idempotencyKey);
      const pm = await paymentMethod(token);
      if (!pm || !detailsOf(pm))
        return {
          status: 'FAILED',
          reference: failedRef('pi', key),
          failureMessage: PAYMENT_MESSAGES.invalidToken,
        };
      const isCard = pm.type === 'card';
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            payment_method: pm.id,
            // The API version's name for the methods this payment may use: only the one given.
            allowed_payment_method_types: [pm.type],
            confirm: true,
            description,
            // A card that wants 3-D Secure fails at once instead of waiting for a browser
            // that is no longer there.
            ...(isCard ? { error_on_requires_action: true } : {}),
          },
          { idempotencyKey: key },
        );
        return { ...outcomeOf(intent), reference: intent.id };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeIdempotencyError) throw keyReused(e);
        if (isStripeError(e) && isRefusal(e))
          return {
            status: 'FAILED',
            reference: e.payment_intent?.id ?? failedRef('pi', key),
            failureMessage: e.message || 'The payment was declined.',
          };
        throw unavailable(e);
      }
    },

    async settle(reference) {
      if (!PAYMENT_INTENT_ID.test(reference) || reference.startsWith('pi_failed_')) return 'FAILED';
      try {
        const intent = await stripe.paymentIntents.retrieve(reference);
        if (intent.status === 'succeeded') return 'PAID';
        if (intent.status === 'processing') return 'IN_PROCESS';
        return 'FAILED';
      } catch (e) {
        if (isStripeError(e) && isMissing(e)) return 'FAILED';
        throw unavailable(e);
      }
    },

    async payout({ token, amount, currency, idempotencyKey, description }) {
      const key = stripeKeyOf(idempotencyKey);
      if (!ACCOUNT_ID.test(token))
        return {
          status: 'FAILED',
          reference: failedRef('tr', key),
          failureMessage: 'The payout account is not a Stripe Connect account.',
        };
      try {
        const transfer = await stripe.transfers.create(
          { amount, currency: currency.toLowerCase(), destination: token, description },
          { idempotencyKey: key },
        );
        return { status: 'PAID', reference: transfer.id, failureMessage: null };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeIdempotencyError) throw keyReused(e);
        if (isStripeError(e) && isRefusal(e))
          return {
            status: 'FAILED',
            reference: failedRef('tr', key),
            failureMessage: e.message || 'Stripe refused the transfer.',
          };
        throw unavailable(e);
      }
    },
  };
}
