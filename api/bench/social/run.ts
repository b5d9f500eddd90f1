// Social benchmark on PostgreSQL (design.md §6, issue 6 item 8): a feed page and a notifications page over
// 1 000 000 posts and 5 000 000 likes. Throughput at 100 concurrent clients and p95 at 10 concurrent, each
// beside a bare Fastify route measured in the same run with the same tool and settings.
//
//   cd /work/main && npx tsx api/bench/social/run.ts [--duration 10] [--keep] [--reuse] [--api-dir DIR] [--label NAME]
//                                                    [--no-page-cache]
//
// Needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): it creates (and, without
// --keep or --reuse, drops) the database jad_bench_social next to it. Results go to results.json
// (results-NAME.json with --label); the README's table is written by hand from them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { at } from '../../src/lib/checked';
import { benchUrl, dropBenchDatabase, LIKES_PER_POST, POSTS, prepareBenchDatabase, readerTokens } from './prepare';

const args = process.argv.slice(2);
/** The value given after a flag such as `--api-dir DIR`. */
function valueAfter(flag: string): string {
  const value = args[args.indexOf(flag) + 1];
  if (value === undefined) throw new Error(`${flag} needs a value`);
  return value;
}
const duration = Number(args[args.indexOf('--duration') + 1] || 10) || 10;
// --reuse runs on a database built earlier, so it keeps it too (building it takes minutes).
const keep = args.includes('--keep') || args.includes('--reuse');
const reuse = args.includes('--reuse');
// --api-dir DIR: run the api from another copy of api/ (e.g. `git archive` of an older commit, for a before/after).
const apiDir = args.includes('--api-dir') ? path.resolve(valueAfter('--api-dir')) : undefined;
const label = args.includes('--label') ? valueAfter('--label') : undefined;
// --no-page-cache: the feed and notification pages read from the database every time (the session cache stays on).
const noPageCache = args.includes('--no-page-cache');
// --tab following|for_you: the feed's tabs (issue 21); without it, the mixed feed.
const tab = args.includes('--tab') ? valueAfter('--tab') : undefined;
const feedBody = (cursor?: string) =>
  JSON.stringify({ limit: 10, ...(tab ? { tab } : {}), ...(cursor ? { cursor } : {}) });
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');

interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { method: url.endsWith('/bare') ? 'POST' : 'GET' });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

// --profile DIR: the api writes a V8 CPU profile (.cpuprofile) into DIR when it exits.
const profileDir = args.includes('--profile') ? path.resolve(valueAfter('--profile')) : undefined;

function start(script: string, env: Record<string, string>, profile?: string): ChildProcess {
  if (profile) {
    return spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx', script], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return spawn(tsx, [script], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Figures {
  requestsPerSecond: number;
  /** The server's own CPU time (user + system, its process tree) per answered request, in µs. */
  cpuUsPerRequest: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * CPU time (user + system, in clock ticks) used so far by a process and its descendants (`tsx` runs the script in a
 * child node), from /proc: a steadier figure than requests per second on a shared machine, since time spent waiting
 * for a core is not in it.
 */
function cpuTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  for (const [pid, stat] of stats) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = stats.get(p)?.ppid) {
      if (p === root) {
        total += stat.ticks;
        break;
      }
    }
  }
  return total;
}

/** Clock ticks per second (`getconf CLK_TCK`): 100 on Linux. */
const TICKS_PER_SECOND = 100;

async function load(
  base: string,
  calls: Call[],
  connections: number,
  seconds: number,
  server: ChildProcess,
): Promise<Figures> {
  const times: number[] = [];
  let n = 0;
  const ticksBefore = cpuTicks(server.pid ?? 0);
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const call = at(calls, n++ % calls.length);
          return {
            ...req,
            method: 'POST',
            path: call.path,
            headers: { 'content-type': 'application/json', ...call.headers },
            body: call.body,
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await instance;
  const ticks = cpuTicks(server.pid ?? 0) - ticksBefore;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuUsPerRequest: Number(((ticks * 1e6) / TICKS_PER_SECOND / Math.max(1, times.length)).toFixed(1)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: times.length,
  };
}

/**
 * Transactions committed in the bench database so far. Every page read from the database is one statement (one
 * transaction), as is every session lookup; a page or session served from the api's caches is none. Backends
 * report their counts when idle, at most 10 s late (PostgreSQL 15), hence the wait.
 */
async function committed(url: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 11_000));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = current_database()',
    );
    return Number(at(rows, 0).n); // one row: this database's
  } finally {
    await client.end();
  }
}

/**
 * Runs an api load and counts the database statements it caused (see committed). Each load is warmed just before
 * it (every page read once, 2 s at 10 clients): the one warm-up at the start had gone stale by the time the feed
 * was measured (the bare route's 10 s ran in between, and a feed page is trusted for 10 s), so every measured feed
 * run began with all 400 pages' first reads, which are not the cached path the bars are about.
 */
async function loadCounting(
  url: string,
  server: ChildProcess,
  base: string,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<Figures & { statementsPerRequest: number }> {
  await load(base, calls, 10, 2, server);
  const before = await committed(url);
  const figures = await load(base, calls, connections, seconds, server);
  // minus one: the query that reads the counter is a transaction too
  const statements = (await committed(url)) - before - 1;
  return { ...figures, statementsPerRequest: Number((statements / Math.max(1, figures.total)).toFixed(4)) };
}

async function post(base: string, call: Call): Promise<unknown> {
  const res = await fetch(base + call.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body,
  });
  if (!res.ok) throw new Error(`${call.path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
  console.log(`preparing ${POSTS} posts and ${POSTS * LIKES_PER_POST} likes on PostgreSQL…`);
  const url = reuse ? benchUrl(adminUrl) : await prepareBenchDatabase(adminUrl);
  const tokens = await readerTokens(url);
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = start(
    apiDir ? path.join(apiDir, 'src', 'server.ts') : 'api/src/server.ts',
    {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ID_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...(noPageCache ? { FEED_CACHE_TTL_MS: '0', NOTIFICATIONS_CACHE_TTL_MS: '0' } : {}),
    },
    profileDir,
  );
  const bare = start('api/bench/social/bare-server.ts', { PORT: String(barePort) });
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, api),
      waitFor(`http://127.0.0.1:${barePort}/bare`, bare),
    ]);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    // The feed: each reader's first page, and their second page through the cursor the first one gave.
    const feed: Call[] = [];
    for (const token of tokens) {
      const first: Call = {
        path: '/api/v1/posts/fetch-all',
        headers: auth(token),
        body: feedBody(),
      };
      const page = (await post(apiBase, first)) as { rows: unknown[]; next_cursor: string | null };
      if (page.rows.length !== 10 || !page.next_cursor) throw new Error('the feed came back short');
      feed.push(first, { ...first, body: feedBody(page.next_cursor) });
    }
    // Notifications: pages 1 and 2 of 15, the drawer's calls.
    const notifications: Call[] = tokens.flatMap((token) =>
      [1, 2].map((page) => ({
        path: '/api/v1/notifications/fetch-all',
        headers: auth(token),
        body: JSON.stringify({ limit: 15, page, checkSeen: false }),
      })),
    );
    const check = (await post(apiBase, at(notifications, 0))) as { rows: unknown[]; count: number };
    if (check.rows.length !== 15) throw new Error('the notifications page came back short');
    const pageBytes = {
      feed: JSON.stringify(await post(apiBase, at(feed, 0))).length,
      notifications: JSON.stringify(check).length,
    };
    const bareCalls: Call[] = tokens.map((token) => ({
      path: '/bare',
      headers: auth(token),
      body: JSON.stringify({ limit: 10 }),
    }));

    // Warm-up (the api's loads are warmed again right before each: loadCounting), then the measured runs.
    await load(apiBase, feed, 10, 3, api);
    await load(apiBase, notifications, 10, 2, api);
    await load(bareBase, bareCalls, 10, 2, bare);
    const figures = {
      bare100: await load(bareBase, bareCalls, 100, duration, bare),
      feed100: await loadCounting(url, api, apiBase, feed, 100, duration),
      notifications100: await loadCounting(url, api, apiBase, notifications, 100, duration),
      bare10: await load(bareBase, bareCalls, 10, duration, bare),
      feed10: await loadCounting(url, api, apiBase, feed, 10, duration),
      notifications10: await loadCounting(url, api, apiBase, notifications, 10, duration),
    };
    const ratio = (f: Figures) => f.requestsPerSecond / Math.max(1, figures.bare100.requestsPerSecond);
    // The bare route's p95 is often below 1 ms: divide by it as it is (a floor of 1 ms would flatter the api).
    const p95x = (f: Figures) => f.p95 / Math.max(0.001, figures.bare10.p95);
    console.table(figures);
    const summary = {
      feed: { throughputShare: ratio(figures.feed100), p95Multiple: p95x(figures.feed10) },
      notifications: { throughputShare: ratio(figures.notifications100), p95Multiple: p95x(figures.notifications10) },
    };
    for (const [name, s] of Object.entries(summary)) {
      console.log(
        `${name}: ${(s.throughputShare * 100).toFixed(1)} % of the bare route's throughput at 100 clients (target ≥ 35 %), p95 ${s.p95Multiple.toFixed(2)} × its p95 at 10 (target ≤ 4 ×)`,
      );
    }
    console.log(
      `page sizes (JSON characters): ${JSON.stringify(pageBytes)}; page caches ${noPageCache ? 'off' : 'on'}`,
    );
    const out = {
      date: new Date().toISOString(),
      label: label ?? null,
      loadAverage: { start: loadAtStart, end: loadavg().map((n) => Number(n.toFixed(2))) },
      pageCache: !noPageCache,
      tab: tab ?? null,
      pageBytes,
      posts: POSTS,
      likes: POSTS * LIKES_PER_POST,
      readers: tokens.length,
      duration,
      figures,
      summary,
    };
    writeFileSync(
      path.join(here, label ? `results-${label}.json` : 'results.json'),
      `${JSON.stringify(out, null, 2)}\n`,
    );
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (!keep) await dropBenchDatabase(adminUrl);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
