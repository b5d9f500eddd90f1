// Evening out a long trip. The search maximises value minus travel, which is indifferent to *where* in the
// trip the items go, and its greedy start fills the first days first; when the catalog runs short of the
// trip (30 days over a 125-activity catalog), the last week came out empty. This pass moves items from the
// fullest days to the emptiest until the counts of the active days differ by at most one (or nothing fits).
import { at } from '../../../lib/checked';
import type { Problem } from './instance';
import { scheduleDay } from './schedule';
import { bestSequence } from './sequence';
import { withRemoved, type Solution } from './solution';

/** Upper bound on moves (a 30-day trip needs a few dozen at most). */
const MAX_MOVES = 400;

export function spreadDays(p: Problem, sol: Solution, locked?: ReadonlySet<number>): void {
  const active = p.days.map((_, d) => d).filter((d) => at(p.caps, d) > 0);
  const count = (d: number) => at(sol.seqs, d).length;
  const stuck = new Set<number>();
  for (let moves = 0; moves < MAX_MOVES; moves++) {
    const open = active.filter((d) => !stuck.has(d) && count(d) < at(p.caps, d));
    if (open.length === 0) return;
    const emptiest = open.reduce((a, b) => (count(b) < count(a) ? b : a));
    const donors = active.filter((d) => count(d) > count(emptiest) + 1).sort((a, b) => count(b) - count(a) || a - b);
    if (donors.length === 0) return;
    if (!moveOne(p, sol, donors, emptiest, locked)) stuck.add(emptiest);
  }
}

/** Moves one item of a donor day to `to`, re-planning `to` exactly; false when none fits. */
function moveOne(p: Problem, sol: Solution, donors: readonly number[], to: number, locked?: ReadonlySet<number>) {
  const into = at(sol.seqs, to).map((node) => at(p.nodes, node).cand);
  for (const from of donors) {
    const seq = at(sol.seqs, from);
    for (let i = 0; i < seq.length; i++) {
      const cand = at(p.nodes, at(seq, i)).cand;
      if (locked?.has(cand) || !sol.kindRoom(cand, to)) continue;
      const rest = withRemoved(seq, i);
      const restTiming = scheduleDay(p, from, rest);
      if (!restTiming) continue;
      const planned = bestSequence(p, to, [...into, cand]);
      if (!planned) continue;
      sol.setDay(from, rest, restTiming);
      sol.setDay(to, planned.seq, planned.timing);
      return true;
    }
  }
  return false;
}
