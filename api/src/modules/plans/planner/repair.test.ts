import { repairProposal } from './repair';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H, MARINA, request } from './testing/fixtures';
import { planViolations } from './testing/plan-invariants';
import { randomCatalog, randomRequest } from './testing/random-instance';
import { mulberry32 } from '../../../lib/prng';
import { randomInt } from './prng';
import type { ProposedItem } from './ai-provider';

const catalog = [
  activity(1, { branches: [branch(DOWNTOWN, everyDay([H(9), H(13)]))] }),
  activity(2, { branches: [branch(DEIRA)] }),
  activity(3, { branches: [branch(MARINA)], kidFriendly: false }),
  activity(4, { branches: [branch(DOWNTOWN)], prices: { adultMinor: 500_000, teenMinor: 1, childMinor: 1 } }),
  activity(5, { branches: [branch(DOWNTOWN, everyDay([H(18), H(20)]))], categories: ['dining'] }),
  activity(6, { branches: [branch(DOWNTOWN)], durationMin: 60 }),
];
const req = request({ endDate: '2026-03-03', budgetMinor: 600_000 });
const where = (plan: ReturnType<typeof repairProposal>, id: number) =>
  plan.days.flatMap((d) => d.items.map((i) => ({ ...i, date: d.date }))).find((i) => i.activityId === id);

describe('repairProposal', () => {
  it('drops what cannot be in the plan and says why', () => {
    const items: ProposedItem[] = [
      { activityId: 77, date: '2026-03-02' },
      { activityId: 2, date: '2026-03-02' },
      { activityId: 2, date: '2026-03-03' },
      { activityId: 6, date: '2026-04-01' },
      { activityId: 4, date: '2026-03-02' },
    ];
    // Activity 4 alone fits the budget, but not after activity 2 (proposed first).
    const family = { ...req, group: { adults: 1, teens: 0, children: 1 }, budgetMinor: 510_000 };
    const plan = repairProposal({ items: [...items, { activityId: 3, date: '2026-03-02' }] }, family, catalog);
    expect(plan.unplaced).toEqual(
      expect.arrayContaining([
        { activityId: 77, reason: 'unknown-activity' },
        { activityId: 2, reason: 'duplicate' },
        { activityId: 6, reason: 'date-outside-trip' },
        { activityId: 4, reason: 'over-budget' },
        { activityId: 3, reason: 'not-suitable-for-group' },
      ]),
    );
    expect(where(plan, 2)?.date).toBe('2026-03-02');
    expect(where(plan, 3)).toBeUndefined();
    expect(planViolations(plan, family, catalog)).toEqual([]);
  });

  it('re-times items proposed at impossible times and keeps their day', () => {
    const plan = repairProposal(
      {
        items: [
          { activityId: 5, date: '2026-03-03', startMin: H(9) }, // only open 18:00–20:00
          { activityId: 1, date: '2026-03-03', startMin: H(19) }, // only open until 13:00
        ],
      },
      req,
      catalog,
    );
    expect(where(plan, 5)).toMatchObject({ date: '2026-03-03', startMin: H(18) });
    expect(where(plan, 1)?.date).toBe('2026-03-03');
    expect(where(plan, 1)?.endMin).toBeLessThanOrEqual(H(13));
    expect(planViolations(plan, req, catalog)).toEqual([]);
  });

  it('moves an item to the nearest day with room when its own day is full', () => {
    const relaxed = { ...req, pace: 'relaxed' as const };
    const plan = repairProposal(
      { items: [1, 2, 6].map((activityId) => ({ activityId, date: '2026-03-02' })) },
      relaxed,
      catalog,
    );
    expect(plan.days[0]!.items).toHaveLength(2);
    expect([1, 2, 6].every((id) => where(plan, id))).toBe(true);
  });

  it('fills the rest of the trip with the built-in generator', () => {
    const plan = repairProposal({ items: [{ activityId: 6, date: '2026-03-02' }] }, req, catalog);
    expect(plan.days.flatMap((d) => d.items).length).toBeGreaterThan(2);
  });

  it('always yields a valid plan from random proposals on random instances', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const cat = randomCatalog(seed, 40);
      const r = randomRequest(seed, cat, { days: 1 + (seed % 3) });
      const rng = mulberry32(seed);
      const dates = [r.startDate, r.endDate, '2020-01-01'];
      const items = Array.from({ length: 12 }, () => ({
        activityId: 1 + randomInt(rng, 45),
        date: dates[randomInt(rng, 3)]!,
        startMin: randomInt(rng, 1440),
      }));
      const plan = repairProposal({ items: items }, r, cat);
      expect(planViolations(plan, r, cat)).toEqual([]);
      const placed = new Set(plan.days.flatMap((d) => d.items.map((i) => i.activityId)));
      for (const item of items) {
        // Every proposed activity is either in the plan or reported.
        expect(placed.has(item.activityId) || plan.unplaced.some((u) => u.activityId === item.activityId)).toBe(true);
      }
    }
  });
});
