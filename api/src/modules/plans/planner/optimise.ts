// Greedy construction (three price weights when the budget binds), local search, then seeded
// ruin-and-recreate: drop a few items, keep them out of one refill, search again, keep the best plan seen.
// Rounds stop after MAX_ROUNDS or once the search has done WORK_BUDGET steps (counted in the inner
// searches, see memo.ts): small instances get many rounds, large ones few. Work is counted, never timed, so
// a seed always gives the same plan.
import { at } from '../../../lib/checked';
import { applyInsertion, cheapestInsertion, deltaBudget, greedyFill } from './greedy';
import { REST_DAYS_FROM, type Problem } from './instance';
import { localSearch } from './local-search';
import { mulberry32 } from '../../../lib/prng';
import { randomInt, type Rng } from './prng';
import { scheduleDay, type DayTiming } from './schedule';
import { travelPenalty } from './scoring';
import { bestSequence } from './sequence';
import { Solution, withRemoved } from './solution';
import { spreadDays } from './spread';

const EPS = 1e-9;
/** How much worse than the best (relative) a round's plan may be and still be searched from. */
const RECORD_DEVIATION = 0.03;

export const MAX_ROUNDS = 150;
/** About 30 ms of search on the benchmark machine; the first construction and search always complete. */
export const WORK_BUDGET = 30_000;
/** The local search stops altogether past this many budgets (a 7-day plan needs about 2). */
export const WORK_LIMIT_FACTOR = 8;

export interface OptimiseOptions {
  /** Exactly this many ruin-and-recreate rounds, whatever the work; default: until MAX_ROUNDS or the budget. */
  rounds?: number;
  /** Steps of search after which no new round starts; default WORK_BUDGET. */
  workBudget?: number;
  /** Candidates that must stay where the initial solution has them. */
  locked?: ReadonlySet<number>;
  /** Where to start from (a repaired proposal); default an empty plan. */
  initial?: Solution;
}

/** Whether the budget could stop the plan: the priciest items that would fill every slot cost more than it. */
export function budgetBinds(p: Problem): boolean {
  if (!Number.isFinite(p.budgetMinor)) return false;
  const slots = p.caps.reduce((a, b) => a + b, 0);
  const costs = p.candidates.map((c) => c.costMinor).sort((a, b) => b - a);
  return costs.slice(0, slots).reduce((a, b) => a + b, 0) > p.budgetMinor;
}

/** Price weights tried for the first greedy when the budget binds (0 = time only). */
const COST_WEIGHTS = [0, 1, 4];

/**
 * Removes 1–4 unlocked items; returns them, to be kept out of the next refill. Half the time the items are
 * a random one and its nearest planned neighbours (related removal), so a whole cluster can be rebuilt.
 */
function ruin(p: Problem, sol: Solution, rng: Rng, locked?: ReadonlySet<number>): Set<number> {
  const removable: [number, number][] = [];
  sol.seqs.forEach((seq, day) =>
    seq.forEach((node) => {
      if (!locked?.has(at(p.nodes, node).cand)) removable.push([day, node]);
    }),
  );
  const tabu = new Set<number>();
  if (removable.length === 0) return tabu;
  const k = 1 + randomInt(rng, Math.min(4, removable.length));
  // Each splice below takes one item of a list that still holds one (k ≤ removable.length).
  const seed = at(removable.splice(randomInt(rng, removable.length), 1), 0);
  const picked = [seed];
  if (rng() < 0.5) {
    removable.sort((x, y) => p.travel.get(seed[1], x[1]) - p.travel.get(seed[1], y[1]) || x[1] - y[1]);
    picked.push(...removable.slice(0, k - 1));
  } else {
    for (let i = 1; i < k; i++) picked.push(at(removable.splice(randomInt(rng, removable.length), 1), 0));
  }
  for (const [day, node] of picked) {
    const seq = withRemoved(at(sol.seqs, day), at(sol.seqs, day).indexOf(node));
    const timing = scheduleDay(p, day, seq);
    // Dropping an item can, rarely, push a later one into a free slot; then keep it.
    if (!timing) continue;
    sol.setDay(day, seq, timing);
    tabu.add(at(p.nodes, node).cand);
  }
  return tabu;
}

function forceRandomInsertion(p: Problem, sol: Solution, rng: Rng, tabu: ReadonlySet<number>): void {
  const open: number[] = [];
  for (const { index: c } of p.candidates) if (at(sol.dayOf, c) < 0 && !tabu.has(c) && sol.affordable(c)) open.push(c);
  if (open.length === 0) return;
  const cand = at(open, randomInt(rng, open.length));
  const first = randomInt(rng, p.days.length);
  for (let i = 0; i < p.days.length; i++) {
    const day = (first + i) % p.days.length;
    const ins = cheapestInsertion(p, sol, cand, day, Number.POSITIVE_INFINITY);
    if (ins) return applyInsertion(p, sol, day, ins);
  }
}

/**
 * Puts back items the ruin removed that the refill could not: the refill only inserts into a day's current
 * order, and some items fit a day only with the others reordered around them (the best order of a day
 * without the item is not always the best order with it). Each goes to the day where the re-planned
 * sequence (bestSequence, exact and cached) gains most, if any.
 */
function reinsertReplanned(p: Problem, sol: Solution, cands: Iterable<number>): void {
  for (const cand of cands) {
    if (at(sol.dayOf, cand) >= 0 || !sol.affordable(cand)) continue;
    const value = at(p.candidates, cand).value;
    let best: { day: number; seq: number[]; timing: DayTiming; gain: number } | null = null;
    for (const [day, seq] of sol.seqs.entries()) {
      if (seq.length >= at(p.caps, day) || !sol.kindRoom(cand, day)) continue;
      const travel = at(sol.timings, day).travelTotal;
      const planned = bestSequence(
        p,
        day,
        [...seq.map((node) => at(p.nodes, node).cand), cand],
        travel + deltaBudget(value),
      );
      if (!planned) continue;
      const gain = value - travelPenalty(planned.timing.travelTotal - travel);
      if (gain > EPS && (!best || gain > best.gain + EPS))
        best = { day, seq: planned.seq, timing: planned.timing, gain };
    }
    if (best) sol.setDay(best.day, best.seq, best.timing);
  }
}

export function optimise(p: Problem, options: OptimiseOptions = {}): Solution {
  const rng = mulberry32(p.request.seed);
  const budget = options.workBudget ?? WORK_BUDGET;
  // Long trips (a 30-day packed plan) would otherwise spend seconds polishing; cut the search off.
  if (options.rounds === undefined) p.memo.workLimit = WORK_LIMIT_FACTOR * budget;
  const locked = options.locked;
  const starts = (budgetBinds(p) ? COST_WEIGHTS : [0]).map((costWeight) => {
    const sol = options.initial ? options.initial.clone() : new Solution(p);
    greedyFill(p, sol, { costWeight });
    localSearch(p, sol, { locked });
    return { sol, costWeight };
  });
  // The first start wins ties, so the result does not depend on float noise between starts.
  const first = starts.reduce((a, b) => (b.sol.score() > a.sol.score() + EPS ? b : a));
  let best: Solution = first.sol;
  const costWeight = first.costWeight;
  const rounds = options.rounds ?? MAX_ROUNDS;
  const more = (r: number) => r < rounds && (options.rounds !== undefined || p.memo.work < budget);
  // Record-to-record travel: a round may walk to a slightly worse plan (by at most a threshold that shrinks
  // to zero), which lets the search cross plateaus; the best plan seen is what is returned.
  let current = best;
  for (let r = 0; more(r); r++) {
    // A round's fixed costs (copying the plan, scanning candidates) are work too.
    p.memo.work += p.candidates.length;
    const trial = current.clone();
    const tabu = ruin(p, trial, rng, locked);
    // Half the rounds start the refill from a random activity, even one that does not pay alone: it may
    // pay with a neighbour the greedy would never reach one step at a time. The search drops it otherwise.
    if (rng() < 0.5) forceRandomInsertion(p, trial, rng, tabu);
    greedyFill(p, trial, { tabu, costWeight, noise: { amount: 0.3, rng } });
    // The removed items may come back now, wherever they fit best after the refill.
    reinsertReplanned(p, trial, tabu);
    greedyFill(p, trial, { costWeight });
    localSearch(p, trial, { locked });
    const progress = Math.max(r / rounds, options.rounds === undefined ? p.memo.work / budget : 0);
    const threshold = RECORD_DEVIATION * Math.abs(best.score()) * Math.max(0, 1 - progress);
    if (trial.score() > best.score() + EPS) best = trial;
    if (trial.score() > best.score() - threshold) current = trial;
  }
  if (p.days.length >= REST_DAYS_FROM) {
    // Long trips: even the days out, fill what that freed, and even out again (spread.ts).
    spreadDays(p, best, locked);
    greedyFill(p, best, { costWeight });
    spreadDays(p, best, locked);
  }
  return best;
}
