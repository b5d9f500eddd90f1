// Local search on a feasible plan; every move keeps the plan feasible and strictly raises the score:
// re-plan a day's order and branches exactly, relocate an item to another day, swap two items of different
// days, trade two days' contents, replace a planned item by a better unused one (or drop one that does not
// pay), and refill whatever room the moves freed. Moves that failed on the same day plans are not retried
// (memo.ts), which keeps the later ruin-and-recreate rounds cheap.
import { at } from '../../../lib/checked';
import { cheapestInsertion, deltaBudget, greedyFill } from './greedy';
import type { Problem } from './instance';
import { EMPTY_TIMING, insertionTravelDelta, scheduleDay, type DayTiming } from './schedule';
import { bestSequence } from './sequence';
import { travelPenalty } from './scoring';
import { kindsFit, withInserted, withRemoved, type Solution } from './solution';

const EPS = 1e-9;
/** Memo discriminators of a swap and a day exchange (relocations use the item index, 0–4). */
const SWAP = 63;
const EXCHANGE = 62;

// Days index the Solution's per-day arrays and nodes and candidates the Problem's (solution.ts, instance.ts),
// so the at() reads below hold by construction.
const candOf = (p: Problem, node: number): number => at(p.nodes, node).cand;

export interface SearchOptions {
  /** Candidates that must stay on the day they are on (a repaired AI proposal). */
  locked?: ReadonlySet<number>;
  /** Upper bound on improvement passes; keeps the run time bounded and independent of the clock. */
  maxPasses?: number;
}

/** Re-plans each day's order and branches exactly (a day holds at most 5 items) when that shortens travel. */
export function improveDays(p: Problem, sol: Solution): boolean {
  let any = false;
  for (let day = 0; day < p.days.length; day++) {
    const seq = at(sol.seqs, day);
    if (sol.settled[day] || seq.length === 0) continue;
    const cands = seq.map((node) => candOf(p, node));
    const best = bestSequence(p, day, cands, at(sol.timings, day).travelTotal);
    if (best) {
      sol.setDay(day, best.seq, best.timing);
      any = true;
    }
    // Either way the day is now in its best order; nothing to do until it changes.
    sol.settled[day] = 1;
  }
  return any;
}

/** Moves items to other days when that shortens the total travel (the value is unchanged); one sweep. */
export function relocateBetweenDays(p: Problem, sol: Solution, locked?: ReadonlySet<number>): boolean {
  let any = false;
  for (let a = 0; a < p.days.length && !p.memo.spent(); a++) {
    for (let i = 0; i < at(sol.seqs, a).length; i++) {
      const cand = candOf(p, at(at(sol.seqs, a), i));
      if (locked?.has(cand)) continue;
      const stateA = at(sol.dayState, a);
      const open = sol.seqs.map(
        (seqB, b) => b !== a && seqB.length < at(p.caps, b) && !p.memo.hasFailed(stateA, at(sol.dayState, b), i),
      );
      if (!open.some(Boolean)) continue;
      // What is left of day a, re-planned when without the item another order or branch is better.
      let rest = withRemoved(at(sol.seqs, a), i);
      let restTiming = scheduleDay(p, a, rest);
      const left = bestSequence(
        p,
        a,
        rest.map((node) => candOf(p, node)),
        restTiming ? restTiming.travelTotal : Number.POSITIVE_INFINITY,
      );
      if (left) {
        rest = left.seq;
        restTiming = left.timing;
      }
      if (!restTiming) continue;
      const saved = at(sol.timings, a).travelTotal - restTiming.travelTotal;
      for (let b = 0; b < p.days.length; b++) {
        if (!open[b]) continue;
        const stateB = at(sol.dayState, b);
        // Adding an item does not shorten a day already in its best order (the triangle inequality; only a
        // free slot could make an exception, and then the move is merely missed, never wrong).
        if (saved <= 0 && sol.settled[b]) {
          p.memo.markFailed(stateA, stateB, i);
          continue;
        }
        const current = at(sol.seqs, b);
        let seqB: number[] | null = null;
        let timingB: DayTiming | null = null;
        const ins = cheapestInsertion(p, sol, cand, b, saved);
        if (ins) {
          seqB = withInserted(current, ins.pos, ins.node);
          timingB = scheduleDay(p, b, seqB);
        } else if (current.length > 0 && sol.kindRoom(cand, b) && minInsertionDelta(p, current, cand) < saved) {
          // A cheap enough place exists in b's order but opening hours or free time forbid it: re-plan b
          // with the item from scratch. (When even the cheapest place costs too much, re-planning rarely helps.)
          const cands = [...current.map((node) => candOf(p, node)), cand];
          const planned = bestSequence(p, b, cands, at(sol.timings, b).travelTotal + saved);
          if (planned) ({ seq: seqB, timing: timingB } = planned);
        }
        if (seqB && timingB) {
          sol.setDay(a, rest, restTiming);
          sol.setDay(b, seqB, timingB);
          any = true;
          i--; // the next item of day a now sits at index i
          break;
        }
        p.memo.markFailed(stateA, stateB, i);
      }
    }
  }
  return any;
}

const sameIntervals = (x: readonly (readonly [number, number])[], y: readonly (readonly [number, number])[]) =>
  x.length === y.length && x.every((iv, i) => iv[0] === y[i]?.[0] && iv[1] === y[i]?.[1]);

/** Whether two days offer these items the same hours and the same free time (then trading them is moot). */
function alike(p: Problem, a: number, b: number, cands: readonly number[]): boolean {
  const [da, db] = [at(p.days, a), at(p.days, b)];
  if (!sameIntervals(da.free, db.free)) return false;
  return cands.every((c) =>
    at(p.candidates, c).nodes.every((n) => {
      const { open } = at(p.nodes, n);
      return sameIntervals(at(open, da.weekday), at(open, db.weekday));
    }),
  );
}

/**
 * Trades the contents of two days (each re-planned for its new weekday) when that shortens travel; an item
 * closed on the other day's weekday stays where it is. Opening days differ between weekdays, and no
 * single-item move gets there through better plans.
 */
export function exchangeDays(p: Problem, sol: Solution, locked?: ReadonlySet<number>): boolean {
  let any = false;
  const opensOn = (cand: number, day: number) =>
    at(p.candidates, cand).nodes.some((node) => at(at(p.nodes, node).open, at(p.days, day).weekday).length > 0);
  for (let a = 0; a < p.days.length && !p.memo.spent(); a++) {
    for (let b = a + 1; b < p.days.length; b++) {
      const [seqA, seqB] = [at(sol.seqs, a), at(sol.seqs, b)];
      if (seqA.length + seqB.length === 0) continue;
      const [stateA, stateB] = [at(sol.dayState, a), at(sol.dayState, b)];
      if (p.memo.hasFailed(stateA, stateB, EXCHANGE)) continue;
      const inA = seqA.map((node) => candOf(p, node));
      const inB = seqB.map((node) => candOf(p, node));
      const moves = (c: number, to: number) => !locked?.has(c) && opensOn(c, to);
      const nextA = [...inA.filter((c) => !moves(c, b)), ...inB.filter((c) => moves(c, a))];
      const nextB = [...inB.filter((c) => !moves(c, a)), ...inA.filter((c) => moves(c, b))];
      const before = at(sol.timings, a).travelTotal + at(sol.timings, b).travelTotal;
      const everyoneMoves = nextA.length === inB.length && nextB.length === inA.length;
      const fits =
        nextA.length <= at(p.caps, a) &&
        nextB.length <= at(p.caps, b) &&
        kindsFit(p, nextA) &&
        kindsFit(p, nextB) &&
        !(everyoneMoves && alike(p, a, b, [...inA, ...inB]));
      const intoA = fits ? bestSequence(p, a, nextA, before) : null;
      const intoB = intoA ? bestSequence(p, b, nextB, before - intoA.timing.travelTotal) : null;
      if (!intoA || !intoB) {
        p.memo.markFailed(stateA, stateB, EXCHANGE);
        continue;
      }
      // Empty both first: setDay books items out and in, and each item must be out before it is in again.
      sol.setDay(a, [], EMPTY_TIMING);
      sol.setDay(b, [], EMPTY_TIMING);
      sol.setDay(a, intoA.seq, intoA.timing);
      sol.setDay(b, intoB.seq, intoB.timing);
      any = true;
    }
  }
  return any;
}

/** Least extra travel of putting a candidate anywhere in a sequence, feasibility aside (a lower bound). */
function minInsertionDelta(p: Problem, seq: readonly number[], cand: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const node of at(p.candidates, cand).nodes) {
    for (let pos = 0; pos <= seq.length; pos++) {
      const delta = insertionTravelDelta(p, seq, node, pos);
      if (delta < best) best = delta;
    }
  }
  return best;
}

/** Exchanges two items of different days (each at its cheapest place there) when that shortens travel. */
export function swapBetweenDays(p: Problem, sol: Solution, locked?: ReadonlySet<number>): boolean {
  let any = false;
  for (let a = 0; a < p.days.length && !p.memo.spent(); a++) {
    for (let b = a + 1; b < p.days.length; b++) {
      while (swapOnce(p, sol, a, b, locked)) any = true;
    }
  }
  return any;
}

function swapOnce(p: Problem, sol: Solution, a: number, b: number, locked?: ReadonlySet<number>): boolean {
  const seqA = at(sol.seqs, a);
  const seqB = at(sol.seqs, b);
  const timingA = at(sol.timings, a);
  const timingB = at(sol.timings, b);
  const settledA = at(sol.settled, a);
  const settledB = at(sol.settled, b);
  const stateA = at(sol.dayState, a);
  const stateB = at(sol.dayState, b);
  if (p.memo.hasFailed(stateA, stateB, SWAP)) return false;
  for (const [i, nodeI] of seqA.entries()) {
    const ci = candOf(p, nodeI);
    if (locked?.has(ci)) continue;
    const restA = withRemoved(seqA, i);
    const restTimingA = scheduleDay(p, a, restA);
    if (!restTimingA) continue;
    for (const [j, nodeJ] of seqB.entries()) {
      const cj = candOf(p, nodeJ);
      if (locked?.has(cj)) continue;
      const restB = withRemoved(seqB, j);
      const restTimingB = scheduleDay(p, b, restB);
      if (!restTimingB) continue;
      const old = timingA.travelTotal + timingB.travelTotal;
      const base = restTimingA.travelTotal + restTimingB.travelTotal;
      // Cheapest places ignoring opening hours: if even those do not pay, skip the real check.
      if (base + minInsertionDelta(p, restA, cj) + minInsertionDelta(p, restB, ci) >= old) continue;
      sol.setDay(a, restA, restTimingA);
      sol.setDay(b, restB, restTimingB);
      const insJ = cheapestInsertion(p, sol, cj, a, old - base);
      const insI = insJ ? cheapestInsertion(p, sol, ci, b, old - base - insJ.delta) : null;
      if (insJ && insI) {
        const nextA = withInserted(restA, insJ.pos, insJ.node);
        const nextB = withInserted(restB, insI.pos, insI.node);
        sol.setDay(a, nextA, scheduleDay(p, a, nextA) as DayTiming);
        sol.setDay(b, nextB, scheduleDay(p, b, nextB) as DayTiming);
        return true;
      }
      sol.restoreDay(a, seqA, timingA, settledA, stateA);
      sol.restoreDay(b, seqB, timingB, settledB, stateB);
    }
  }
  p.memo.markFailed(stateA, stateB, SWAP);
  return false;
}

/**
 * Replaces a planned item by an unused candidate when that raises the score. Unused candidates are tried in
 * order of value and the scan stops once even a free insertion could not beat the item being dropped.
 */
export function replaceItems(
  p: Problem,
  sol: Solution,
  byValue: readonly number[],
  locked?: ReadonlySet<number>,
): boolean {
  let any = false;
  for (let day = 0; day < p.days.length && !p.memo.spent(); day++) {
    for (let i = 0; i < at(sol.seqs, day).length; i++) {
      const seq = at(sol.seqs, day);
      const out = candOf(p, at(seq, i));
      if (locked?.has(out)) continue;
      const rest = withRemoved(seq, i);
      const restTiming = scheduleDay(p, day, rest);
      if (!restTiming) continue;
      const before = at(sol.timings, day);
      const settled = at(sol.settled, day);
      const state = at(sol.dayState, day);
      const saved = before.travelTotal - restTiming.travelTotal;
      // Score lost by dropping the item; a replacement must win back more than this.
      const loss = at(p.candidates, out).value - travelPenalty(saved);
      // Evaluate replacements against the day without the item, then put it back unless one wins.
      sol.setDay(day, rest, restTiming);
      let best: { node: number; pos: number; gain: number } | null = null;
      for (const cand of byValue) {
        const value = at(p.candidates, cand).value;
        // byValue is sorted by value and the marginal value never exceeds it: nothing further can win.
        if (value <= loss + EPS || (best && value <= best.gain + EPS)) break;
        if (at(sol.dayOf, cand) >= 0 || cand === out || !sol.affordable(cand)) continue;
        const floor = Math.max(loss, best ? best.gain : loss);
        if (value <= floor + EPS) continue;
        const ins = cheapestInsertion(p, sol, cand, day, deltaBudget(value - floor));
        if (ins) best = { node: ins.node, pos: ins.pos, gain: value - travelPenalty(ins.delta) };
      }
      if (best) {
        const next = withInserted(rest, best.pos, best.node);
        sol.setDay(day, next, scheduleDay(p, day, next) as DayTiming);
        any = true;
      } else if (loss < -EPS) {
        // The item costs more in travel than it brings: the plan is better without it.
        any = true;
      } else {
        sol.restoreDay(day, seq, before, settled, state);
      }
    }
  }
  return any;
}

/** Runs the moves until none improves or the pass limit is reached. */
export function localSearch(p: Problem, sol: Solution, options: SearchOptions = {}): void {
  const byValue = (p.memo.byValue ??= [...p.candidates]
    .sort((a, b) => b.value - a.value || a.rank - b.rank)
    .map((c) => c.index));
  const maxPasses = options.maxPasses ?? 20;
  for (let pass = 0; pass < maxPasses && !p.memo.spent(); pass++) {
    const before = sol.score();
    let changed = improveDays(p, sol);
    while (
      relocateBetweenDays(p, sol, options.locked) ||
      swapBetweenDays(p, sol, options.locked) ||
      exchangeDays(p, sol, options.locked)
    ) {
      changed = improveDays(p, sol) || true;
    }
    // Shorter days may have room for one more item.
    if (changed) greedyFill(p, sol);
    if (replaceItems(p, sol, byValue, options.locked)) greedyFill(p, sol);
    if (sol.score() <= before + EPS) return;
  }
}
