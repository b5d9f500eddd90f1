// Sign-in latency with Redis up, refusing and black-holed: `npx tsx api/bench/redis-down.ts [--n 60]`.
// Needs a Redis at REDIS_URL (default redis://127.0.0.1:6379). Builds the api on a PGlite in memory with
// REDIS_URL pointing at a TCP proxy in front of that Redis (test/redis-proxy.ts), cuts the proxy, and times
// N sequential sign-ins (unknown e-mails, one address each: the argon2 dummy check runs, answer 401), then
// 35 sign-ins from one address to see whether the 30-a-minute limit still holds. Prints median, p95, max.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { startRedisProxy, type ProxyMode } from '../test/redis-proxy';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '60' }, 'per-address': { type: 'string', default: '35' } },
});
const N = Number(values.n);
const PER_ADDRESS = Number(values['per-address']);
/** A request still unanswered after this counts as this long (the code before the breaker could hang for good). */
const CAP_MS = 30_000;
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-bench-redis-down-'));
  const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(database);
  const rows: string[] = [];
  let ip = 0;
  for (const mode of ['pass', 'refuse', 'blackhole'] as ProxyMode[]) {
    const proxy = await startRedisProxy(REDIS);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        WEB_ROOT: path.join(scratch, 'web'),
        UPLOADS_DIR: path.join(scratch, 'up'),
        REDIS_URL: proxy.url,
        REDIS_PREFIX: `jad-bench-${process.pid}-${mode}:`,
        LOG_LEVEL: 'silent',
      },
      { repoRoot: path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..') },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const signIn = async (remoteAddress: string) => {
      const started = performance.now();
      const request = app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        payload: { email: `bench-${(ip += 1)}@example.test`, password: 'wrong password here' },
        remoteAddress,
      });
      const res = await Promise.race([
        request,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), CAP_MS).unref()),
      ]);
      return { status: res?.statusCode ?? 0, ms: performance.now() - started };
    };
    await signIn('198.18.0.1'); // warm up: connections, the dummy hash
    await proxy.setMode(mode);
    const times: number[] = [];
    for (let i = 0; i < N; i += 1) times.push((await signIn(`198.18.${1 + (i >> 8)}.${i & 255}`)).ms);
    const oneAddress = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) oneAddress.push((await signIn('198.19.0.1')).status);
    const passed = oneAddress.filter((s) => s !== 429).length;
    rows.push(
      `${mode.padEnd(9)}  median ${pct(times, 50).toFixed(0).padStart(5)} ms  p95 ${pct(times, 95).toFixed(0).padStart(5)} ms  max ${Math.max(
        ...times,
      )
        .toFixed(0)
        .padStart(5)} ms  one address: ${passed} of ${PER_ADDRESS} passed (limit 30)`,
    );
    console.log(rows[rows.length - 1]);
    await proxy.setMode('pass');
    await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, CAP_MS).unref())]);
    await proxy.close();
  }
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
  console.log(`\nsign-in, ${N} sequential requests per mode, PGlite, Redis behind a proxy:\n${rows.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
