/**
 * A fresh Idempotency-Key (DESIGN §4: payment and commission writes): 32 random hex digits, a
 * UUID without its dashes. One key per attempt, sent again unchanged when the attempt is retried.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
