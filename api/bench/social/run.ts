// Social benchmark on PostgreSQL (design.md §6): a feed page and a notifications page over 1 000 000
// posts and 5 000 000 likes, throughput at 100 concurrent clients and p95 at 10, each beside a bare
// Fastify route measured in the same run with the same tool and settings.
//
//   cd /work/main && npx tsx api/bench/social/run.ts [--duration 10] [--keep] [--reuse]
//
// Needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): it creates the database
// jad_bench_social next to it and drops it at the end (unless --keep).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dropBenchDatabase, prepareBenchDatabase, SIZES, type Reader } from './prepare';

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf('--duration') + 1] || 10) || 10;
const keep = args.includes('--keep');
const reuse = args.includes('--reuse');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');

interface Call {
  path: string;
  body: string;
  headers: Record<string, string>;
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
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(tsx, [script], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(base: string, calls: Call[], connections: number, seconds: number): Promise<Figures> {
  const times: number[] = [];
  let n = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, method: 'POST', ...calls[n++ % calls.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: times.length,
  };
}

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** Page 1 for every reader, and page 2 through the cursor page 1 gave (read once before the load). */
async function feedCalls(base: string, readers: Reader[]): Promise<Call[]> {
  const calls: Call[] = [];
  for (const r of readers) {
    const first = { path: '/api/v1/posts/fetch-all', body: JSON.stringify({ limit: 10 }), headers: json(r.token) };
    const res = await fetch(base + first.path, { method: 'POST', headers: first.headers, body: first.body });
    if (!res.ok) throw new Error(`feed: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { rows: unknown[]; next_cursor: string | null };
    if (page.rows.length !== 10) throw new Error(`feed page 1 had ${page.rows.length} rows`);
    calls.push(first);
    if (page.next_cursor) calls.push({ ...first, body: JSON.stringify({ limit: 10, cursor: page.next_cursor }) });
  }
  return calls;
}

function notificationCalls(readers: Reader[]): Call[] {
  return readers.flatMap((r) => [1, 2].map((page) => ({ path: '/api/v1/notifications/fetch-all', body: JSON.stringify({ limit: 15, page }), headers: json(r.token) })));
}

async function main(): Promise<void> {
  console.log(`preparing ${SIZES.posts} posts, ${SIZES.likes} likes, ${SIZES.notifications} notifications on PostgreSQL…`);
  const t0 = Date.now();
  const { url, readers } = await prepareBenchDatabase(adminUrl, { reuse });
  const prepareSeconds = Math.round((Date.now() - t0) / 1000);
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = start('api/src/server.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    ID_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const bare = start('api/bench/social/bare-server.ts', { PORT: String(barePort) });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, api), waitFor(`http://127.0.0.1:${barePort}/bare`, bare)]);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    const feed = await feedCalls(apiBase, readers);
    const notifications = notificationCalls(readers);
    const bareCalls: Call[] = [{ path: '/bare', body: '{}', headers: { 'content-type': 'application/json' } }];
    // warm up every server and the database cache
    await load(apiBase, feed, 10, 3);
    await load(apiBase, notifications, 10, 3);
    await load(bareBase, bareCalls, 10, 2);

    const figures = {
      bare100: await load(bareBase, bareCalls, 100, duration),
      feed100: await load(apiBase, feed, 100, duration),
      notifications100: await load(apiBase, notifications, 100, duration),
      bare10: await load(bareBase, bareCalls, 10, duration),
      feed10: await load(apiBase, feed, 10, duration),
      notifications10: await load(apiBase, notifications, 10, duration),
    };
    const ratio = (f: Figures) => f.requestsPerSecond / figures.bare100.requestsPerSecond;
    const p95x = (f: Figures) => f.p95 / Math.max(1, figures.bare10.p95);
    console.table(figures);
    const verdict = {
      feed: { throughputRatio: ratio(figures.feed100), p95Multiple: p95x(figures.feed10) },
      notifications: { throughputRatio: ratio(figures.notifications100), p95Multiple: p95x(figures.notifications10) },
    };
    for (const [name, v] of Object.entries(verdict)) {
      console.log(`${name}: throughput at 100 clients ${(v.throughputRatio * 100).toFixed(1)} % of the bare route (target ≥ 35 %), p95 at 10 clients ${v.p95Multiple.toFixed(2)} × (target ≤ 4 ×)`);
    }
    const out = { date: new Date().toISOString(), sizes: SIZES, duration, prepareSeconds, distinctFeedCalls: feed.length, figures, verdict };
    writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
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
