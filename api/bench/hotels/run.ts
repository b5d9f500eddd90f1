// Hotel search benchmark on PostgreSQL (design.md §6): throughput at 100 concurrent clients and p95
// at 10, each beside a bare Fastify route measured in the same run with the same tool and settings.
//
//   cd /work/main && npx tsx api/bench/hotels/run.ts [--duration 10] [--keep] [--reuse] [--dist]
//
// Needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): it creates and drops
// the database jad_bench_hotels next to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addDays, dubaiToday } from '../../src/providers/hotel-supply/dates';
import { benchUrl, dropBenchDatabase, HOTELS, NIGHTS, prepareBenchDatabase } from './prepare';
import { searchPaths, withSecondPages } from './workload';

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf('--duration') + 1] || 10) || 10;
const keep = args.includes('--keep');
/** Reuse jad_bench_hotels from a previous --keep run instead of building it again. */
const reuse = args.includes('--reuse');
/** Run the built api (`api/dist/server.js`, as the harness and production do) instead of the sources under tsx. */
const dist = args.includes('--dist');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');

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
  const [command, scriptArgs] = /\.m?js$/.test(script) ? [process.execPath, [script]] : [tsx, [script]];
  return spawn(command, scriptArgs, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function load(base: string, paths: string[], connections: number, seconds: number): Promise<Figures> {
  const times: number[] = [];
  let n = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
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

async function main(): Promise<void> {
  console.log(`preparing ${HOTELS} hotels × ${NIGHTS} nights on PostgreSQL…`);
  const url = reuse ? benchUrl(adminUrl) : await prepareBenchDatabase(adminUrl);
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = start(dist ? 'api/dist/server.js' : 'api/src/server.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    ID_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const bare = start(dist ? 'scripts/bench/bare-server.mjs' : 'api/bench/hotels/bare-server.ts', {
    PORT: String(barePort),
  });
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, api),
      waitFor(`http://127.0.0.1:${barePort}/bare`, bare),
    ]);
    const search = searchPaths(dubaiToday(new Date()), addDays);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    // Cold costs first, once per stay of the workload (the first search of a stay prices 10 000 hotels).
    const cold: number[] = [];
    for (const p of search.coldProbes) {
      const t0 = performance.now();
      const res = await fetch(apiBase + p);
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      cold.push(Math.round(performance.now() - t0));
    }
    console.log(`cold first search per stay (ms): ${cold.join(', ')}`);
    search.paths = await withSecondPages(apiBase, search.paths);
    // One pass over every distinct search (its first build), then measure the steady state.
    const t1 = performance.now();
    for (const p of search.paths) await (await fetch(apiBase + p)).arrayBuffer();
    const firstPassMs = Math.round((performance.now() - t1) / search.paths.length);
    console.log(`first pass: ${search.paths.length} distinct searches, ${firstPassMs} ms each on average`);
    await load(apiBase, search.paths, 10, 3);
    await load(bareBase, ['/bare'], 10, 2);

    const figures = {
      bare100: await load(bareBase, ['/bare'], 100, duration),
      search100: await load(apiBase, search.paths, 100, duration),
      bare10: await load(bareBase, ['/bare'], 10, duration),
      search10: await load(apiBase, search.paths, 10, duration),
    };
    const ratio = figures.search100.requestsPerSecond / figures.bare100.requestsPerSecond;
    const p95x = figures.search10.p95 / figures.bare10.p95;
    console.table(figures);
    console.log(`throughput at 100 clients: ${(ratio * 100).toFixed(1)} % of the bare route (target ≥ 35 %)`);
    console.log(`p95 at 10 clients: ${p95x.toFixed(2)} × the bare route's (target ≤ 4 ×)`);
    const out = {
      date: new Date().toISOString(),
      hotels: HOTELS,
      nights: NIGHTS,
      duration,
      distinctSearches: search.paths.length,
      stays: search.coldProbes.length,
      coldMs: cold,
      firstPassMs,
      figures,
      ratio,
      p95x,
    };
    writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // A reused database stays for the next run, as the social bench does.
    if (!keep && !reuse) await dropBenchDatabase(adminUrl);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
