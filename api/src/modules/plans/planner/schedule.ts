// Timing of one day: items start as early as they can (earliest start dominates, since a later finish
// never makes the rest of the day easier), on a 5-minute grid, inside one opening interval, after travel,
// with neither the activity nor the travel to it inside a free slot, and back at the hotel by day end.
// Indexed reads use `!`: node, candidate and day ids come from the Problem (instance.ts), nodes have 7 weekdays
// of hours, and a sequence and its timing arrays have one entry per item. at() here cost ~6 % of a plan's time.
import type { Problem } from './instance';
import type { OpeningInterval } from './types';

export const GRID_MIN = 5;
export const HOTEL = 0;

// The hot paths below avoid Math.* calls: inside a vm context (how jest runs tests) V8 does not inline them
// and they run about 50 times slower, which turned a one-second property suite into a minute and a half.
export function ceilGrid(min: number): number {
  const q = (min / GRID_MIN) | 0; // truncates toward zero; minutes are far inside the 32-bit range
  return (q * GRID_MIN < min ? q + 1 : q) * GRID_MIN;
}

/**
 * Earliest grid start s ≥ ready + travel with [s, s + duration) inside one of `open` (sorted, disjoint)
 * and [s − travel, s + duration) clear of every slot in `free` (sorted, disjoint); −1 when there is none.
 */
export function earliestStart(
  ready: number,
  travel: number,
  duration: number,
  open: readonly OpeningInterval[],
  free: readonly OpeningInterval[],
): number {
  let s = ceilGrid(ready + travel);
  let k = 0;
  for (;;) {
    let iv = open[k];
    while (iv !== undefined && (iv[1] < s + duration || ceilGrid(iv[0]) + duration > iv[1])) iv = open[++k];
    if (iv === undefined) return -1;
    if (s < iv[0]) s = ceilGrid(iv[0]);
    if (s + duration > iv[1]) continue;
    let moved = false;
    for (const [fs, fe] of free) {
      if (fs >= s + duration) break;
      if (fe > s - travel) {
        s = ceilGrid(fe + travel);
        moved = true;
        break;
      }
    }
    if (!moved) return s;
  }
}

export interface DayTiming {
  start: number[];
  end: number[];
  travelBefore: number[];
  /**
   * Upper bound on how late each item could start with the rest of the day still feasible (free slots are
   * ignored, so it may be optimistic, never pessimistic): a cheap first test before a full insertion check.
   */
  latest: number[];
  /** Minutes from the last item back to the hotel. */
  back: number;
  /** All travel of the day, hotel legs included. */
  travelTotal: number;
}

export const EMPTY_TIMING: DayTiming = { start: [], end: [], travelBefore: [], latest: [], back: 0, travelTotal: 0 };

/** Times a day's sequence of nodes, or null when it cannot be done. */
export function scheduleDay(p: Problem, dayIndex: number, seq: readonly number[]): DayTiming | null {
  if (seq.length === 0) return EMPTY_TIMING;
  const day = p.days[dayIndex]!;
  const start: number[] = [];
  const end: number[] = [];
  const travelBefore: number[] = [];
  let ready = p.dayStartMin;
  let prev = HOTEL;
  let travelTotal = 0;
  for (const node of seq) {
    const t = p.travel.get(prev, node);
    const { cand: c, open } = p.nodes[node]!;
    const cand = p.candidates[c]!;
    const s = earliestStart(ready, t, cand.durationMin, open[day.weekday]!, day.free);
    if (s < 0) return null;
    start.push(s);
    end.push(s + cand.durationMin);
    travelBefore.push(t);
    travelTotal += t;
    ready = s + cand.durationMin;
    prev = node;
  }
  const back = p.travel.get(prev, HOTEL);
  if (ready + back > p.dayEndMin) return null;
  const latest = new Array<number>(seq.length);
  let bound = p.dayEndMin - back;
  for (let q = seq.length - 1; q >= 0; q--) {
    const { cand, open } = p.nodes[seq[q]!]!;
    const dur = p.candidates[cand]!.durationMin;
    const l = latestStart(bound - dur, dur, open[day.weekday]!);
    latest[q] = l;
    bound = l - travelBefore[q]!;
  }
  return { start, end, travelBefore, latest, back, travelTotal: travelTotal + back };
}

/** Latest s ≤ bound with [s, s + duration) inside one of `open`; the caller knows one exists. */
function latestStart(bound: number, duration: number, open: readonly OpeningInterval[]): number {
  for (let k = open.length - 1; k >= 0; k--) {
    const [o, c] = open[k]!;
    const close = c - duration;
    const s = bound < close ? bound : close;
    if (s >= o) return s;
  }
  return bound;
}

/**
 * Whether `node` fits into the timed day at position `pos`. Only the items after pos can shift, and once one
 * keeps its old start the rest of the day is unchanged, so most checks stop after a step or two.
 */
export function canInsert(
  p: Problem,
  dayIndex: number,
  seq: readonly number[],
  timing: DayTiming,
  node: number,
  pos: number,
): boolean {
  const day = p.days[dayIndex]!;
  const prev = pos === 0 ? HOTEL : seq[pos - 1]!;
  const ready = pos === 0 ? p.dayStartMin : timing.end[pos - 1]!;
  const added = p.nodes[node]!;
  const dur = p.candidates[added.cand]!.durationMin;
  const s = earliestStart(ready, p.travel.get(prev, node), dur, added.open[day.weekday]!, day.free);
  if (s < 0) return false;
  let endPrev = s + dur;
  const next = pos === seq.length ? HOTEL : seq[pos]!;
  const deadline = pos === seq.length ? p.dayEndMin : timing.latest[pos]!;
  if (endPrev + p.travel.get(node, next) > deadline) return false;
  let last = node;
  for (let q = pos; q < seq.length; q++) {
    const n = seq[q]!;
    const { cand, open } = p.nodes[n]!;
    const d = p.candidates[cand]!.durationMin;
    const sq = earliestStart(endPrev, p.travel.get(last, n), d, open[day.weekday]!, day.free);
    if (sq < 0) return false;
    if (sq === timing.start[q]) return true;
    endPrev = sq + d;
    last = n;
  }
  return endPrev + p.travel.get(last, HOTEL) <= p.dayEndMin;
}

/** Extra travel minutes from putting `node` between the neighbours at `pos`. */
export function insertionTravelDelta(p: Problem, seq: readonly number[], node: number, pos: number): number {
  const prev = pos === 0 ? HOTEL : seq[pos - 1]!;
  const next = pos === seq.length ? HOTEL : seq[pos]!;
  return p.travel.get(prev, node) + p.travel.get(node, next) - p.travel.get(prev, next);
}
