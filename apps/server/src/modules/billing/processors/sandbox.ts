import { createHash } from 'node:crypto';
import { parseSandboxToken } from '@cyber/domain';
import type { ChargeOutcome, PaymentProcessor, TokenDetails } from './processor.ts';

/**
 * The built-in sandbox processor (decision 052): its test cards succeed, are declined or stay
 * in process; its test bank accounts are in process until settled (or returned). No money
 * moves. Like a real processor it keeps the charge it made for each idempotency key and
 * answers a retry with it.
 */
export function sandboxProcessor(): PaymentProcessor & { chargeCount(): number } {
  const charges = new Map<string, ChargeOutcome>();
  const payouts = new Map<string, Awaited<ReturnType<PaymentProcessor['payout']>>>();
  return {
    name: 'sandbox',
    config: () => ({ processor: 'sandbox', key: null, url: null, sandbox: true }),
    chargeCount: () => charges.size,
    async describe(token): Promise<TokenDetails | null> {
      const t = parseSandboxToken(token);
      if (!t) return null;
      return {
        type: t.kind === 'card' ? 'Credit Card' : 'Bank Account',
        last4: t.last4,
        brand: t.brand,
        expMonth: t.expiry ? Number(t.expiry.slice(0, 2)) : null,
        expYear: t.expiry ? 2000 + Number(t.expiry.slice(2)) : null,
      };
    },
    async charge({ token, idempotencyKey }) {
      const previous = charges.get(idempotencyKey);
      if (previous) return previous;
      const t = parseSandboxToken(token);
      const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20);
      let outcome: ChargeOutcome;
      if (!t) {
        outcome = { status: 'FAILED', reference: `sbx_ch_${id}`, failureMessage: 'Invalid token' };
      } else if (t.outcome === 'DECLINED') {
        outcome = {
          status: 'FAILED',
          reference: `sbx_ch_DECLINED_${id}`,
          failureMessage: 'Your card was declined.',
        };
      } else {
        // Bank payments and the "processing" card settle later; RETURNED ones fail then.
        const pending = t.kind === 'bank' || t.outcome === 'PROCESSING';
        outcome = {
          status: pending ? 'IN_PROCESS' : 'PAID',
          reference: `sbx_ch_${t.outcome}_${id}`,
          failureMessage: null,
        };
      }
      charges.set(idempotencyKey, outcome);
      return outcome;
    },
    async settle(reference) {
      return reference.startsWith('sbx_ch_RETURNED_') ? 'FAILED' : 'PAID';
    },
    async payout({ token, idempotencyKey }) {
      const previous = payouts.get(idempotencyKey);
      if (previous) return previous;
      const t = parseSandboxToken(token);
      const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20);
      // The sandbox's returned test accounts refuse the transfer; its other accounts take it.
      const outcome =
        t?.kind === 'bank' && t.outcome !== 'RETURNED'
          ? { status: 'PAID' as const, reference: `sbx_po_${id}`, failureMessage: null }
          : {
              status: 'FAILED' as const,
              reference: `sbx_po_FAILED_${id}`,
              failureMessage: 'The bank account was closed or could not be found (R02).',
            };
      payouts.set(idempotencyKey, outcome);
      return outcome;
    },
  };
}
