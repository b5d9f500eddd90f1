// Seeded randomness so a plan is reproducible from its seed (Math.random never appears in the planner).

export type Rng = () => number;

/** 32-bit multiply like Math.imul, without the Math call (slow under jest's vm contexts, see schedule.ts). */
function imul(a: number, b: number): number {
  const aHi = (a >>> 16) & 0xffff;
  const aLo = a & 0xffff;
  return (aLo * b + (((aHi * b) & 0xffff) << 16)) | 0;
}

/** mulberry32: tiny, fast, good enough for tie-breaking and perturbation; returns [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return (rng() * n) | 0; // n is small; avoids Math.floor (see the note in schedule.ts)
}

/** A random permutation of 0..n-1 (Fisher–Yates). */
export function randomPermutation(rng: Rng, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
