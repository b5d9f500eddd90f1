import { mulberry32 } from '../../../lib/prng';
import { randomInt, randomPermutation } from './prng';

describe('mulberry32', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });

  it('matches the reference mulberry32 (with Math.imul) bit for bit', () => {
    const reference = (seed: number) => {
      let x = seed >>> 0;
      return () => {
        x = (x + 0x6d2b79f5) >>> 0;
        let t = x;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    };
    for (const seed of [0, 1, 123456789, 2 ** 32 - 1]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 1000; i++) expect(ours()).toBe(theirs());
    }
  });

  it('stays in [0, 1) and draws integers in range', () => {
    const rng = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(rng, 10);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(10);
    }
    expect(randomPermutation(mulberry32(1), 20).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
