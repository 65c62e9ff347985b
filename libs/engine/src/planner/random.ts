/** Seeded randomness: the same seed always gives the same trip (Regenerate passes a new seed). */
import { hashString } from '@roadgremlin/contracts';

/** mulberry32 — a tiny 32-bit PRNG, good enough for tie-breaking jitter. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Jitter in [0, 1) for one item under one seed. Keyed by the item's id rather than drawn from a
 * stream, so the value for a place does not depend on how many other places were looked at.
 */
export function jitter(seed: number, key: string): number {
  return mulberry32(hashString(key, (seed ^ 0x9e3779b9) >>> 0))();
}
