import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSessions,
  hearingRevocations,
  rememberedSession,
  SESSION_CACHE_HEARD_TTL_MS,
  SESSION_CACHE_TTL_MS,
} from '../../src/lib/session-cache.ts';

/**
 * The memory of live sessions (decision 065): one second while revocations elsewhere go unheard,
 * thirty while every node's are heard, and never a row read before a revocation it may predate.
 */

/** A loader that counts its reads and answers `value`. */
function loader(value: string) {
  const reads = { count: 0 };
  return { reads, load: async () => ((reads.count += 1), value) };
}

afterEach(() => hearingRevocations(false));

describe('the session memory', () => {
  it('remembers a session for a second while revocations elsewhere are not heard', async () => {
    const { reads, load } = loader('live');
    await rememberedSession('s1', 0, load);
    await rememberedSession('s1', SESSION_CACHE_TTL_MS - 1, load);
    expect(reads.count).toBe(1);
    await rememberedSession('s1', SESSION_CACHE_TTL_MS, load);
    expect(reads.count).toBe(2);
  });

  it('remembers it for thirty seconds while every revocation is heard, and forgets on one', async () => {
    hearingRevocations(true);
    const { reads, load } = loader('live');
    await rememberedSession('s2', 0, load);
    await rememberedSession('s2', SESSION_CACHE_HEARD_TTL_MS - 1, load);
    expect(reads.count).toBe(1);
    forgetSessions(); // a revocation, here or heard from another node
    await rememberedSession('s2', 1, load);
    expect(reads.count).toBe(2);
  });

  it('losing the channel forgets everything and falls back to a second', async () => {
    hearingRevocations(true);
    const { reads, load } = loader('live');
    await rememberedSession('s3', 0, load);
    hearingRevocations(false);
    await rememberedSession('s3', 1, load);
    await rememberedSession('s3', SESSION_CACHE_TTL_MS + 1, load);
    expect(reads.count).toBe(3);
  });

  it('does not remember a read that a revocation overtook', async () => {
    hearingRevocations(true);
    let release!: () => void;
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('live before the revocation');
      });
    const pending = rememberedSession('s4', 0, slow);
    forgetSessions(); // heard while the row was being read
    release();
    expect(await pending).toBe('live before the revocation');
    const { reads, load } = loader('revoked');
    expect(await rememberedSession('s4', 1, load)).toBe('revoked');
    expect(reads.count).toBe(1);
  });
});
