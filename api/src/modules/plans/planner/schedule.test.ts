import fc from 'fast-check';
import { buildProblem } from './instance';
import { canInsert, ceilGrid, earliestStart, scheduleDay } from './schedule';
import { bestSequence } from './sequence';
import { randomCatalog, randomRequest } from './testing/random-instance';
import { H } from './testing/fixtures';

describe('earliestStart', () => {
  it('starts after travel, on the 5-minute grid', () => {
    expect(earliestStart(H(9), 12, 60, [[H(9), H(18)]], [])).toBe(H(9, 15));
    expect(ceilGrid(541)).toBe(545);
  });

  it('waits for opening time', () => {
    expect(earliestStart(H(9), 10, 60, [[H(15), H(21)]], [])).toBe(H(15));
  });

  it('moves to a later opening interval when the visit does not fit in the first', () => {
    expect(
      earliestStart(
        H(9),
        0,
        120,
        [
          [H(9), H(10)],
          [H(16), H(19)],
        ],
        [],
      ),
    ).toBe(H(16));
    expect(
      earliestStart(
        H(18),
        0,
        120,
        [
          [H(9), H(10)],
          [H(16), H(19)],
        ],
        [],
      ),
    ).toBe(-1);
  });

  it('keeps both the visit and the travel to it out of free time', () => {
    // Free 12:00–13:00; 20 minutes of travel may only start at 13:00, so the visit starts at 13:20.
    expect(earliestStart(H(11, 30), 20, 30, [[H(9), H(21)]], [[H(12), H(13)]])).toBe(H(13, 20));
    // A visit that fits before the free slot stays there.
    expect(earliestStart(H(10), 20, 30, [[H(9), H(21)]], [[H(12), H(13)]])).toBe(H(10, 20));
  });
});

describe('day schedules on random instances', () => {
  const instance = fc.integer({ min: 1, max: 1_000_000 }).map((seed) => {
    const catalog = randomCatalog(seed, 12, 2);
    const req = randomRequest(seed, catalog, { days: 1, pace: 'packed' });
    return buildProblem(req, catalog);
  });

  it('canInsert agrees with scheduling the longer day from scratch', () => {
    let feasible = 0;
    let infeasible = 0;
    fc.assert(
      fc.property(instance, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (p, picks) => {
        const nodes = p.nodes.map((_, i) => i).slice(1);
        if (nodes.length === 0) return;
        const seq: number[] = [];
        for (const pick of picks) {
          const node = nodes[pick % nodes.length];
          if (seq.some((n) => p.nodes[n]!.cand === p.nodes[node!]!.cand)) continue;
          const timing = scheduleDay(p, 0, seq);
          if (!timing) return;
          for (let pos = 0; pos <= seq.length; pos++) {
            const longer = [...seq.slice(0, pos), node!, ...seq.slice(pos)];
            const expected = scheduleDay(p, 0, longer) !== null;
            expect(canInsert(p, 0, seq, timing, node!, pos)).toBe(expected);
            if (expected) feasible++;
            else infeasible++;
          }
          const fits = [0, 1, 2, 3, 4, 5].find(
            (pos) => pos <= seq.length && scheduleDay(p, 0, [...seq.slice(0, pos), node!, ...seq.slice(pos)]),
          );
          if (fits !== undefined) seq.splice(fits, 0, node!);
        }
      }),
      { numRuns: 60 },
    );
    // Both outcomes must actually have been exercised.
    expect(feasible).toBeGreaterThan(20);
    expect(infeasible).toBeGreaterThan(20);
  });

  it('bestSequence finds the least-travel feasible order that brute force finds', () => {
    fc.assert(
      fc.property(instance, fc.integer({ min: 1, max: 4 }), (p, k) => {
        const cands = p.candidates.slice(0, k).map((c) => c.index);
        let bruteBest = Number.POSITIVE_INFINITY;
        const permute = (rest: number[], seq: number[]) => {
          if (rest.length === 0) {
            const t = scheduleDay(p, 0, seq);
            if (t) bruteBest = Math.min(bruteBest, t.travelTotal);
            return;
          }
          rest.forEach((c, i) => {
            for (const node of p.candidates[c]!.nodes)
              permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...seq, node]);
          });
        };
        permute(cands, []);
        const found = bestSequence(p, 0, cands);
        if (!Number.isFinite(bruteBest)) expect(found).toBeNull();
        else expect(found?.timing.travelTotal).toBe(bruteBest);
      }),
      { numRuns: 60 },
    );
  });
});
