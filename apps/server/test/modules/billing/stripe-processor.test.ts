import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@cyber/domain';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { AppError } from '../../../src/lib/app-error.ts';
import { processorOf, stripeEndpointOf } from '../../../src/modules/billing/processors/index.ts';
import {
  STRIPE_API_VERSION,
  stripeProcessor,
  type StripeProcessorOptions,
} from '../../../src/modules/billing/processors/stripe.ts';
import type { PaymentProcessor } from '../../../src/modules/billing/processors/processor.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';

let fake: StripeFake;
let stripe: PaymentProcessor;

const KEYS = { secretKey: 'sk_test_processor123', publishableKey: 'pk_test_processor123' };
const processorAt = (url: string, extra: Partial<StripeProcessorOptions> = {}) =>
  stripeProcessor({ ...KEYS, ...stripeEndpointOf(url), ...extra });

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = processorAt(fake.url);
});
afterAll(async () => fake.close());

let n = 0;
const uniqueKey = () => `policy-1:key-${Date.now()}-${n++}`;
const charge = (token: string, over: Partial<Parameters<PaymentProcessor['charge']>[0]> = {}) =>
  stripe.charge({
    token,
    amount: 125_000,
    currency: 'USD',
    idempotencyKey: uniqueKey(),
    description: 'Policy CYB-0001',
    ...over,
  });

/** The rejection of `promise` (failing the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the Stripe processor: configuration and tokens', () => {
  it('hands the browser Stripe.js and the publishable key', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.config()).toEqual({
      processor: 'stripe',
      key: 'pk_test_processor123',
      url: 'https://js.stripe.com/v3',
      sandbox: false,
    });
  });

  it('reads card and bank PaymentMethods, and a Connect account’s bank account', async () => {
    expect(await stripe.describe('pm_card_visa')).toEqual({
      type: 'Credit Card',
      last4: '4242',
      brand: 'Visa',
      expMonth: 12,
      expYear: 2034,
    });
    expect(await stripe.describe('pm_card_mastercard')).toMatchObject({
      type: 'Credit Card',
      brand: 'Mastercard',
      last4: '4444',
    });
    expect(await stripe.describe('pm_usBankAccount_success')).toEqual({
      type: 'Bank Account',
      last4: '6789',
      brand: 'CHECKING',
      expMonth: null,
      expYear: null,
    });
    expect(await stripe.describe('pm_bacsDebit_success')).toMatchObject({
      type: 'Bank Account',
      last4: '2345',
      brand: 'BACS',
    });
    expect(await stripe.describe('acct_test_agency')).toEqual({
      type: 'Bank Account',
      last4: '6789',
      brand: 'CHECKING',
      expMonth: null,
      expYear: null,
    });
    // every request names the API version the SDK's types describe
    expect(fake.requests.at(-1)!.stripeVersion).toBe(STRIPE_API_VERSION);
  });

  it('an unknown PaymentMethod or account is null; something that is not a Stripe id is not asked for', async () => {
    expect(await stripe.describe('pm_doesNotExist')).toBeNull();
    expect(await stripe.describe('acct_doesNotExist')).toBeNull();
    const before = fake.requests.length;
    expect(await stripe.describe('sbx_card_SUCCEEDS_Visa_4242_1235_abcdefghij')).toBeNull();
    expect(await stripe.describe('pm_../../v1/transfers')).toBeNull();
    expect(await stripe.describe('')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});

describe('the Stripe processor: charges', () => {
  it('a card that succeeds is PAID, under a PaymentIntent of the amount in lower-case currency', async () => {
    const outcome = await charge('pm_card_visa');
    expect(outcome).toMatchObject({ status: 'PAID', failureMessage: null });
    expect(outcome.reference).toMatch(/^pi_/);
    expect(fake.intents.get(outcome.reference)).toMatchObject({
      amount: 125_000,
      currency: 'usd',
      status: 'succeeded',
      description: 'Policy CYB-0001',
      payment_method: 'pm_card_visa',
      payment_method_types: ['card'],
    });
  });

  it('a declined card is FAILED with Stripe’s message and the declined PaymentIntent as reference', async () => {
    const outcome = await charge('pm_card_chargeDeclined');
    expect(outcome).toMatchObject({ status: 'FAILED', failureMessage: 'Your card was declined.' });
    expect(fake.intents.get(outcome.reference)?.status).toBe('requires_payment_method');
  });

  it('a card that wants 3-D Secure fails at once instead of waiting for the browser', async () => {
    const outcome = await charge('pm_card_authenticationRequired');
    expect(outcome.status).toBe('FAILED');
    expect(outcome.failureMessage).toMatch(/requires authentication/);
  });

  it('a payment in process is IN_PROCESS until Stripe settles it; settle reads it back', async () => {
    const card = await charge('pm_card_processing');
    expect(card).toMatchObject({ status: 'IN_PROCESS', failureMessage: null });
    expect(await stripe.settle(card.reference)).toBe('IN_PROCESS');
    fake.settle(card.reference);
    expect(await stripe.settle(card.reference)).toBe('PAID');

    const bank = await charge('pm_usBankAccount_success');
    expect(bank.status).toBe('IN_PROCESS');
    expect(fake.intents.get(bank.reference)?.payment_method_types).toEqual(['us_bank_account']);
    fake.settle(bank.reference);
    expect(await stripe.settle(bank.reference)).toBe('PAID');

    const closed = await charge('pm_usBankAccount_accountClosed');
    expect(closed.status).toBe('IN_PROCESS');
    fake.settle(closed.reference);
    expect(await stripe.settle(closed.reference)).toBe('FAILED');

    const processing = await charge('pm_card_processing');
    fake.settle(processing.reference, 'failed');
    expect(await stripe.settle(processing.reference)).toBe('FAILED');
  });

  it('settling what Stripe never made, or does not know, is FAILED', async () => {
    const declined = await charge('pm_card_doesNotExist');
    expect(declined).toMatchObject({
      status: 'FAILED',
      failureMessage: PAYMENT_MESSAGES.invalidToken,
    });
    expect(declined.reference).toMatch(/^pi_failed_/);
    expect(await stripe.settle(declined.reference)).toBe('FAILED');
    expect(await stripe.settle('pi_doesNotExist')).toBe('FAILED');
    expect(await stripe.settle('')).toBe('FAILED');
  });

  it('an amount Stripe refuses is FAILED with its message; the reference is stable for the key', async () => {
    const idempotencyKey = uniqueKey();
    const first = await charge('pm_card_visa', { amount: 20, idempotencyKey });
    expect(first).toMatchObject({ status: 'FAILED' });
    expect(first.failureMessage).toMatch(/at least 50/);
    const again = await charge('pm_card_visa', { amount: 20, idempotencyKey });
    expect(again).toEqual(first);
  });
});

describe('the Stripe processor: idempotency', () => {
  it('the same key twice makes one PaymentIntent; Stripe replays the first response', async () => {
    const idempotencyKey = uniqueKey();
    const created = fake.counts.paymentIntentsCreated;
    const replays = fake.counts.replays;
    const first = await charge('pm_card_visa', { idempotencyKey });
    const second = await charge('pm_card_visa', { idempotencyKey });
    expect(second).toEqual(first);
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);
    expect(fake.counts.replays).toBe(replays + 1);
    // a decline is replayed as well: the card is not tried twice
    const declineKey = uniqueKey();
    const declined = await charge('pm_card_chargeDeclined', { idempotencyKey: declineKey });
    expect(await charge('pm_card_chargeDeclined', { idempotencyKey: declineKey })).toEqual(
      declined,
    );
    expect(fake.counts.paymentIntentsCreated).toBe(created + 2);
  });

  it('twenty parallel calls with one key create one PaymentIntent and give one outcome', async () => {
    const idempotencyKey = uniqueKey();
    const created = fake.counts.paymentIntentsCreated;
    const conflicts = fake.counts.conflicts;
    // The first request is held in progress until another has met it there (Stripe's 409,
    // which the SDK retries under the same key after a pause).
    const release = fake.hold();
    const calls = Array.from({ length: 20 }, () => charge('pm_card_visa', { idempotencyKey }));
    await fake.until(() => fake.counts.conflicts > conflicts);
    release();
    const outcomes = await Promise.all(calls);
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]!.status).toBe('PAID');
    // every request, the retries of those that met the first in progress included, carried
    // the caller's key
    const sent = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(sent.filter((r) => r.idempotencyKey === idempotencyKey).length).toBeGreaterThan(20);
  });

  it('the same key with another amount is a conflict, never a second charge', async () => {
    const idempotencyKey = uniqueKey();
    await charge('pm_card_visa', { idempotencyKey });
    const created = fake.counts.paymentIntentsCreated;
    const error = await rejectionOf(charge('pm_card_visa', { idempotencyKey, amount: 999 }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
    expect(fake.counts.paymentIntentsCreated).toBe(created);
  });

  it('a key longer than Stripe’s 255 characters is hashed, the same way every time', async () => {
    const idempotencyKey = `${'x'.repeat(300)}-${uniqueKey()}`;
    const first = await charge('pm_card_visa', { idempotencyKey });
    const second = await charge('pm_card_visa', { idempotencyKey });
    expect(second).toEqual(first);
    const keys = fake.requests.filter((r) => r.path === '/v1/payment_intents').slice(-2);
    expect(keys[0]!.idempotencyKey).toBe(keys[1]!.idempotencyKey);
    expect(keys[0]!.idempotencyKey!.length).toBeLessThanOrEqual(255);
  });

  it('a response lost on the way back: the SDK’s retry under the same key gets the same PaymentIntent', async () => {
    const idempotencyKey = uniqueKey();
    const created = fake.counts.paymentIntentsCreated;
    fake.dropNextResponse();
    const outcome = await charge('pm_card_visa', { idempotencyKey });
    expect(outcome.status).toBe('PAID');
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);
    const sent = fake.requests.filter((r) => r.idempotencyKey === idempotencyKey);
    expect(sent).toHaveLength(2);
  });

  it('a 500 the SDK retries under the same key charges once', async () => {
    const idempotencyKey = uniqueKey();
    const created = fake.counts.paymentIntentsCreated;
    fake.fault(500, 1);
    const outcome = await charge('pm_card_visa', { idempotencyKey });
    expect(outcome.status).toBe('PAID');
    expect(fake.counts.paymentIntentsCreated).toBe(created + 1);
    // the retrieve of the PaymentMethod took the fault; the create went through once
    expect(fake.requests.filter((r) => r.idempotencyKey === idempotencyKey)).toHaveLength(1);
  });
});

describe('the Stripe processor: when Stripe fails', () => {
  it('a 500 that lasts is a 503 AppError for every call, not a crash, and charges nothing', async () => {
    const impatient = processorAt(fake.url, { maxNetworkRetries: 0 });
    const created = fake.counts.paymentIntentsCreated;
    fake.fault(500);
    try {
      for (const call of [
        impatient.describe('pm_card_visa'),
        impatient.charge({
          token: 'pm_card_visa',
          amount: 1_000,
          currency: 'USD',
          idempotencyKey: uniqueKey(),
          description: 'Policy CYB-0002',
        }),
        impatient.settle('pi_anything'),
        impatient.payout({
          token: 'acct_test_agency',
          amount: 1_000,
          currency: 'USD',
          idempotencyKey: uniqueKey(),
          description: 'Commission',
        }),
      ]) {
        const error = await rejectionOf(call);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).statusCode).toBe(503);
      }
    } finally {
      fake.clearFaults();
    }
    expect(fake.counts.paymentIntentsCreated).toBe(created);
  });

  it('Stripe unreachable, or a key Stripe refuses, is a 503 too', async () => {
    const unreachable = processorAt(`http://127.0.0.1:${await closedPort()}`, {
      maxNetworkRetries: 0,
    });
    const offline = await rejectionOf(unreachable.describe('pm_card_visa'));
    expect((offline as AppError).code).toBe('SERVICE_UNAVAILABLE');
    const badKey = stripeProcessor({
      secretKey: 'sk_live_notAcceptedHere',
      publishableKey: 'pk_live_notAcceptedHere',
      ...stripeEndpointOf(fake.url),
    });
    const refused = await rejectionOf(badKey.describe('pm_card_visa'));
    expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('the Stripe processor: commission payouts', () => {
  it('a transfer to the agency’s Connect account is PAID; a retried key transfers once', async () => {
    const idempotencyKey = `commission:agency-1:${uniqueKey()}`;
    const created = fake.counts.transfersCreated;
    const body = {
      token: 'acct_test_agency',
      amount: 12_345,
      currency: 'USD',
      idempotencyKey,
      description: 'November commission',
    };
    const paid = await stripe.payout(body);
    expect(paid).toMatchObject({ status: 'PAID', failureMessage: null });
    expect(paid.reference).toMatch(/^tr_/);
    expect(fake.transfers.get(paid.reference)).toMatchObject({
      amount: 12_345,
      currency: 'usd',
      destination: 'acct_test_agency',
      description: 'November commission',
    });
    expect(await stripe.payout(body)).toEqual(paid);
    expect(fake.counts.transfersCreated).toBe(created + 1);
  });

  it('a destination that cannot take transfers, or does not exist, is FAILED with Stripe’s message', async () => {
    const created = fake.counts.transfersCreated;
    const payout = (token: string) =>
      stripe.payout({
        token,
        amount: 5_000,
        currency: 'USD',
        idempotencyKey: uniqueKey(),
        description: 'November commission',
      });
    const closed = await payout('acct_test_closed');
    expect(closed.status).toBe('FAILED');
    expect(closed.failureMessage).toMatch(/capabilities enabled: transfers/);
    expect(closed.reference).toMatch(/^tr_failed_/);
    expect((await payout('acct_doesNotExist')).failureMessage).toMatch(/No such destination/);
    const notAccount = await payout('pm_usBankAccount_success');
    expect(notAccount.status).toBe('FAILED');
    expect(fake.counts.transfersCreated).toBe(created);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    return null;
  };

  it('PAYMENT_PROCESSOR=stripe without its keys is refused at start-up with a message', () => {
    expect(messageOf({ PAYMENT_PROCESSOR: 'stripe' })).toContain(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when PAYMENT_PROCESSOR is stripe',
    );
    expect(
      messageOf({ PAYMENT_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123' }),
    ).toContain('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required');
  });

  it('keys of the wrong kind, keys of two modes and a bad API address are refused', () => {
    const stripeEnv = {
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    };
    expect(messageOf({ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toContain(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
    expect(messageOf({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc123' })).toContain(
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key',
    );
    expect(messageOf({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toContain(
      'must both be test keys or both live keys',
    );
    expect(messageOf({ ...stripeEnv, STRIPE_API_URL: 'ftp://127.0.0.1:12111' })).toContain(
      'STRIPE_API_URL must be an http:// or https:// URL',
    );
    expect(
      messageOf({ ...stripeEnv, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:1' }),
    ).toContain('STRIPE_API_URL must be an https:// URL in production');
    expect(messageOf(stripeEnv)).toBeNull();
  });

  it('the configured processor is Stripe at the given API address', async () => {
    const config = loadConfig({
      ...base,
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_API_URL: fake.url,
    });
    const processor = processorOf(config);
    expect(processor?.name).toBe('stripe');
    expect(processor?.config().key).toBe('pk_test_abc123');
    expect(await processor?.describe('pm_card_visa')).toMatchObject({ last4: '4242' });
    expect(stripeEndpointOf('https://stripe.example.com')).toEqual({
      host: 'stripe.example.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeEndpointOf(fake.url)).toEqual({
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    });
  });
});
