// Exact optimum by exhaustive search, for small instances only (the benchmark and tests compare the
// generator with it). Per day it enumerates every feasible sequence (order and branch) of up to `cap` items
// that keeps the variety rule, and keeps the least travel per subset; days are then combined over disjoint
// subsets (O(days · 3ⁿ)), and the best union within budget wins.
// Indexed reads use `!`: tables have one entry per subset of the n candidates (0 ≤ u < 2ⁿ), one table per day,
// and ids come from the Problem (instance.ts). at() here made the search four times slower.
import type { Problem } from './instance';
import { earliestStart, HOTEL } from './schedule';
import { MAX_SAME_KIND_PER_DAY, travelPenalty } from './scoring';

export const EXHAUSTIVE_MAX_CANDIDATES = 14;

export interface ExactResult {
  score: number;
  /** Node sequence per day. */
  seqs: number[][];
}

function dayTable(p: Problem, day: number): { travel: Float64Array; seq: (number[] | undefined)[] } {
  const n = p.candidates.length;
  const travel = new Float64Array(1 << n).fill(Number.POSITIVE_INFINITY);
  travel[0] = 0;
  const seqOf: (number[] | undefined)[] = new Array(1 << n);
  seqOf[0] = [];
  const { weekday, free } = p.days[day]!;
  const cap = p.caps[day]!;
  const seq: number[] = [];
  const kinds = new Int32Array(p.kindCount);
  // Pareto front of (ready, travelled) per (subset, last node): the rest of the day depends only on these.
  const fronts = new Map<number, number[]>();
  const dominated = (mask: number, prev: number, ready: number, travelled: number): boolean => {
    const key = mask * p.nodes.length + prev;
    const front = fronts.get(key);
    if (!front) {
      fronts.set(key, [ready, travelled]);
      return false;
    }
    // A front is a flat list of (ready, travelled) pairs, so it has an even length.
    for (let i = 0; i < front.length; i += 2) if (front[i]! <= ready && front[i + 1]! <= travelled) return true;
    front.push(ready, travelled);
    return false;
  };
  const visit = (mask: number, ready: number, prev: number, travelled: number) => {
    if (seq.length > 0 && dominated(mask, prev, ready, travelled)) return;
    if (seq.length > 0) {
      const back = p.travel.get(prev, HOTEL);
      // Later items only make the way back later (travel times obey the triangle inequality): stop here.
      if (ready + back > p.dayEndMin) return;
      if (travelled + back < travel[mask]!) {
        travel[mask] = travelled + back;
        seqOf[mask] = seq.slice();
      }
    }
    if (seq.length >= cap) return;
    for (const cand of p.candidates) {
      const c = cand.index;
      if (mask & (1 << c)) continue;
      const sameKind = cand.kind >= 0 ? kinds[cand.kind]! : 0;
      if (sameKind >= MAX_SAME_KIND_PER_DAY) continue;
      if (cand.kind >= 0) kinds[cand.kind] = sameKind + 1;
      for (const node of cand.nodes) {
        const t = p.travel.get(prev, node);
        const s = earliestStart(ready, t, cand.durationMin, p.nodes[node]!.open[weekday]!, free);
        if (s < 0) continue;
        seq.push(node);
        visit(mask | (1 << c), s + cand.durationMin, node, travelled + t);
        seq.pop();
      }
      if (cand.kind >= 0) kinds[cand.kind] = sameKind;
    }
  };
  visit(0, p.dayStartMin, HOTEL, 0);
  return { travel, seq: seqOf };
}

export function exhaustiveOptimum(p: Problem): ExactResult {
  const n = p.candidates.length;
  if (n > EXHAUSTIVE_MAX_CANDIDATES)
    throw new RangeError(`exhaustive search is for ≤ ${EXHAUSTIVE_MAX_CANDIDATES} candidates`);
  const full = 1 << n;
  const tables = p.days.map((_, d) => dayTable(p, d));
  // best[d][U]: least travel to do exactly the set U on days 0..d; pick[d][U]: the subset done on day d.
  const best: Float64Array[] = [];
  const pick: Int32Array[] = [];
  tables.forEach((table, d) => {
    const cur = new Float64Array(full).fill(Number.POSITIVE_INFINITY);
    const choice = new Int32Array(full);
    const previous = d > 0 ? best[d - 1]! : undefined;
    for (let u = 0; u < full; u++) {
      // Every subset s of u (including u and 0) may be day d's share.
      for (let s = u; ; s = (s - 1) & u) {
        const here = table.travel[s]!;
        const before = previous ? previous[u ^ s]! : u === s ? 0 : Number.POSITIVE_INFINITY;
        if (here + before < cur[u]!) {
          cur[u] = here + before;
          choice[u] = s;
        }
        if (s === 0) break;
      }
    }
    best.push(cur);
    pick.push(choice);
  });
  const final = best.at(-1);
  let bestScore = 0;
  let bestU = 0;
  for (let u = 1; final && u < full; u++) {
    const travel = final[u]!;
    if (!Number.isFinite(travel)) continue;
    let cost = 0;
    let value = 0;
    for (const c of p.candidates) {
      if (!(u & (1 << c.index))) continue;
      cost += c.costMinor;
      value += c.value;
    }
    if (cost > p.budgetMinor) continue;
    const score = value - travelPenalty(travel);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      bestU = u;
    }
  }
  const seqs: number[][] = p.days.map(() => []);
  for (let d = best.length - 1, u = bestU; d >= 0; d--) {
    const s = pick[d]![u]!;
    seqs[d] = tables[d]!.seq[s]!.slice();
    u ^= s;
  }
  return { score: bestScore, seqs };
}
