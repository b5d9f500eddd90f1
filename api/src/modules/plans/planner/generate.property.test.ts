// Properties of the generator over many random Dubai-like instances (catalog and request from one seed).
import fc from 'fast-check';
import { checkPlanConflicts } from './conflicts';
import { generatePlan } from './generate';
import { isSuitableForGroup } from './group';
import { PACE_CAPS } from './instance';
import { activityValue, travelPenalty } from './scoring';
import { planViolations } from './testing/plan-invariants';
import { randomCatalog, randomRequest } from './testing/random-instance';
import type { Pace, Plan, PlannerActivity, PlanRequest } from './types';

interface Instance {
  catalog: PlannerActivity[];
  request: PlanRequest;
}

const instanceArb: fc.Arbitrary<Instance> = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    size: fc.integer({ min: 0, max: 60 }),
    days: fc.integer({ min: 1, max: 4 }),
    pace: fc.constantFrom<Pace>('relaxed', 'balanced', 'packed'),
  })
  .map(({ seed, size, days, pace }) => {
    const catalog = randomCatalog(seed, size);
    return { catalog, request: randomRequest(seed, catalog, { days, pace }) };
  });

/** The objective recomputed from the plan's items, independently of the search's bookkeeping. */
function recomputedScore(plan: Plan, { catalog, request }: Instance): number {
  const byId = new Map(catalog.map((a) => [a.id, a]));
  let value = 0;
  for (const item of plan.days.flatMap((d) => d.items))
    value += activityValue(byId.get(item.activityId) as PlannerActivity, request).total;
  return value - travelPenalty(plan.totalTravelMin);
}

describe('generatePlan on random instances', () => {
  // One generation per instance checked for everything, so the suite can afford many instances.
  it('keeps every promise: hours, no overlap, free time, travel, budget, pace, group, reasons, score', () => {
    let filled = 0;
    fc.assert(
      fc.property(instanceArb, (inst) => {
        const { request, catalog } = inst;
        const plan = generatePlan(request, catalog);
        expect(planViolations(plan, request, catalog)).toEqual([]);

        const context = {
          freeTime: request.freeTime,
          hotel: request.hotel,
          dayStartMin: request.dayStartMin,
          dayEndMin: request.dayEndMin,
        };
        expect(checkPlanConflicts(plan, catalog, context)).toEqual([]);

        const byId = new Map(catalog.map((a) => [a.id, a]));
        const picked = plan.days.flatMap((d) => d.items);
        expect(new Set(picked.map((i) => i.activityId)).size).toBe(picked.length);
        for (const item of picked) {
          expect(isSuitableForGroup(byId.get(item.activityId) as PlannerActivity, request.group)).toBe(true);
          expect(item.reason.en.length).toBeGreaterThan(10);
          expect(item.reason.ar).toMatch(/[\u0600-\u06FF]/);
        }
        for (const d of plan.days) expect(d.items.length).toBeLessThanOrEqual(PACE_CAPS[request.pace]);

        expect(plan.score).toBeCloseTo(recomputedScore(plan, inst), 1);
        expect(plan.score).toBeGreaterThanOrEqual(0);
        if (picked.length > 0) filled++;
      }),
      { numRuns: 80, seed: 20260301 },
    );
    // Guards the checks above against passing on empty plans.
    expect(filled).toBeGreaterThan(55);
  });

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(instanceArb, ({ request, catalog }) => {
        expect(generatePlan(request, catalog)).toEqual(generatePlan({ ...request }, [...catalog]));
      }),
      { numRuns: 25 },
    );
  });
});
