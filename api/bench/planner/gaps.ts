// Idle time between visits over the demo catalog: 4-day trips for a couple, nine interest sets, three paces,
// three seeds (324 days). A gap is the time from the end of one visit to the departure for the next, when it
// is 90 minutes or more (what the plan page shows as free time between visits).
// npx tsx api/bench/planner/gaps.ts   (from the repo root)
import { generatePlan } from '../../src/modules/plans/planner/generate';
import type { Pace, PlanRequest } from '../../src/modules/plans/planner/types';
import { demoCatalog } from './demo-catalog';

const INTERESTS = [
  ['attractions'],
  ['museums'],
  ['tours'],
  ['dining'],
  ['theme-parks', 'water-parks'],
  ['attractions', 'tours'],
  ['cruises'],
  ['adventure'],
  [],
];
const byId = new Map(demoCatalog.map((a) => [a.id, a]));
let days = 0;
let gapDays = 0;
let gapMin = 0;
let items = 0;
let matching = 0;
for (const interests of INTERESTS)
  for (const pace of ['relaxed', 'balanced', 'packed'] as Pace[])
    for (let seed = 1; seed <= 3; seed++) {
      const request: PlanRequest = {
        startDate: '2026-12-07',
        endDate: '2026-12-10',
        dayStartMin: 540,
        dayEndMin: 1260,
        interests,
        group: { adults: 2, teens: 0, children: 0 },
        pace,
        freeTime: [],
        seed,
      };
      for (const day of generatePlan(request, demoCatalog).days) {
        days++;
        let gapped = false;
        day.items.forEach((item, i) => {
          items++;
          const categories = byId.get(item.activityId)?.categories ?? [];
          if (interests.length === 0 || categories.some((c) => interests.includes(c))) matching++;
          const before = day.items[i - 1];
          if (!before) return;
          const idle = item.startMin - item.travelMinBefore - before.endMin;
          if (idle >= 90) {
            gapped = true;
            gapMin += idle;
          }
        });
        if (gapped) gapDays++;
      }
    }
console.log(
  `days ${days}; days with a gap of 90+ min between visits ${gapDays}; minutes in such gaps ${gapMin}; items ${items}, matching the interests ${matching}`,
);
