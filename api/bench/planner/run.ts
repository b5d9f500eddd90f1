// Planner benchmark: speed on a 500-activity catalog and quality against the exact optimum on small instances.
// Run from the repo root: npx tsx api/bench/planner/run.ts   (--runs=N to change the number of plans)
import os from 'node:os';
import { exhaustiveOptimum } from '../../src/modules/plans/planner/exhaustive';
import { generatePlan } from '../../src/modules/plans/planner/generate';
import { buildProblem } from '../../src/modules/plans/planner/instance';
import { randomCatalog, randomRequest } from '../../src/modules/plans/planner/testing/random-instance';
import type { Pace, PlannerActivity } from '../../src/modules/plans/planner/types';

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const RUNS = arg('runs', 200);
const SMALL = arg('small', 200);

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};
const ms = (v: number) => v.toFixed(1).padStart(6);

function speed(catalog: PlannerActivity[], label: string, pace?: Pace): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  let items = 0;
  for (let seed = 1; seed <= RUNS; seed++) {
    const request = randomRequest(seed, catalog, { days: 7, ...(pace ? { pace } : {}) });
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const plan = generatePlan(request, catalog);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    items += plan.days.reduce((n, d) => n + d.items.length, 0);
  }
  console.log(
    `| ${label.padEnd(22)} | ${ms(quantile(wall, 0.5))} | ${ms(quantile(wall, 0.95))} | ${ms(Math.max(...wall))} | ${ms(quantile(cpu, 0.95))} | ${(items / RUNS).toFixed(1).padStart(5)} |`,
  );
}

interface Tier {
  label: string;
  activities: (seed: number) => number;
  days: (seed: number) => number;
}

const TIERS: Tier[] = [
  { label: '8–10 activities, 1–2 days', activities: (s) => 8 + (s % 3), days: (s) => 1 + (s % 2) },
  { label: '12 activities, 2–3 days', activities: () => 12, days: (s) => 2 + (s % 2) },
];

function optimality(tier: Tier): void {
  const gaps: number[] = [];
  let optimal = 0;
  let exactMs = 0;
  let ourMs = 0;
  for (let seed = 1; seed <= SMALL; seed++) {
    const catalog = randomCatalog(1000 + seed, tier.activities(seed), 2);
    const request = randomRequest(seed, catalog, { days: tier.days(seed) });
    const t0 = performance.now();
    const exact = exhaustiveOptimum(buildProblem(request, catalog)).score;
    const t1 = performance.now();
    const found = generatePlan(request, catalog).score;
    ourMs += performance.now() - t1;
    exactMs += t1 - t0;
    const gap = exact > 0 ? Math.max(0, (exact - found) / exact) : 0;
    gaps.push(gap);
    if (gap < 1e-3) optimal++;
  }
  const pct = (v: number) => `${(100 * v).toFixed(2)} %`;
  console.log(
    `| ${tier.label.padEnd(26)} | ${String(SMALL).padStart(9)} | ${pct(gaps.reduce((a, b) => a + b, 0) / gaps.length).padStart(8)} | ${pct(Math.max(...gaps)).padStart(8)} | ${`${optimal}/${SMALL}`.padStart(10)} | ${(ourMs / SMALL).toFixed(1).padStart(8)} | ${(exactMs / SMALL).toFixed(1).padStart(8)} |`,
  );
}

function main(): void {
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const catalog = randomCatalog(2026, 500);
  const branches = catalog.reduce((n, a) => n + a.branches.length, 0);
  const t0 = performance.now();
  generatePlan(randomRequest(9999, catalog, { days: 7 }), catalog);
  console.log(
    `catalog: 500 activities, ${branches} branches in 24.95–25.35 N, 55.05–55.45 E; first (cold) plan ${(performance.now() - t0).toFixed(1)} ms`,
  );
  // Warm up the JIT as a running server would be.
  for (let seed = 10_001; seed <= 10_030; seed++) generatePlan(randomRequest(seed, catalog, { days: 7 }), catalog);

  console.log(`\n7-day plans, ${RUNS} seeds each (ms):\n`);
  console.log('| requests               |    p50 |    p95 |    max | cpu p95 | items |');
  console.log('|------------------------|-------:|-------:|-------:|--------:|------:|');
  speed(catalog, 'mixed paces');
  speed(catalog, 'relaxed (2 a day)', 'relaxed');
  speed(catalog, 'balanced (3 a day)', 'balanced');
  speed(catalog, 'packed (5 a day)', 'packed');

  if (SMALL === 0) return;
  console.log('\nOptimality against exhaustive search (1–2 branches per activity, mixed paces, budgets, free time):\n');
  console.log('| instances                  | instances | mean gap | worst gap | at optimum | ours ms | exact ms |');
  console.log('|----------------------------|----------:|---------:|---------:|-----------:|--------:|---------:|');
  for (const tier of TIERS) optimality(tier);
  console.log(
    `\nload average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main();
