// Plan PDF: renders a generated 3-day plan through GET /plans/:pid/plan.pdf in English and Arabic, writes the files
// (to look at them: pdftoppm -png -r 80 <file> <prefix>) and times the renderer (median and p95 of --runs renders).
// Run from the repo root: npx tsx api/bench/plans/pdf.ts --out=/tmp/plan-pdf --runs=20 (--days=5 --pace=packed --name=…)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { allActivities } from '../../src/modules/activities/catalog/catalog';
import { loadCatalog } from '../../src/modules/activities/catalog-loader';
import { createSession } from '../../src/modules/sessions/service';
import { insertUserWithProfile } from '../../src/modules/users/repository';
import { addDays, dubaiToday } from '../../src/modules/plans/calendar';
import { renderPlanPdf } from '../../src/modules/plans/pdf/plan-pdf';
import type { PlanDetail } from '../../src/modules/plans/types';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const OUT = arg('out', '/tmp/plan-pdf');
const RUNS = Number(arg('runs', '20'));
const NAME = arg('name', 'Family week in Dubai');
const DAYS = Number(arg('days', '3'));
const PACE = arg('pace', 'balanced');

// An in-memory database with the shipped catalog, and the app over it (no jest helpers: this runs under tsx).
const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-plan-pdf-'));
const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
await migrate(database);
await database.db.transaction((tx) => loadCatalog(tx, allActivities, { reviews: false }));
const config = loadConfig({
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory://',
  WEB_ROOT: path.join(scratch, 'web'),
  UPLOADS_DIR: path.join(scratch, 'uploads'),
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database });
const call = async <T>(method: 'POST' | 'GET', url: string, payload: object, headers: Record<string, string>) => {
  const res = await app.inject({ method, url: `/api/v1${url}`, payload, headers });
  return { status: res.statusCode, text: res.body, body: JSON.parse(res.body) as T };
};
async function person(firstName: string, lastName: string) {
  const suffix = Math.random().toString(16).slice(2, 10);
  const { user } = await database.db.transaction((tx) =>
    insertUserWithProfile(tx, { email: `${suffix}@example.test`, username: `u_${suffix}`, firstName, lastName }),
  );
  const session = await createSession(database.db, user.id, 'bench');
  return { headers: { cookie: `jad_session=${session.token}`, 'x-csrf-token': session.csrfToken } };
}
try {
  mkdirSync(OUT, { recursive: true });
  const owner = await person('Sara', 'Al Mansoori');
  const viewer = await person('Omar', 'Haddad');
  const answers = {
    mode: 'ai',
    name: NAME,
    destination: 'downtown',
    start_date: addDays(dubaiToday(), 7),
    end_date: addDays(dubaiToday(), 6 + DAYS),
    travellers: 'family',
    group: { adults: 2, teens: 1, children: 1, youngest_child_age: 7 },
    interests: ['museums', 'attractions'],
    day_start_min: 540,
    day_end_min: 1260,
    free_time: [{ date: null, start_min: 780, end_min: 840 }],
    budget: { amount_minor: 500_000, currency: 'AED' },
    pace: PACE,
    must_see: [],
  };
  const created = await call<PlanDetail>('POST', '/plans', answers, owner.headers);
  if (created.status !== 201) throw new Error(`plan: ${created.status} ${created.text}`);
  const plan = created.body;
  // Pay the tickets, so the owner's PDF shows paid marks (the viewer's must not).
  await call(
    'POST',
    '/plans/confirm',
    { pid: plan.user_plan_id, card_number: '4242424242424242', card_expiry: '12/39', card_cvc: '123', currency: 'AED' },
    owner.headers,
  );
  await call('POST', '/plans/share', { pid: plan.user_plan_id, shared: true }, owner.headers);

  const get = (lang: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/v1/plans/${plan.user_plan_id}/plan.pdf?lang=${lang}`, headers });
  for (const lang of ['en', 'ar']) {
    for (const [who, headers] of [
      ['owner', owner.headers],
      ['viewer', viewer.headers],
    ] as const) {
      const res = await get(lang, headers);
      if (res.statusCode !== 200) throw new Error(`${lang} ${who}: ${res.statusCode} ${res.body}`);
      writeFileSync(path.join(OUT, `plan-${lang}-${who}.pdf`), res.rawPayload);
    }
  }
  const items = plan.days.reduce((n, d) => n + d.items.length, 0);
  console.log(`${plan.days.length} days, ${items} activities; files in ${OUT}`);
  // The route allows 30 PDFs a minute per person, so the timing calls the renderer on the owner's view directly.
  const view = (await call<PlanDetail>('POST', '/plans/fetch', { pid: plan.user_plan_id }, owner.headers)).body;
  for (const lang of ['en', 'ar'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      bytes = (await renderPlanPdf(view, lang)).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) =>
      (times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? Number.NaN).toFixed(1);
    console.log(
      `${lang}: median ${q(0.5)} ms, p95 ${q(0.95)} ms over ${RUNS} renders, ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
