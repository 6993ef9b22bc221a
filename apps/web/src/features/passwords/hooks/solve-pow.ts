import { leadingZeroBits } from '@cyber/domain';

export type PowChallenge = { id: string; salt: string; bits: number };

const BATCH = 256;

/**
 * Find a nonce so that SHA-256(salt + nonce) has `bits` leading zero bits, with WebCrypto.
 * Digests run in batches and the loop yields to the event loop now and then, so the page stays
 * responsive (16 bits take about 65,000 hashes: well under a second or two).
 */
export async function solvePow(
  challenge: PowChallenge,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${start + i}`)),
      ),
    );
    const hit = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= challenge.bits);
    if (hit >= 0) return `${challenge.id}.${start + hit}`;
    if (start % (BATCH * 16) === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('No proof of work found');
}
