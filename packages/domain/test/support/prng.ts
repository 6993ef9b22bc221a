/** Seeded random inputs for the property tests (a tiny generator; no dependencies). */

/** mulberry32: a small, fast, seeded PRNG (public domain). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const logInt = (min: number, max: number) =>
    Math.max(
      min,
      Math.min(max, Math.round(Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))))),
    );
  return { next, int, pick, chance, logInt };
}
