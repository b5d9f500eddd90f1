import { mulberry32 } from './prng';

/** The same generator written with Math.imul, as published. */
function reference(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('mulberry32 gives the published sequence, the same for the same seed, in [0, 1)', () => {
  for (const seed of [0, 1, 42, 0x9e3779b9, 2 ** 32 - 1]) {
    const a = mulberry32(seed);
    const b = reference(seed);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  }
  expect(mulberry32(7)()).not.toBe(mulberry32(8)());
});
