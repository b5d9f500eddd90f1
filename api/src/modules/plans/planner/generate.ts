// The built-in planner: request + catalog → a day-by-day plan, offline and deterministic for a seed.
import { at } from '../../../lib/checked';
import { buildProblem, normaliseIntervals, type Problem, type ProblemOptions } from './instance';
import { optimise } from './optimise';
import { buildReason } from './reasons';
import type { Solution } from './solution';
import type {
  LocalizedText,
  Plan,
  PlannedItem,
  PlannerActivity,
  PlannerBranch,
  PlanRequest,
  UnplacedActivity,
  Weekday,
} from './types';
import { assertValidPlanRequest } from './validate-request';

export interface GenerateOptions extends ProblemOptions {
  /** Exactly this many ruin-and-recreate rounds; default: as many as the work budget allows (optimise.ts). */
  rounds?: number;
  /** Search steps after which no new round starts (optimise.ts). */
  workBudget?: number;
  /** Labels for category slugs in the reasons (default: the catalog's main categories). */
  categoryLabels?: Readonly<Record<string, LocalizedText>>;
}

export function generatePlan(
  request: PlanRequest,
  catalog: readonly PlannerActivity[],
  options: GenerateOptions = {},
): Plan {
  assertValidPlanRequest(request);
  const p = buildProblem(request, catalog, options);
  return toPlan(p, optimise(p, { rounds: options.rounds, workBudget: options.workBudget }), [], options.categoryLabels);
}

/** The opening interval (as published, not clipped) that contains [start, end), for the reason line. */
function openIntervalOf(p: Problem, node: number, weekday: Weekday, start: number, end: number) {
  const branch = at(p.nodes, node).branch;
  if (!branch) return null;
  const published = normaliseIntervals(branch.hours[weekday] ?? [], 0, 1440);
  return published.find(([o, c]) => o <= start && end <= c) ?? null;
}

export function toPlan(
  p: Problem,
  sol: Solution,
  extraUnplaced: readonly UnplacedActivity[],
  labels?: Readonly<Record<string, LocalizedText>>,
): Plan {
  const forChildren = p.request.group.children > 0;
  // A solution has one sequence and one timing per trip day, and a timing one entry per item of its sequence.
  const days = p.days.map((day, d) => {
    const timing = at(sol.timings, d);
    const items: PlannedItem[] = at(sol.seqs, d).map((node, i) => {
      const { cand, branch } = at(p.nodes, node);
      const c = at(p.candidates, cand);
      const startMin = at(timing.start, i);
      const endMin = at(timing.end, i);
      return {
        activityId: c.activity.id,
        branchId: (branch as PlannerBranch).id,
        date: day.date,
        startMin,
        endMin,
        travelMinBefore: at(timing.travelBefore, i),
        costMinor: c.costMinor,
        reason: buildReason({
          breakdown: c.breakdown,
          rating: c.activity.rating,
          mustSee: c.mustSee,
          forChildren: forChildren && c.activity.kidFriendly,
          madeForChildren: forChildren && c.activity.audience === 'children',
          open: openIntervalOf(p, node, day.weekday, startMin, endMin),
          labels,
        }),
      };
    });
    return { date: day.date, items, returnTravelMin: items.length > 0 ? timing.back : 0 };
  });
  const unplaced: UnplacedActivity[] = [];
  const add = (u: UnplacedActivity) => {
    if (!unplaced.some((x) => x.activityId === u.activityId)) unplaced.push(u);
  };
  [...p.rejected, ...extraUnplaced].forEach(add);
  for (const c of p.candidates) {
    if (c.mustSee && at(sol.dayOf, c.index) < 0) {
      add({ activityId: c.activity.id, reason: sol.affordable(c.index) ? 'no-time' : 'over-budget' });
    }
  }
  return {
    days,
    totalCostMinor: sol.costMinor,
    totalTravelMin: sol.travelSum,
    score: Math.round(sol.score() * 100) / 100,
    unplaced,
  };
}
