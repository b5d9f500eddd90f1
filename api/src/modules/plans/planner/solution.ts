// A working plan inside the search: per day a sequence of nodes and its timing, plus running totals.
import { at } from '../../../lib/checked';
import type { Problem } from './instance';
import { EMPTY_TIMING, type DayTiming } from './schedule';
import { MAX_SAME_KIND_PER_DAY, travelPenalty } from './scoring';

export class Solution {
  readonly seqs: number[][];
  readonly timings: DayTiming[];
  /** Day of each candidate, −1 when unused. */
  readonly dayOf: Int32Array;
  /** Items of each kind on each day (day × kindCount + kind). */
  readonly kindCount: Int32Array;
  /** 1 when the day is known to be in its best order (set by the local search, cleared by any change). */
  readonly settled: Uint8Array;
  /** Id of each day's current plan (see memo.ts). */
  readonly dayState: Int32Array;
  costMinor = 0;
  valueSum = 0;
  travelSum = 0;

  constructor(
    private readonly p: Problem,
    from?: Solution,
  ) {
    if (from) {
      this.seqs = from.seqs.map((s) => s.slice());
      this.timings = from.timings.slice();
      this.dayOf = from.dayOf.slice();
      this.kindCount = from.kindCount.slice();
      this.settled = from.settled.slice();
      this.dayState = from.dayState.slice();
      this.costMinor = from.costMinor;
      this.valueSum = from.valueSum;
      this.travelSum = from.travelSum;
    } else {
      this.seqs = p.days.map(() => []);
      this.timings = p.days.map(() => EMPTY_TIMING);
      this.dayOf = new Int32Array(p.candidates.length).fill(-1);
      this.kindCount = new Int32Array(p.days.length * p.kindCount);
      this.settled = new Uint8Array(p.days.length);
      this.dayState = Int32Array.from(p.days, () => p.memo.newState());
    }
  }

  clone(): Solution {
    return new Solution(this.p, this);
  }

  score(): number {
    return this.valueSum - travelPenalty(this.travelSum);
  }

  /** Whether the variety rule lets the day take this candidate (after optionally dropping another there). */
  kindRoom(cand: number, day: number, dropped = -1): boolean {
    const kind = at(this.p.candidates, cand).kind;
    if (kind < 0) return true;
    const freed = dropped >= 0 && at(this.p.candidates, dropped).kind === kind ? 1 : 0;
    return at(this.kindCount, day * this.p.kindCount + kind) - freed < MAX_SAME_KIND_PER_DAY;
  }

  /** Replaces a day's sequence; the caller has checked that `timing` is its (non-null) schedule. */
  setDay(day: number, seq: number[], timing: DayTiming): void {
    const base = day * this.p.kindCount;
    for (const node of at(this.seqs, day)) {
      const c = at(this.p.candidates, at(this.p.nodes, node).cand);
      this.dayOf[c.index] = -1;
      if (c.kind >= 0) this.kindCount[base + c.kind] = at(this.kindCount, base + c.kind) - 1;
      this.costMinor -= c.costMinor;
      this.valueSum -= c.value;
    }
    for (const node of seq) {
      const c = at(this.p.candidates, at(this.p.nodes, node).cand);
      this.dayOf[c.index] = day;
      if (c.kind >= 0) this.kindCount[base + c.kind] = at(this.kindCount, base + c.kind) + 1;
      this.costMinor += c.costMinor;
      this.valueSum += c.value;
    }
    this.travelSum += timing.travelTotal - at(this.timings, day).travelTotal;
    if (seq !== this.seqs[day]) {
      this.settled[day] = 0;
      this.dayState[day] = this.p.memo.newState();
    }
    this.seqs[day] = seq;
    this.timings[day] = timing;
  }

  /** Puts back a day exactly as it was (after trying a move on it), keeping what is known about it. */
  restoreDay(day: number, seq: number[], timing: DayTiming, settled: number, state: number): void {
    this.setDay(day, seq, timing);
    this.settled[day] = settled;
    this.dayState[day] = state;
  }

  /** Whether the candidate can be added without passing the budget (after optionally dropping another). */
  affordable(cand: number, dropped = -1): boolean {
    const c = this.p.candidates;
    const freed = dropped >= 0 ? at(c, dropped).costMinor : 0;
    return this.costMinor - freed + at(c, cand).costMinor <= this.p.budgetMinor;
  }
}

/** Whether a set of candidates keeps the variety rule on one day. */
export function kindsFit(p: Problem, cands: readonly number[]): boolean {
  const seen = new Map<number, number>();
  for (const c of cands) {
    const kind = at(p.candidates, c).kind;
    if (kind < 0) continue;
    const n = (seen.get(kind) ?? 0) + 1;
    if (n > MAX_SAME_KIND_PER_DAY) return false;
    seen.set(kind, n);
  }
  return true;
}

/** Sequence with one element inserted / removed, as new arrays. */
export function withInserted(seq: readonly number[], pos: number, node: number): number[] {
  return [...seq.slice(0, pos), node, ...seq.slice(pos)];
}

export function withRemoved(seq: readonly number[], pos: number): number[] {
  return [...seq.slice(0, pos), ...seq.slice(pos + 1)];
}
