// Plans for fixed questionnaires over the demo catalog, printed one line per item: a quick look at what the
// planner picks for people (the plan-quality suite asserts the rules on the same kind of questionnaires).
// npx tsx api/bench/planner/scenarios.ts
import { generatePlan } from '../../src/modules/plans/planner/generate';
import type { PlanRequest } from '../../src/modules/plans/planner/types';
import { formatClock } from '../../src/modules/plans/planner/dates';
import { demoCatalog } from './demo-catalog';

const catalog = demoCatalog;

const base: PlanRequest = {
  startDate: '2026-12-07',
  endDate: '2026-12-09',
  dayStartMin: 540,
  dayEndMin: 1260,
  interests: [],
  group: { adults: 1, teens: 0, children: 0 },
  pace: 'balanced',
  freeTime: [],
  seed: 7,
};
const scenarios: Record<string, Partial<PlanRequest>> = {
  solo: { interests: ['attractions', 'tours'] },
  family2: { group: { adults: 2, teens: 0, children: 1, youngestChildAge: 2 }, interests: ['attractions'] },
  parks: {
    group: { adults: 2, teens: 0, children: 1, youngestChildAge: 6 },
    interests: ['theme-parks', 'water-parks'],
  },
  long30: { endDate: '2027-01-05', pace: 'packed', interests: ['museums'] },
  couple30: {
    endDate: '2027-01-05',
    pace: 'packed',
    interests: ['museums'],
    group: { adults: 2, teens: 0, children: 0 },
  },
  desert: { group: { adults: 2, teens: 0, children: 0 }, interests: ['desert-safari'] },
};
const only = process.argv[2];
for (const [name, over] of Object.entries(scenarios)) {
  if (only && name !== only) continue;
  const t0 = performance.now();
  const plan = generatePlan({ ...base, ...over }, catalog);
  console.log(
    `== ${name} (${(performance.now() - t0).toFixed(0)} ms) per day: ${plan.days.map((d) => d.items.length).join(' ')}`,
  );
  for (const d of plan.days.slice(0, 4))
    for (const it of d.items) {
      const a = catalog.find((c) => c.id === it.activityId);
      console.log(
        `${d.date} ${formatClock(it.startMin)}-${formatClock(it.endMin)} +${it.travelMinBefore} ${a?.name.en} [${a?.categories.join(',')}] — ${it.reason.en}`,
      );
    }
}
