// Turns a model's proposal into a valid plan: unknown, duplicate, out-of-trip and unsuitable activities are
// dropped (and reported), the rest are placed on their proposed day in the proposed order when feasible
// (else at the best feasible place of that day, else of the nearest day), timed by the same rules as the
// built-in generator, kept (locked), and the gaps are filled by the generator's own search.
import { PlanProposalError, summariseCatalog, type PlanProposal, type PlanProposer } from './ai-provider';
import { at } from '../../../lib/checked';
import { listDates } from './dates';
import { generatePlan, toPlan, type GenerateOptions } from './generate';
import { applyInsertion, cheapestInsertion, type Insertion } from './greedy';
import { buildProblem, type Problem } from './instance';
import { optimise } from './optimise';
import { canInsert, insertionTravelDelta } from './schedule';
import { Solution } from './solution';
import type { LocalizedText, Plan, PlannerActivity, PlanRequest, UnplacedActivity } from './types';
import { assertValidPlanRequest } from './validate-request';

/** Where the proposed start time says the item goes: after the items that start earlier. */
function insertionAtProposedTime(
  p: Problem,
  sol: Solution,
  cand: number,
  day: number,
  startMin: number,
): Insertion | null {
  const seq = at(sol.seqs, day);
  const timing = at(sol.timings, day);
  if (seq.length >= at(p.caps, day) || !sol.kindRoom(cand, day)) return null;
  let pos = timing.start.findIndex((start) => start > startMin);
  if (pos < 0) pos = seq.length;
  let best: Insertion | null = null;
  for (const node of at(p.candidates, cand).nodes) {
    const delta = insertionTravelDelta(p, seq, node, pos);
    if (best && delta >= best.delta) continue;
    if (canInsert(p, day, seq, timing, node, pos)) best = { node, pos, delta };
  }
  return best;
}

export function repairProposal(
  proposal: PlanProposal,
  request: PlanRequest,
  catalog: readonly PlannerActivity[],
  options: GenerateOptions = {},
): Plan {
  assertValidPlanRequest(request);
  const p = buildProblem(request, catalog, { ...options, include: proposal.items.map((i) => i.activityId) });
  const dates = listDates(request.startDate, request.endDate);
  const candOf = new Map(p.candidates.map((c) => [c.activity.id, c.index]));
  const known = new Set(catalog.map((a) => a.id));
  const dropped: UnplacedActivity[] = [];
  const reasons = new Map<number, LocalizedText>();
  const sol = new Solution(p);
  const seen = new Set<number>();
  // The model's own order within a day is kept by going through items by date, then proposed time.
  const items = proposal.items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        a.item.date.localeCompare(b.item.date) || (a.item.startMin ?? 0) - (b.item.startMin ?? 0) || a.index - b.index,
    );
  for (const { item } of items) {
    const id = item.activityId;
    if (seen.has(id)) {
      dropped.push({ activityId: id, reason: 'duplicate' });
      continue;
    }
    seen.add(id);
    const day = dates.indexOf(item.date);
    if (!known.has(id)) continue; // reported by buildProblem as unknown-activity
    if (day < 0) {
      dropped.push({ activityId: id, reason: 'date-outside-trip' });
      continue;
    }
    const cand = candOf.get(id);
    if (cand === undefined) continue; // not suitable, over budget or closed: reported by buildProblem
    if (!sol.affordable(cand)) {
      dropped.push({ activityId: id, reason: 'over-budget' });
      continue;
    }
    let placed = false;
    const atTime = item.startMin !== undefined ? insertionAtProposedTime(p, sol, cand, day, item.startMin) : null;
    if (atTime) {
      applyInsertion(p, sol, day, atTime);
      placed = true;
    } else {
      // The proposed day first, then the days nearest to it.
      const order = dates.map((_, d) => d).sort((a, b) => Math.abs(a - day) - Math.abs(b - day) || a - b);
      for (const d of order) {
        const ins = cheapestInsertion(p, sol, cand, d, Number.POSITIVE_INFINITY);
        if (ins) {
          applyInsertion(p, sol, d, ins);
          placed = true;
          break;
        }
      }
    }
    if (!placed) dropped.push({ activityId: id, reason: 'no-time' });
    else if (item.reason) reasons.set(id, item.reason);
  }
  const locked = new Set<number>();
  sol.dayOf.forEach((day, c) => {
    if (day >= 0) locked.add(c);
  });
  const best = optimise(p, { initial: sol, locked, rounds: options.rounds, workBudget: options.workBudget });
  const plan = toPlan(p, best, dropped, options.categoryLabels);
  for (const day of plan.days) {
    for (const item of day.items) item.reason = reasons.get(item.activityId) ?? item.reason;
  }
  return plan;
}

export interface ProposedPlan {
  plan: Plan;
  source: 'ai' | 'built-in';
  /** Why the built-in plan was used instead, when it was. */
  fallback?: string;
}

/** Asks the proposer, repairs its answer; on any failure of the model, the built-in plan. */
export async function generatePlanWithProposer(
  request: PlanRequest,
  catalog: readonly PlannerActivity[],
  proposer: PlanProposer,
  options: GenerateOptions = {},
): Promise<ProposedPlan> {
  assertValidPlanRequest(request);
  let proposal: PlanProposal;
  try {
    proposal = await proposer.propose(request, summariseCatalog(request, catalog));
  } catch (error) {
    const fallback = error instanceof PlanProposalError ? error.kind : 'error';
    return { plan: generatePlan(request, catalog, options), source: 'built-in', fallback };
  }
  const plan = repairProposal(proposal, request, catalog, options);
  const proposed = new Set(proposal.items.map((i) => i.activityId));
  if (!plan.days.some((d) => d.items.some((i) => proposed.has(i.activityId)))) {
    return { plan: generatePlan(request, catalog, options), source: 'built-in', fallback: 'empty-proposal' };
  }
  return { plan, source: 'ai' };
}
