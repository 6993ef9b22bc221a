import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the few Stripe API calls the Stripe processor makes (decision 059), for tests:
 * a node:http server on an ephemeral port that reads Stripe's form-encoded requests (bracket
 * notation) and answers with JSON shaped like Stripe's — objects, the `{ error: { type, code,
 * message, … } }` envelope and its HTTP statuses. It keeps state in memory.
 *
 * - `Authorization: Bearer sk_test_…` is required (401 otherwise).
 * - POST requests honour `Idempotency-Key` as Stripe does: the same key with the same parameters
 *   replays the stored response with `Idempotent-Replayed: true`; with other parameters (or on
 *   another endpoint) it is a 400 `idempotency_error`; while the first request with a key is
 *   still running, another is a 409 (the SDK retries it). A request that fails validation stores
 *   nothing, like Stripe.
 * - Test PaymentMethods, named like Stripe's: `pm_card_visa`, `pm_card_mastercard` (succeed),
 *   `pm_card_chargeDeclined` (402 card_declined), `pm_card_authenticationRequired` (needs 3-D
 *   Secure), `pm_usBankAccount_success` (processing, succeeds when settled),
 *   `pm_usBankAccount_accountClosed` (processing, fails when settled). Invented here:
 *   `pm_card_processing` (a card payment that stays processing until settled) and
 *   `pm_bacsDebit_success` (a UK Bacs account).
 * - Connect accounts: `acct_test_agency` (a bank account ending 6789 that takes transfers) and
 *   `acct_test_closed` (its bank account errored, transfers refused). An unknown account is
 *   Stripe's 403 `account_invalid`.
 * - Faults for the error paths: `fault(status, times)` answers the next requests with that
 *   status before the idempotency layer (as a proxy in front of the API would, so nothing is
 *   stored); `dropNextResponse()` does the work of the next POST and then drops the connection
 *   before answering (the response lost on its way back); `hold()` keeps keyed POSTs in progress
 *   until released, and `until(check)` waits for the fake's state (never for time).
 * - Counters (`counts`) of the PaymentIntents and transfers really made, replays and conflicts;
 *   `settle(id, to?)` moves a processing PaymentIntent to succeeded or failed.
 */
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };
type Intent = Json & {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  payment_method: string;
  payment_method_types: string[];
  last_payment_error: Json | null;
  latest_charge: string | null;
};

type TestMethod = {
  type: 'card' | 'us_bank_account' | 'bacs_debit';
  details: Json;
  /** What confirming a payment with it does. */
  outcome: 'succeeded' | 'declined' | 'authentication' | 'processing';
  /** Where a processing payment ends when settled. */
  settlesTo: 'succeeded' | 'failed';
};

const card = (
  brand: string,
  last4: string,
  outcome: TestMethod['outcome'],
  settlesTo: TestMethod['settlesTo'] = 'succeeded',
): TestMethod => ({
  type: 'card',
  details: {
    brand,
    display_brand: brand,
    last4,
    exp_month: 12,
    exp_year: 2034,
    funding: 'credit',
    country: 'US',
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    wallet: null,
  },
  outcome,
  settlesTo,
});

const usBank = (settlesTo: TestMethod['settlesTo']): TestMethod => ({
  type: 'us_bank_account',
  details: {
    account_holder_type: 'company',
    account_type: 'checking',
    bank_name: 'STRIPE TEST BANK',
    last4: '6789',
    routing_number: '110000000',
    fingerprint: 'fp_us_test',
    networks: { preferred: 'ach', supported: ['ach'] },
  },
  outcome: 'processing',
  settlesTo,
});

export const TEST_PAYMENT_METHODS: Record<string, TestMethod> = {
  pm_card_visa: card('visa', '4242', 'succeeded'),
  pm_card_mastercard: card('mastercard', '4444', 'succeeded'),
  pm_card_chargeDeclined: card('visa', '0002', 'declined'),
  pm_card_authenticationRequired: card('visa', '3184', 'authentication'),
  pm_card_processing: card('visa', '0259', 'processing'),
  pm_usBankAccount_success: usBank('succeeded'),
  pm_usBankAccount_accountClosed: usBank('failed'),
  pm_bacsDebit_success: {
    type: 'bacs_debit',
    details: { last4: '2345', sort_code: '108800', fingerprint: 'fp_bacs_test' },
    outcome: 'processing',
    settlesTo: 'succeeded',
  },
};

type TestAccount = { name: string; transfers: 'active' | 'inactive'; bank: Json };

export const TEST_ACCOUNTS: Record<string, TestAccount> = {
  acct_test_agency: {
    name: 'Harbor Insurance Group',
    transfers: 'active',
    bank: {
      id: 'ba_test_agency',
      bank_name: 'STRIPE TEST BANK',
      last4: '6789',
      routing_number: '110000000',
      account_type: 'checking',
      status: 'verified',
    },
  },
  acct_test_closed: {
    name: 'Closed Brokerage LLC',
    transfers: 'inactive',
    bank: {
      id: 'ba_test_closed',
      bank_name: 'STRIPE TEST BANK',
      last4: '1116',
      routing_number: '110000000',
      account_type: 'checking',
      status: 'errored',
    },
  },
};

const MINIMUM_CHARGE: Record<string, number> = { usd: 50, gbp: 30, eur: 50 };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0]=x&c=y` → `{ a: { b: ['x'] }, c: 'y' }` (Stripe's and the SDK's bracket notation). */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((p) => p.replace(/]$/, ''))];
    let node = out;
    for (const segment of path.slice(0, -1)) {
      node[segment] ??= {};
      node = node[segment] as Json;
    }
    node[path.at(-1)!] = value;
  }
  // Objects keyed 0, 1, 2… are the SDK's arrays.
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Json;
    const keys = Object.keys(o);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
    return keys.length > 0 && keys.every((k, i) => k === String(i))
      ? keys.map((k) => mapped[k])
      : mapped;
  };
  return arrays(out) as Json;
}

/** The same parameters whatever their order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Json)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

const error = (
  status: number,
  type: string,
  message: string,
  extra: Json = {},
): Reply & { store: boolean } => ({
  status,
  body: { error: { type, message, ...extra } },
  // Stripe stores the result of a request that reached its endpoint, not of one it refused
  // in validation.
  store: status === 402,
});

export async function startStripeFake() {
  const intents = new Map<string, Intent>();
  const transfers = new Map<string, Json>();
  const idempotency = new Map<string, { endpoint: string; params: string; reply: Reply | null }>();
  const counts = { paymentIntentsCreated: 0, transfersCreated: 0, replays: 0, conflicts: 0 };
  const requests: {
    method: string;
    path: string;
    idempotencyKey: string | null;
    stripeVersion: string | null;
  }[] = [];
  let faults: { status: number; remaining: number } | null = null;
  let dropNext = 0;
  let held: Promise<void> | null = null;
  /** Checks of `until`, run after every answer. */
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const watch of [...watchers]) watch();
  };

  const paymentIntentJson = (pi: Json) => ({ ...pi });

  function createIntent(params: Json): Reply & { store: boolean } {
    const amount = Number(params.amount);
    const currency = String(params.currency ?? '');
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'invalid_request_error', 'Invalid positive integer', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    if (!/^[a-z]{3}$/.test(currency))
      return error(400, 'invalid_request_error', `Invalid currency: ${currency}.`, {
        code: 'parameter_invalid_empty',
        param: 'currency',
      });
    if (amount < (MINIMUM_CHARGE[currency] ?? 1))
      return error(
        400,
        'invalid_request_error',
        `Amount must be at least ${MINIMUM_CHARGE[currency]} ${currency}`,
        { code: 'amount_too_small', param: 'amount' },
      );
    const pmId = String(params.payment_method ?? '');
    const method = TEST_PAYMENT_METHODS[pmId];
    if (!method)
      return error(400, 'invalid_request_error', `No such PaymentMethod: '${pmId}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    const allowed = (params.allowed_payment_method_types ?? params.payment_method_types) as
      string[] | undefined;
    const automatic = (params.automatic_payment_methods as Json | undefined)?.enabled === 'true';
    if (!automatic && allowed && !allowed.includes(method.type))
      return error(
        400,
        'invalid_request_error',
        `The PaymentMethod provided (${method.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${allowed.join(', ')}.`,
        { code: 'payment_intent_invalid_parameter', param: 'payment_method' },
      );
    if (params.confirm !== 'true')
      return error(400, 'invalid_request_error', 'This fake only creates confirmed intents.', {
        code: 'parameter_missing',
        param: 'confirm',
      });
    const id = newId('pi');
    const pi: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      description: params.description ?? null,
      payment_method: pmId,
      payment_method_types: [method.type],
      allowed_payment_method_types: allowed ?? null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      livemode: false,
      metadata: {},
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      status: 'processing',
    };
    counts.paymentIntentsCreated++;
    intents.set(id, pi);
    const declined = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    switch (method.outcome) {
      case 'succeeded':
        pi.status = 'succeeded';
        pi.amount_received = amount;
        pi.latest_charge = newId('ch');
        break;
      case 'processing':
        pi.status = 'processing';
        break;
      case 'declined':
        pi.status = 'requires_payment_method';
        pi.last_payment_error = declined;
        pi.latest_charge = newId('ch');
        return error(402, 'card_error', declined.message, {
          code: declined.code,
          decline_code: declined.decline_code,
          charge: pi.latest_charge,
          payment_intent: paymentIntentJson(pi),
          payment_method: paymentMethodJson(pmId, method),
        });
      case 'authentication':
        if (params.error_on_requires_action === 'true') {
          const required = {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
          pi.status = 'requires_payment_method';
          pi.last_payment_error = required;
          return error(402, 'card_error', required.message, {
            code: required.code,
            decline_code: required.decline_code,
            payment_intent: paymentIntentJson(pi),
          });
        }
        pi.status = 'requires_action';
        pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        break;
    }
    return { status: 200, body: paymentIntentJson(pi), store: true };
  }

  function paymentMethodJson(id: string, method: TestMethod) {
    return {
      id,
      object: 'payment_method',
      type: method.type,
      [method.type]: method.details,
      billing_details: { address: null, email: null, name: null, phone: null },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
    };
  }

  function accountJson(id: string, account: TestAccount) {
    return {
      id,
      object: 'account',
      type: 'express',
      business_profile: { name: account.name },
      capabilities: { transfers: account.transfers },
      charges_enabled: account.transfers === 'active',
      payouts_enabled: account.transfers === 'active',
      country: 'US',
      default_currency: 'usd',
      external_accounts: {
        object: 'list',
        data: [
          {
            object: 'bank_account',
            account: id,
            account_holder_name: account.name,
            account_holder_type: 'company',
            country: 'US',
            currency: 'usd',
            default_for_currency: true,
            fingerprint: `fp_${id}`,
            metadata: {},
            ...account.bank,
          },
        ],
        has_more: false,
        url: `/v1/accounts/${id}/external_accounts`,
      },
    };
  }

  function createTransfer(params: Json): Reply & { store: boolean } {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'invalid_request_error', 'Invalid positive integer', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    const destination = String(params.destination ?? '');
    const account = TEST_ACCOUNTS[destination];
    if (!account)
      return error(400, 'invalid_request_error', `No such destination: '${destination}'`, {
        code: 'account_invalid',
        param: 'destination',
      });
    if (account.transfers !== 'active')
      return error(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    const transfer = {
      id: newId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: String(params.currency),
      description: params.description ?? null,
      destination,
      destination_payment: newId('py'),
      created: now(),
      livemode: false,
      metadata: {},
      reversed: false,
    };
    transfers.set(transfer.id, transfer);
    counts.transfersCreated++;
    return { status: 200, body: transfer, store: true };
  }

  function route(method: string, path: string, params: Json): Reply & { store?: boolean } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(params);
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const pi = intents.get(m[1]!);
      return pi
        ? { status: 200, body: paymentIntentJson(pi) }
        : error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, {
            code: 'resource_missing',
            param: 'intent',
          });
    }
    if (method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const pm = TEST_PAYMENT_METHODS[m[1]!];
      return pm
        ? { status: 200, body: paymentMethodJson(m[1]!, pm) }
        : error(404, 'invalid_request_error', `No such PaymentMethod: '${m[1]}'`, {
            code: 'resource_missing',
            param: 'payment_method',
          });
    }
    if (method === 'GET' && (m = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const account = TEST_ACCOUNTS[m[1]!];
      return account
        ? { status: 200, body: accountJson(m[1]!, account) }
        : error(
            403,
            'invalid_request_error',
            `The provided key 'sk_test_***' does not have access to account '${m[1]}' (or that account does not exist). Application access may have been revoked.`,
            { code: 'account_invalid' },
          );
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const send = (res: ServerResponse, reply: Reply, headers: Record<string, string> = {}) => {
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...headers,
    });
    res.end(JSON.stringify(reply.body));
    changed();
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({
      method,
      path: url.pathname,
      idempotencyKey: key,
      stripeVersion: (req.headers['stripe-version'] as string | undefined) ?? null,
    });
    if (faults && faults.remaining > 0) {
      faults.remaining--;
      return send(res, {
        status: faults.status,
        body: { error: { type: 'api_error', message: 'An unknown error occurred (fault).' } },
      });
    }
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer sk_test_[A-Za-z0-9]+$/.test(auth))
      return send(
        res,
        error(
          401,
          'invalid_request_error',
          'Invalid API Key provided. This fake accepts only sk_test_ keys.',
        ),
      );
    const params = parseStripeForm(
      method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8'),
    );
    const drop = method === 'POST' && dropNext > 0 ? (dropNext--, true) : false;
    const finish = (reply: Reply, headers: Record<string, string> = {}) => {
      if (drop) {
        req.socket.destroy();
        changed();
        return;
      }
      send(res, reply, headers);
    };

    if (method !== 'POST' || !key) return finish(route(method, url.pathname, params));

    const endpoint = `${method} ${url.pathname}`;
    const hash = createHash('sha256').update(canonical(params)).digest('hex');
    const seen = idempotency.get(key);
    if (seen) {
      if (seen.endpoint !== endpoint || seen.params !== hash)
        return finish(
          error(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      if (!seen.reply) {
        counts.conflicts++;
        return finish(
          error(
            409,
            'idempotency_error',
            "There is currently another in-progress request using this Idempotency-Key (that probably means you submitted twice, and that's fine). Please try again later.",
            { code: 'idempotency_key_in_use' },
          ),
        );
      }
      counts.replays++;
      return finish(seen.reply, { 'idempotent-replayed': 'true' });
    }
    const entry = { endpoint, params: hash, reply: null as Reply | null };
    idempotency.set(key, entry);
    // The work takes a turn of the event loop (or waits while held), so a concurrent request
    // with the key meets it in progress, as it would at Stripe.
    await (held ?? new Promise((resolve) => setImmediate(resolve)));
    const reply = route(method, url.pathname, params);
    if (reply.store) entry.reply = { status: reply.status, body: reply.body };
    else idempotency.delete(key);
    finish(reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      send(res, {
        status: 500,
        body: { error: { type: 'api_error', message: `Fake failure: ${String(e)}` } },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    counts,
    requests,
    intents,
    transfers,
    /** The next `times` requests are answered with `status` (an outage), before anything else. */
    fault(status: number, times = Number.POSITIVE_INFINITY) {
      faults = { status, remaining: times };
    },
    clearFaults() {
      faults = null;
    },
    /** POSTs with an Idempotency-Key wait, in progress, until the returned release is called. */
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    /** Resolves once `check` holds, looked at after every answer of the fake. */
    until(check: () => boolean) {
      return new Promise<void>((resolve) => {
        const watch = () => {
          if (!check()) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        watch();
      });
    },
    /** The next POST is carried out, and its response lost (the connection dropped). */
    dropNextResponse() {
      dropNext = 1;
    },
    /** Move a processing intent on: to its test method's end, or the one given. */
    settle(id: string, to?: 'succeeded' | 'failed') {
      const pi = intents.get(id);
      if (!pi) throw new Error(`no payment intent ${id}`);
      if (pi.status !== 'processing') throw new Error(`${id} is ${pi.status}, not processing`);
      const end = to ?? TEST_PAYMENT_METHODS[pi.payment_method]!.settlesTo;
      if (end === 'succeeded') {
        pi.status = 'succeeded';
        pi.amount_received = pi.amount;
        pi.latest_charge = newId('ch');
      } else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error =
          pi.payment_method_types[0] === 'card'
            ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
            : {
                type: 'invalid_request_error',
                code: 'account_closed',
                message: "The customer's bank account has been closed.",
              };
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
