import { exhaustiveOptimum } from './exhaustive';
import { buildProblem } from './instance';
import { optimise } from './optimise';
import { scheduleDay } from './schedule';
import { travelPenalty } from './scoring';
import { kindsFit } from './solution';
import { randomCatalog, randomRequest } from './testing/random-instance';

function smallInstance(seed: number) {
  const catalog = randomCatalog(7000 + seed, 6 + (seed % 3), 2);
  const request = randomRequest(seed, catalog, { days: 1 + (seed % 2) });
  return buildProblem(request, catalog);
}

describe('exhaustiveOptimum', () => {
  it('returns feasible day plans whose score it reports exactly', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const p = smallInstance(seed);
      const exact = exhaustiveOptimum(p);
      let travel = 0;
      let value = 0;
      let cost = 0;
      exact.seqs.forEach((seq, day) => {
        const timing = scheduleDay(p, day, seq);
        expect(timing).not.toBeNull();
        expect(seq.length).toBeLessThanOrEqual(p.cap);
        expect(
          kindsFit(
            p,
            seq.map((node) => p.nodes[node]!.cand),
          ),
        ).toBe(true);
        travel += timing?.travelTotal ?? 0;
        for (const node of seq) {
          const c = p.candidates[p.nodes[node]!.cand];
          value += c!.value;
          cost += c!.costMinor;
        }
      });
      expect(cost).toBeLessThanOrEqual(p.budgetMinor);
      expect(value - travelPenalty(travel)).toBeCloseTo(exact.score, 6);
    }
  });

  it('is never beaten by the generator, which stays within 5 % of it', () => {
    const gaps: number[] = [];
    let nonTrivial = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const p = smallInstance(seed);
      const exact = exhaustiveOptimum(p).score;
      const found = optimise(p).score();
      expect(found).toBeLessThanOrEqual(exact + 1e-6);
      gaps.push(exact > 0 ? (exact - found) / exact : 0);
      if (exact > 0) nonTrivial++;
    }
    expect(Math.max(...gaps)).toBeLessThanOrEqual(0.05);
    // The instances must have had something to plan.
    expect(nonTrivial).toBeGreaterThan(22);
  });

  it('reaches the optimum where an item fits a day only with the others reordered around it', () => {
    // Seeds of the benchmark's 12-activity tier: the refill inserts into a day's current order only, and
    // here the best plan needs a day's two items swapped to take a third (reinsertReplanned, optimise.ts).
    for (const seed of [74, 108]) {
      const catalog = randomCatalog(1000 + seed, 12, 2);
      const p = buildProblem(randomRequest(seed, catalog, { days: 2 + (seed % 2) }), catalog);
      expect(optimise(p).score()).toBeCloseTo(exhaustiveOptimum(p).score, 6);
    }
  });

  it('refuses instances too large to enumerate', () => {
    const catalog = randomCatalog(1, 30);
    expect(() => exhaustiveOptimum(buildProblem(randomRequest(1, catalog, { days: 1 }), catalog))).toThrow(RangeError);
  });
});
