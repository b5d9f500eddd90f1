// Seeded randomness so demo data is identical on every run and machine (never Math.random).

import { at } from '../../../lib/checked';
import { mulberry32 } from '../../../lib/prng';

export type Random = () => number;

export const createRandom = (seed: number): Random => mulberry32(seed);

/** FNV-1a 32-bit hash, to derive a per-item seed from a string such as a slug. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return at(items, Math.floor(random() * items.length)); // random() is in [0, 1)
}

/** Index into parallel lists (e.g. en and ar phrasings of the same sentence). */
export function pickIndex(random: Random, length: number): number {
  return Math.floor(random() * length);
}
