// Seeded randomness so a plan is reproducible from its seed (Math.random never appears in the planner).

import { at } from '../../../lib/checked';

export type Rng = () => number;

/** Integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return (rng() * n) | 0; // n is small; avoids Math.floor (see the note in schedule.ts)
}

/** A random permutation of 0..n-1 (Fisher–Yates). */
export function randomPermutation(rng: Rng, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = at(out, i);
    out[i] = at(out, j);
    out[j] = tmp;
  }
  return out;
}
