// Greedy insertion: repeatedly add the (activity, branch, day, position) with the best ratio of score gain to
// the time it takes. The time counts the activity, the extra travel and a slot price (day length / pace cap),
// so when the pace cap rather than the clock runs out, the ratio leans towards the most valuable items.
// For a fixed candidate the ratio only falls as the extra travel grows, so its best place in a day is the
// feasible one with the least extra travel whatever its current value; that place is cached per (candidate,
// day) until the day changes.
import { at } from '../../../lib/checked';
import type { Candidate, Problem } from './instance';
import type { Rng } from './prng';
import { canInsert, insertionTravelDelta, scheduleDay } from './schedule';
import { TRAVEL_PENALTY_PER_MIN } from './scoring';
import { withInserted, type Solution } from './solution';

export interface Insertion {
  node: number;
  pos: number;
  /** Extra travel minutes. */
  delta: number;
}

const EPS = 1e-9;

/**
 * The feasible insertion of a candidate into a day with the least extra travel, considering only those
 * adding less than `maxDelta` minutes; null when there is none (or the day is at the pace cap).
 */
export function cheapestInsertion(
  p: Problem,
  sol: Solution,
  cand: number,
  day: number,
  maxDelta: number,
): Insertion | null {
  // Days, candidates and nodes index the Solution's and the Problem's arrays (solution.ts, instance.ts).
  const seq = at(sol.seqs, day);
  if (seq.length >= at(p.caps, day) || !sol.kindRoom(cand, day)) return null;
  const weekday = at(p.days, day).weekday;
  const timing = at(sol.timings, day);
  p.memo.work += seq.length + 1;
  let best: Insertion | null = null;
  let limit = maxDelta;
  for (const node of at(p.candidates, cand).nodes) {
    if (at(at(p.nodes, node).open, weekday).length === 0) continue;
    for (let pos = 0; pos <= seq.length; pos++) {
      const delta = insertionTravelDelta(p, seq, node, pos);
      if (delta >= limit) continue;
      if (canInsert(p, day, seq, timing, node, pos)) {
        best = { node, pos, delta };
        limit = delta;
      }
    }
  }
  return best;
}

/** Largest extra travel that still leaves a positive gain for this value. */
export function deltaBudget(value: number): number {
  return value / TRAVEL_PENALTY_PER_MIN;
}

export function applyInsertion(p: Problem, sol: Solution, day: number, ins: Insertion): void {
  const seq = withInserted(at(sol.seqs, day), ins.pos, ins.node);
  const timing = scheduleDay(p, day, seq);
  if (!timing) throw new Error('planner: an insertion checked as feasible did not schedule');
  sol.setDay(day, seq, timing);
}

export interface FillOptions {
  /** Candidates not to add in this fill (ruin-and-recreate keeps just-removed items out for one round). */
  tabu?: ReadonlySet<number>;
  /**
   * Weight of the ticket price against time when the budget binds: the ratio's denominator is
   * (time used / day length) + costWeight × (price / budget). 0 ignores the price.
   */
  costWeight?: number;
  /** Seeded noise on each candidate's ratio, ±noise/2 relative (ruin-and-recreate diversifies with it). */
  noise?: { amount: number; rng: Rng };
}

/**
 * Adds items until nothing more fits, gains, or is affordable. Deterministic: ties go to the lower rank.
 * Lazy: a candidate's ratio can be no better than with zero extra travel, so candidates are tried in order
 * of that bound and the scan stops once the bound falls below the best ratio found; a cached insertion is
 * recomputed only when its day has changed since.
 */
export function greedyFill(p: Problem, sol: Solution, options: FillOptions = {}): void {
  const C = p.candidates.length;
  const D = p.days.length;
  const dayLength = p.dayEndMin - p.dayStartMin;
  const costScale = Number.isFinite(p.budgetMinor) && p.budgetMinor > 0 ? (options.costWeight ?? 0) / p.budgetMinor : 0;
  const jitter = new Float64Array(C).fill(1);
  if (options.noise) for (let c = 0; c < C; c++) jitter[c] = 1 + options.noise.amount * (options.noise.rng() - 0.5);
  const cache: (Insertion | null)[] = new Array(C * D).fill(null);
  const stamp = new Int32Array(C * D).fill(-1);
  const bound = new Float64Array(C);
  const order: number[] = [];
  // Candidate c is p.candidates[c] (instance.ts); bound and jitter have one entry per candidate.
  const share = (c: Candidate, delta: number) =>
    (c.durationMin + delta + p.slotMin) / dayLength + costScale * c.costMinor;
  for (;;) {
    order.length = 0;
    for (const cand of p.candidates) {
      const c = cand.index;
      if (at(sol.dayOf, c) >= 0 || options.tabu?.has(c) || !sol.affordable(c)) continue;
      if (cand.value <= EPS) continue;
      bound[c] = (at(jitter, c) * cand.value) / share(cand, 0);
      order.push(c);
    }
    order.sort((a, b) => at(bound, b) - at(bound, a) || at(p.candidates, a).rank - at(p.candidates, b).rank);
    p.memo.work += order.length;
    let bestC = -1;
    let bestRank = Number.POSITIVE_INFINITY;
    let bestD = -1;
    let bestR = Number.NEGATIVE_INFINITY;
    for (const c of order) {
      if (at(bound, c) < bestR - EPS) break;
      const cand = at(p.candidates, c);
      const value = cand.value;
      for (let d = 0; d < D; d++) {
        if (at(sol.seqs, d).length >= at(p.caps, d)) continue;
        const k = c * D + d;
        const state = at(sol.dayState, d);
        if (stamp[k] !== state) {
          cache[k] = cheapestInsertion(p, sol, c, d, deltaBudget(value));
          stamp[k] = state;
        }
        const ins = cache[k];
        if (!ins) continue;
        const gain = value - TRAVEL_PENALTY_PER_MIN * ins.delta;
        if (gain <= EPS) continue;
        const r = (at(jitter, c) * gain) / share(cand, ins.delta);
        if (r > bestR + EPS || (r > bestR - EPS && c !== bestC && cand.rank < bestRank)) {
          bestR = r;
          bestC = c;
          bestRank = cand.rank;
          bestD = d;
        }
      }
    }
    if (bestC < 0) return;
    applyInsertion(p, sol, bestD, cache[bestC * D + bestD] as Insertion);
  }
}
