// Activity search and list over 10 000 activities on PostgreSQL, beside a bare Fastify route measured
// in the same run (design.md §6): throughput at 100 concurrent clients, p95 latency at 10.
//   cd api && node --import tsx bench/activities/run.ts   (BENCH_SECONDS=10, BENCH_ACTIVITIES=10000)
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { generateLargeCatalog } from '../../src/modules/activities/catalog/generate-large';
import { createBenchDatabase } from './bench-db';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 10_000);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Bodies used in turn, so the database sees varied queries rather than one cached plan and page. */
  bodies?: object[];
  /** Never send a body twice in the whole run (the bodies are shared by all its measurements). */
  once?: boolean;
}

interface Measure {
  rps: number;
  p95: number;
  p50: number;
  errors: number;
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER: a prebuilt server bundle to run with plain node instead of through tsx.
    const args = process.env.BENCH_SERVER
      ? [process.env.BENCH_SERVER]
      : ['--import', 'tsx', path.join(here, 'server.ts')];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /READY (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const turns = new Map<Scenario, number>();

async function measure(port: number, scenario: Scenario, connections: number, seconds: number): Promise<Measure> {
  let turn = scenario.once ? (turns.get(scenario) ?? 0) : 0;
  const latencies: number[] = [];
  const bodies = scenario.bodies?.map((b) => JSON.stringify(b));
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: bodies ? { 'content-type': 'application/json' } : {},
        setupRequest: (request) => (bodies ? { ...request, body: bodies[turn++ % bodies.length] } : request),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  if (scenario.once) {
    turns.set(scenario, turn);
    if (bodies && turn > bodies.length)
      console.warn(`${scenario.name}: ${turn - bodies.length} bodies were sent twice`);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function post<T>(port: number, url: string, body: object): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Cursors of later pages, found through the api itself, so list requests also seek past page 1. */
async function cursorsFor(port: number, body: object, pages: number): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < pages; i += 1) {
    const page: { next_cursor: string | null } = await post(
      port,
      '/activities/fetch-all',
      cursor ? { ...body, cursor } : body,
    );
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
    cursors.push(cursor);
  }
  return cursors;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main(): Promise<void> {
  console.log(`creating the benchmark database with ${ACTIVITIES} activities…`);
  const bench = await createBenchDatabase(ACTIVITIES);
  console.log(`loaded in ${fmt(bench.loadMs / 1000)} s`);
  let server: ChildProcess | undefined;
  try {
    const started = await startServer(bench.url);
    server = started.child;
    const { port } = started;

    // Pairs of neighbouring words of real names ("desert safari", "في دبي"): each one matches, and
    // each is asked once, so the search's own cache never answers (the cold path).
    const phrases = new Set<string>();
    for (const a of generateLargeCatalog(ACTIVITIES, 2026)) {
      for (const name of [a.name.en, a.name.ar]) {
        const words = name.split(/\s+/).filter((w) => /^[\p{L}]{3,}$/u.test(w));
        for (let i = 0; i + 1 < words.length; i += 1) {
          const [first, second, third] = words.slice(i, i + 3);
          if (first === undefined || second === undefined) continue;
          // As typed: the pair, and the pair with its second word still being written.
          const pair = `${first} ${second}`.toLowerCase();
          for (let end = first.length + 4; end <= pair.length; end += 1) phrases.add(pair.slice(0, end));
          if (third !== undefined) phrases.add(`${pair} ${third.toLowerCase()}`);
        }
      }
    }
    const coldTerms = [...phrases];
    console.log(`${coldTerms.length} distinct phrases for the cold search`);
    const searchTerms = [
      'desert',
      'marina',
      'safari',
      'dhow',
      'burj',
      'kayak',
      'water park',
      'museum',
      'yacht',
      'JBR',
      'سفاري',
      'مارينا',
      'dubai',
      'Hatta',
      'brunch',
      'zip',
    ];
    const byRating = await cursorsFor(port, { limit: 12 }, 5);
    const byPrice = await cursorsFor(port, { sort: 'price_asc', main_category: 'cruises', limit: 12 }, 3);
    const listBodies: object[] = [
      { limit: 12 },
      { limit: 12, main_category: 'desert-safari' },
      { limit: 12, sort: 'price_desc' },
      { limit: 12, kid_friendly: true, min_rating: 4.5 },
      { limit: 12, category: 'family', sort: 'price_asc' },
      ...byRating.map((cursor) => ({ limit: 12, cursor })),
      ...byPrice.map((cursor) => ({ limit: 12, sort: 'price_asc', main_category: 'cruises', cursor })),
    ];

    const bare: Scenario = { name: 'bare route (GET /bench/bare)', method: 'GET', path: '/bench/bare' };
    const scenarios: Scenario[] = [
      {
        name: 'activity search, popular terms (POST /search/activities)',
        method: 'POST',
        path: '/api/v1/search/activities',
        bodies: searchTerms.map((name) => ({ name })),
      },
      {
        name: 'activity search, every query new',
        method: 'POST',
        path: '/api/v1/search/activities',
        bodies: coldTerms.map((name) => ({ name })),
        once: true,
      },
      {
        name: 'activity list (POST /activities/fetch-all)',
        method: 'POST',
        path: '/api/v1/activities/fetch-all',
        bodies: listBodies,
      },
    ];

    console.log('warming up…');
    for (const s of [bare, ...scenarios]) await measure(port, s, 10, 3);

    const results: Array<{ name: string; at100: Measure; at10: Measure }> = [];
    // The bare route is measured before and after the others; the ratios use the mean of both runs.
    const bareRuns: Array<{ at100: Measure; at10: Measure }> = [];
    const runBare = async () =>
      bareRuns.push({ at100: await measure(port, bare, 100, SECONDS), at10: await measure(port, bare, 10, SECONDS) });
    await runBare();
    for (const s of scenarios) {
      console.log(`measuring ${s.name}…`);
      results.push({
        name: s.name,
        at100: await measure(port, s, 100, SECONDS),
        at10: await measure(port, s, 10, SECONDS),
      });
    }
    await runBare();
    const bareRps = bareRuns.reduce((sum, r) => sum + r.at100.rps, 0) / bareRuns.length;
    const bareP95 = bareRuns.reduce((sum, r) => sum + r.at10.p95, 0) / bareRuns.length;

    const lines = [
      `| route | req/s at 100 clients | vs bare (≥ 35 %) | p50 at 10 | p95 at 10 clients | vs bare (≤ 4×) | errors |`,
      `|---|---|---|---|---|---|---|`,
      ...bareRuns.map(
        (r, i) =>
          `| ${bare.name}, run ${i + 1} | ${fmt(r.at100.rps, 0)} | – | ${r.at10.p50} ms | ${r.at10.p95} ms | – | ${r.at100.errors + r.at10.errors} |`,
      ),
      ...results.map(
        (r) =>
          `| ${r.name} | ${fmt(r.at100.rps, 0)} | ${fmt((100 * r.at100.rps) / bareRps, 0)} % | ${r.at10.p50} ms | ${r.at10.p95} ms | ${fmt(r.at10.p95 / bareP95, 2)}× | ${r.at100.errors + r.at10.errors} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const record = {
      date: new Date().toISOString(),
      activities: ACTIVITIES,
      seconds: SECONDS,
      loadMs: Math.round(bench.loadMs),
      bareRps,
      bareP95,
      bareRuns,
      results,
    };
    writeFileSync(process.env.BENCH_RESULTS ?? path.join(here, 'results.json'), `${JSON.stringify(record, null, 2)}\n`);
  } finally {
    server?.kill('SIGTERM');
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
