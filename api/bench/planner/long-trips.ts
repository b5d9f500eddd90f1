// Long trips over the demo catalog: how the days of a 30-day plan are filled, and how long it takes.
// npx tsx api/bench/planner/long-trips.ts   (from the repo root)
import { generatePlan } from '../../src/modules/plans/planner/generate';
import type { Pace, PlanRequest } from '../../src/modules/plans/planner/types';
import { demoCatalog } from './demo-catalog';

const SEEDS = 20;
const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};

console.log(
  `30-day plans over the demo catalog (${demoCatalog.length} activities), ${SEEDS} seeds each, a couple, museums:\n`,
);
console.log('| pace     | p50 ms | p95 ms | items | empty days | longest empty run | items on a non-empty day |');
console.log('|----------|-------:|-------:|------:|-----------:|------------------:|-------------------------:|');
for (const pace of ['relaxed', 'balanced', 'packed'] as Pace[]) {
  const ms: number[] = [];
  let items = 0;
  let empty = 0;
  let longestRun = 0;
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const request: PlanRequest = {
      startDate: '2026-12-04',
      endDate: '2027-01-02',
      dayStartMin: 540,
      dayEndMin: 1260,
      interests: ['museums'],
      group: { adults: 2, teens: 0, children: 0 },
      pace,
      freeTime: [],
      seed,
    };
    const t0 = performance.now();
    const plan = generatePlan(request, demoCatalog);
    ms.push(performance.now() - t0);
    let run = 0;
    for (const day of plan.days) {
      const n = day.items.length;
      items += n;
      if (n === 0) {
        empty++;
        run++;
        longestRun = Math.max(longestRun, run);
      } else {
        run = 0;
        lo = Math.min(lo, n);
        hi = Math.max(hi, n);
      }
    }
  }
  console.log(
    `| ${pace.padEnd(8)} | ${quantile(ms, 0.5).toFixed(0).padStart(6)} | ${quantile(ms, 0.95).toFixed(0).padStart(6)} | ${(items / SEEDS).toFixed(1).padStart(5)} | ${(empty / SEEDS).toFixed(1).padStart(10)} | ${String(longestRun).padStart(17)} | ${`${lo}–${hi}`.padStart(24)} |`,
  );
}
