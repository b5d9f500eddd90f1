// Seeded randomness, so generated demo data and plans are the same on every run and machine.

/** 32-bit multiply like Math.imul, without the Math call (slow under jest's vm contexts, see the planner's schedule.ts). */
function imul(a: number, b: number): number {
  const aHi = (a >>> 16) & 0xffff;
  const aLo = a & 0xffff;
  return (aLo * b + (((aHi * b) & 0xffff) << 16)) | 0;
}

/** mulberry32: tiny, fast, good enough for demo data and tie-breaking (never for secrets); returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
