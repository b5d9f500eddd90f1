import { generatePlan } from './generate';
import { MUST_SEE_BONUS } from './scoring';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H, MARINA, request } from './testing/fixtures';
import { planViolations } from './testing/plan-invariants';
import type { PlannerActivity } from './types';
import { PlanRequestError } from './validate-request';

const items = (plan: ReturnType<typeof generatePlan>) => plan.days.flatMap((d) => d.items);
const ids = (plan: ReturnType<typeof generatePlan>) =>
  items(plan)
    .map((i) => i.activityId)
    .sort((a, b) => a - b);

describe('generatePlan', () => {
  it('rejects an invalid request', () => {
    expect(() => generatePlan(request({ dayStartMin: H(22), dayEndMin: H(9) }), [])).toThrow(PlanRequestError);
  });

  it('gives one empty day per date for an empty catalog', () => {
    const plan = generatePlan(request({ endDate: '2026-03-04' }), []);
    expect(plan.days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(plan.days.every((d) => d.items.length === 0)).toBe(true);
    expect(plan.score).toBe(0);
  });

  it('fills a day up to the pace cap with what matches the interests first', () => {
    const catalog = [
      activity(1, { categories: ['museums'] }),
      activity(2, { categories: ['tours'], durationMin: 60 }),
      activity(3, { categories: ['dining'], durationMin: 60 }),
      activity(4, { categories: ['museums'], durationMin: 90 }),
      activity(5, { categories: ['attractions'], durationMin: 60 }),
    ];
    const plan = generatePlan(request({ interests: ['museums', 'tours'], pace: 'balanced' }), catalog);
    expect(ids(plan)).toEqual([1, 2, 4]);
    const relaxed = generatePlan(request({ interests: ['museums', 'tours'], pace: 'relaxed' }), catalog);
    expect(items(relaxed)).toHaveLength(2);
  });

  it('never plans two activities of one landmark, and keeps the must-see one of them', () => {
    const catalog = [
      activity(1, { categories: ['attractions'], durationMin: 60, rating: 4.7, venueGroups: ['burj-khalifa'] }),
      activity(2, { categories: ['attractions'], durationMin: 60, rating: 4.8, venueGroups: ['burj-khalifa'] }),
      activity(3, { categories: ['attractions'], durationMin: 60, rating: 4.0 }),
      // A pass covering two parks clashes with each of them.
      activity(4, { categories: ['theme-parks'], durationMin: 60, venueGroups: ['motiongate', 'legoland'] }),
      activity(5, { categories: ['theme-parks'], durationMin: 60, rating: 3.5, venueGroups: ['legoland'] }),
    ];
    const twoDays = request({ interests: ['attractions', 'theme-parks'], endDate: '2026-03-03', pace: 'packed' });
    expect(ids(generatePlan(twoDays, catalog))).toEqual([2, 3, 4]);
    // The must-see deck wins its landmark over the better rated one.
    const withMustSee = generatePlan({ ...twoDays, mustSee: [1] }, catalog);
    expect(ids(withMustSee)).toEqual([1, 3, 4]);
    expect(withMustSee.unplaced).toEqual([]);
    // Two must-sees of one landmark: one is planned, the other said to be a duplicate.
    const both = generatePlan({ ...twoDays, mustSee: [1, 2] }, catalog);
    expect(ids(both)).toEqual([2, 3, 4]);
    expect(both.unplaced).toEqual([{ activityId: 1, reason: 'duplicate' }]);
  });

  it('keeps rest days free on long trips and spreads the rest evenly', () => {
    const catalog = Array.from({ length: 30 }, (_, i) =>
      activity(i + 1, { categories: ['museums'], durationMin: 60, rating: 4 + (i % 10) / 10 }),
    );
    const plan = generatePlan(request({ endDate: '2026-03-15', pace: 'packed' }), catalog); // 14 days
    const counts = plan.days.map((d) => d.items.length);
    expect(counts[6]).toBe(0); // day 7 and day 14: rest days at a packed pace
    expect(counts[13]).toBe(0);
    const active = counts.filter((_, i) => i !== 6 && i !== 13);
    expect(Math.min(...active)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...active) - Math.min(...active)).toBeLessThanOrEqual(1);
  });

  it('puts at most two activities of one kind in a day, must-sees aside', () => {
    const catalog = [1, 2, 3, 4, 5].map((id) => activity(id, { categories: ['water-parks'], durationMin: 60 }));
    const oneDay = request({ interests: ['water-parks'], pace: 'packed' });
    expect(items(generatePlan(oneDay, catalog))).toHaveLength(2);
    expect(items(generatePlan({ ...oneDay, mustSee: [1, 2, 3] }, catalog))).toHaveLength(5);
    const threeDays = generatePlan({ ...oneDay, endDate: '2026-03-04' }, catalog);
    expect(threeDays.days.map((d) => d.items.length).sort()).toEqual([1, 2, 2]);
  });

  it('leaves out what is unsuitable for children and what their age excludes', () => {
    const catalog = [
      activity(1, { kidFriendly: false, categories: ['tours'] }),
      activity(2, { minAge: 12, categories: ['adventure'] }),
      activity(3),
    ];
    const family = request({ group: { adults: 2, teens: 0, children: 2 } });
    expect(ids(generatePlan(family, catalog))).toEqual([3]);
    expect(ids(generatePlan(request(), catalog))).toEqual([1, 2, 3]);
  });

  it('prices tickets per age band and never passes the budget', () => {
    const catalog = [
      activity(1, { prices: { adultMinor: 40000, teenMinor: 30000, childMinor: 10000 }, rating: 5 }),
      activity(2, { prices: { adultMinor: 20000, teenMinor: 15000, childMinor: 5000 }, rating: 4 }),
      activity(3, { prices: { adultMinor: 10000, teenMinor: 8000, childMinor: 2000 }, rating: 3.5 }),
    ];
    const group = { adults: 1, teens: 1, children: 1 };
    const plan = generatePlan(request({ group, budgetMinor: 80000 }), catalog);
    expect(plan.totalCostMinor).toBeLessThanOrEqual(80000);
    // 80 000 buys #1 (80 000) alone, or #2 + #3 (40 000 + 20 000): two items score more.
    expect(ids(plan)).toEqual([2, 3]);
    expect(items(plan).find((i) => i.activityId === 2)?.costMinor).toBe(40000);
  });

  it('places must-see activities and says so in the reason', () => {
    const catalog = [activity(1, { categories: ['dining'], rating: 3.6 }), activity(2), activity(3), activity(4)];
    const plan = generatePlan(request({ mustSee: [1] }), catalog);
    expect(ids(plan)).toContain(1);
    const item = items(plan).find((i) => i.activityId === 1);
    expect(item?.reason.en).toMatch(/must-see/);
    expect(item?.reason.ar).toMatch(/قائمة/);
    expect(plan.score).toBeGreaterThan(MUST_SEE_BONUS);
  });

  it('reports must-see activities it cannot place, with why', () => {
    const closedMonday = { ...everyDay([H(9), H(21)]), 1: [] };
    const catalog = [
      activity(1, { branches: [branch(DOWNTOWN, closedMonday)] }),
      activity(2, { kidFriendly: false }),
      activity(3, { prices: { adultMinor: 1_000_000, teenMinor: 1, childMinor: 1 } }),
      // An evening in the desert ending at 21:00 an hour out cannot be back at the hotel by 21:00.
      activity(4, { durationMin: H(6), branches: [branch({ lat: 24.95, lng: 55.65 }, everyDay([H(15), H(21)]))] }),
    ];
    const plan = generatePlan(
      request({ mustSee: [1, 2, 3, 4, 99], group: { adults: 1, teens: 0, children: 1 }, budgetMinor: 500_000 }),
      catalog,
    );
    expect(plan.unplaced).toEqual(
      expect.arrayContaining([
        { activityId: 1, reason: 'closed-on-trip-dates' },
        { activityId: 2, reason: 'not-suitable-for-group' },
        { activityId: 3, reason: 'over-budget' },
        { activityId: 4, reason: 'no-time' },
        { activityId: 99, reason: 'unknown-activity' },
      ]),
    );
  });

  it('keeps free time free, travel included', () => {
    const catalog = [1, 2, 3, 4, 5].map((id) =>
      activity(id, { durationMin: 90, branches: [branch(id % 2 ? MARINA : DEIRA)] }),
    );
    const req = request({ pace: 'packed', freeTime: [{ date: null, startMin: H(12), endMin: H(15) }] });
    const plan = generatePlan(req, catalog);
    expect(items(plan).length).toBeGreaterThan(1);
    for (const i of items(plan)) expect(i.endMin <= H(12) || i.startMin - i.travelMinBefore >= H(15)).toBe(true);
    expect(planViolations(plan, req, catalog)).toEqual([]);
  });

  it('chooses the branch nearer to the hotel and the neighbouring activities', () => {
    const catalog: PlannerActivity[] = [activity(1, { branches: [branch(MARINA), branch(DOWNTOWN)] })];
    const plan = generatePlan(request({ hotel: DOWNTOWN }), catalog);
    expect(items(plan)[0]!.branchId).toBe(catalog[0]!.branches[1]!.id);
  });

  it('writes a reason in both languages with the opening hours', () => {
    const catalog = [
      activity(1, { categories: ['desert-safari'], branches: [branch(DOWNTOWN, everyDay([H(15), H(21)]))] }),
    ];
    const plan = generatePlan(request({ interests: ['desert-safari'] }), catalog);
    const reason = items(plan)[0]!.reason;
    expect(reason.en).toBe('Matches your interest in desert safaris, rated 4.5/5; open 15:00–21:00');
    expect(reason.ar).toBe('يناسب اهتمامك برحلات السفاري الصحراوية، وتقييمه 4.5 من 5؛ مفتوح من 15:00 إلى 21:00');
  });

  it('spreads a trip over several interests instead of repeating one', () => {
    const catalog = [
      ...[1, 2, 3, 4, 5, 6].map((id) => activity(id, { categories: ['water-parks'], durationMin: 60 })),
      ...[7, 8].map((id) => activity(id, { categories: ['museums'], durationMin: 60, rating: 4 })),
    ];
    const plan = generatePlan(request({ interests: ['water-parks', 'museums'], pace: 'packed' }), catalog);
    expect(ids(plan).filter((id) => id >= 7).length).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', () => {
    const catalog = [1, 2, 3, 4, 5, 6, 7, 8].map((id) =>
      activity(id, { branches: [branch(id % 3 === 0 ? MARINA : id % 3 === 1 ? DEIRA : DOWNTOWN)], rating: 4 }),
    );
    const req = request({ endDate: '2026-03-03' });
    expect(generatePlan(req, catalog)).toEqual(generatePlan(req, catalog));
  });
});
