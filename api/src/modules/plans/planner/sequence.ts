// Exact best order (and branch) for a day's set of items: a depth-first search over orders, pruned by an
// upper bound (only orders better than `bound` are of interest), a lower bound on the travel still to come,
// and a Pareto test on (items done, last node) → (ready time, travel so far). Days hold at most 5 items,
// so this is cheap, and it lets the local search re-plan a whole day where single moves would have to pass
// through a worse plan. It runs thousands of times per plan, hence the flat local arrays.
// Indexed reads use `!`: local nodes are 0..m-1, the flat travel table is m×m, items are 0..cands.length-1, and
// ids come from the Problem (instance.ts). at() here and in the travel matrix cost another ~8 % of a plan's time.
import type { Problem } from './instance';
import { earliestStart, HOTEL, scheduleDay, type DayTiming } from './schedule';
import type { OpeningInterval } from './types';

export interface Sequenced {
  seq: number[];
  timing: DayTiming;
}

class Search {
  /** Local node 0 is the hotel; local nodes 1..m are the items' branches. */
  readonly global: number[] = [HOTEL];
  readonly item: number[] = [-1];
  readonly open: (readonly OpeningInterval[])[] = [[]];
  readonly dur: number[] = [0];
  readonly travel: Int32Array;
  readonly m: number;
  readonly minIn: number[];
  minBack = Number.POSITIVE_INFINITY;
  /** Per (mask, local node): flat list of (ready, travelled) pairs on the Pareto front. */
  readonly fronts: (number[] | undefined)[];
  readonly path: number[] = [];
  best: number[] | null = null;
  bestTravel: number;

  constructor(
    p: Problem,
    day: number,
    private readonly cands: readonly number[],
    bound: number,
    readonly dayEnd: number,
    readonly free: readonly OpeningInterval[],
  ) {
    const weekday = p.days[day]!.weekday;
    cands.forEach((c, i) => {
      const cand = p.candidates[c]!;
      for (const node of cand.nodes) {
        const open = p.nodes[node]!.open[weekday]!;
        if (open.length === 0) continue;
        this.global.push(node);
        this.item.push(i);
        this.open.push(open);
        this.dur.push(cand.durationMin);
      }
    });
    const m = this.global.length;
    this.m = m;
    this.travel = new Int32Array(m * m);
    for (let a = 0; a < m; a++)
      for (let b = 0; b < m; b++) this.travel[a * m + b] = p.travel.get(this.global[a]!, this.global[b]!);
    this.minIn = cands.map(() => Number.POSITIVE_INFINITY);
    for (let b = 1; b < m; b++) {
      const item = this.item[b]!;
      for (let a = 0; a < m; a++) {
        // Plain comparisons rather than Math.min: see the note in schedule.ts.
        const t = this.travel[a * m + b]!;
        if (a !== b && this.item[a] !== item && t < this.minIn[item]!) this.minIn[item] = t;
      }
      const back = this.travel[b * m]!;
      if (back < this.minBack) this.minBack = back;
    }
    this.fronts = new Array((1 << cands.length) * m);
    this.bestTravel = bound;
  }

  run(ready: number): void {
    const rest = this.minIn.reduce((a, b) => a + b, 0);
    if (Number.isFinite(rest)) this.visit(0, ready, 0, 0, rest);
  }

  private dominated(mask: number, last: number, ready: number, travelled: number): boolean {
    const key = mask * this.m + last;
    const front = this.fronts[key];
    if (!front) {
      this.fronts[key] = [ready, travelled];
      return false;
    }
    // A front is a flat list of (ready, travelled) pairs, so it has an even length.
    for (let i = 0; i < front.length; i += 2) if (front[i]! <= ready && front[i + 1]! <= travelled) return true;
    front.push(ready, travelled);
    return false;
  }

  visits = 0;

  private visit(mask: number, ready: number, last: number, travelled: number, rest: number): void {
    this.visits++;
    if (travelled + rest + this.minBack >= this.bestTravel) return;
    const n = this.cands.length;
    if (mask === (1 << n) - 1) {
      const back = this.travel[last * this.m]!;
      if (ready + back <= this.dayEnd && travelled + back < this.bestTravel) {
        this.bestTravel = travelled + back;
        this.best = this.path.map((local) => this.global[local]!);
      }
      return;
    }
    if (mask !== 0 && this.dominated(mask, last, ready, travelled)) return;
    for (let b = 1; b < this.m; b++) {
      const i = this.item[b]!;
      if (mask & (1 << i)) continue;
      const t = this.travel[last * this.m + b]!;
      const dur = this.dur[b]!;
      const s = earliestStart(ready, t, dur, this.open[b]!, this.free);
      if (s < 0) continue;
      this.path.push(b);
      this.visit(mask | (1 << i), s + dur, b, travelled + t, rest - this.minIn[i]!);
      this.path.pop();
    }
  }
}

/** A number naming (day, set of candidates), or null when it would not fit exactly in a double. */
function setKey(day: number, cands: readonly number[]): number | null {
  if (cands.length > 5 || day >= 32 || cands.some((c) => c >= 255)) return null;
  const sorted = [...cands].sort((a, b) => a - b);
  let key = 0;
  for (const c of sorted) key = key * 256 + c + 1; // ≤ 40 bits
  return key * 32 + day; // ≤ 45 bits
}

/**
 * The feasible order of these candidates on this day with the least travel, if that travel is below
 * `bound`; otherwise (or when no order is feasible) null.
 */
export function bestSequence(
  p: Problem,
  day: number,
  cands: readonly number[],
  bound = Number.POSITIVE_INFINITY,
): Sequenced | null {
  if (cands.length === 0) return bound > 0 ? { seq: [], timing: scheduleDay(p, day, []) as DayTiming } : null;
  // The same day and set come up again and again (rest of a day, re-plans, exchanges): remember answers.
  const key = setKey(day, cands);
  const known = key === null ? undefined : p.memo.sequences.get(key);
  if (known && 'seq' in known)
    return known.travel < bound ? { seq: known.seq, timing: scheduleDay(p, day, known.seq) as DayTiming } : null;
  if (known && known.atLeast >= bound) return null;
  const search = new Search(p, day, cands, bound, p.dayEndMin, p.days[day]!.free);
  search.run(p.dayStartMin);
  p.memo.work += search.visits + search.m;
  if (!search.best) {
    if (key !== null) p.memo.sequences.set(key, { atLeast: bound });
    return null;
  }
  if (key !== null) p.memo.sequences.set(key, { seq: search.best, travel: search.bestTravel });
  return { seq: search.best, timing: scheduleDay(p, day, search.best) as DayTiming };
}
