// The api load benchmark on PostgreSQL. Each domain's large data set lives in a database of its own, made
// by that domain's generator (scripts/bench/adapters/); the endpoints without one run against the demo data.
// Per database one api instance (the built server, production settings) is started and measured; the bare
// Fastify route is measured before and after all of them, and the ratios use the mean of both runs.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { dropDatabase, freePort, prepareDatabase, redisAnswers, waitForHttp } from '../prod/topology-lib.mjs';
import { datasetPath, ENDPOINTS, expandDates, meanRuns, parseAdapterOutput, withOverrides } from './bench-lib.mjs';
import { measure, warmUp } from './load.mjs';

const log = (m) => console.error(`[bench] ${m}`);

function withDatabase(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A child process with its output kept (for errors) and a stop() that waits for it to exit. */
function startChild(args, env, cwd) {
  const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return {
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function bareServer(repo) {
  const proc = startChild([path.join(repo, 'scripts/bench/bare-server.mjs')], { ...process.env, PORT: '0' }, repo);
  const until = Date.now() + 20_000;
  while (!proc.output().includes('\n')) {
    if (Date.now() > until || !proc.alive()) throw new Error(`the bare server did not start:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ...proc, url: `http://127.0.0.1:${proc.output().split('\n')[0].trim()}` };
}

/** The domains' large data sets: each adapter prints its database and requests, or why there is none. */
function prepareDatasets(repo, env, only) {
  const datasets = {};
  for (const domain of [...new Set(ENDPOINTS.map((e) => e.domain))].filter((d) => d !== 'accounts')) {
    if (only && !only.includes(domain)) {
      datasets[domain] = { ok: false, todo: 'left out of this run (--datasets)' };
      continue;
    }
    log(`large data set: ${domain}`);
    const started = Date.now();
    const stdout = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(repo, 'scripts/bench/adapters/run-adapter.mjs'), domain],
      {
        cwd: repo,
        env: { ...env, JAD_BENCH_DB: `jad_bench_${domain}_data` },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    datasets[domain] = { ...parseAdapterOutput(stdout), seconds: Math.round((Date.now() - started) / 1000) };
    log(`${domain}: ${datasets[domain].ok ? datasets[domain].notes : datasets[domain].todo}`);
  }
  return datasets;
}

/** A member for the signed-in endpoints, signed up as the web client does: the form, then the mailed code. */
async function benchUser(apiUrl) {
  const password = `Bench-${crypto.randomBytes(9).toString('base64url')}-42`;
  const email = `bench-${Date.now()}@example.com`;
  const post = (url, body) =>
    fetch(`${apiUrl}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1' },
      body: JSON.stringify(body),
    });
  const form = await post('/users/sign-up', { email, password, first_name: 'Bench', last_name: 'User' });
  if (form.status !== 202) throw new Error(`bench user sign-up: HTTP ${form.status} ${await form.text()}`);
  // The code reaches the outbox just after the commit (DEV_OUTBOX=true on the bench server).
  let code = null;
  for (let i = 0; i < 50 && !code; i += 1) {
    const outbox = await (await fetch(`${apiUrl}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    code = /\b(\d{6})\b/.exec(outbox.mail?.[0]?.text ?? '')?.[1] ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error('bench user sign-up: no code in the dev outbox');
  const res = await post('/users/sign-up/verify', { email, code });
  if (res.status !== 200) throw new Error(`bench user sign-up code: HTTP ${res.status} ${await res.text()}`);
  return { email, password, token: (await res.json()).token };
}

/** The load options of an endpoint for this user: headers, and variants with their bodies serialised. */
function loadRequest(endpoint, user) {
  const r = endpoint.request;
  const headers = r.auth === 'bench-user' ? { authorization: `Bearer ${user.token}` } : { ...(r.headers ?? {}) };
  const variants = r.variants.map((v) => {
    const body = v.body === 'bench-user-credentials' ? { email: user.email, password: user.password } : v.body;
    return {
      path: expandDates(v.path),
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: v.headers,
    };
  });
  return { method: r.method, headers, variants, rotateClientIp: Boolean(r.rotateClientIp) };
}

/** One request of each variant: the first non-2xx status, or 0 when all answered 2xx. */
async function probe(url, req) {
  for (const v of req.variants.slice(0, 20)) {
    const res = await fetch(url + v.path, {
      method: req.method,
      headers: {
        ...req.headers,
        ...v.headers,
        ...(v.body ? { 'content-type': 'application/json' } : {}),
        'x-forwarded-for': '10.255.255.2',
      },
      body: v.body,
    });
    await res.arrayBuffer();
    if (res.status < 200 || res.status > 299) return `${req.method} ${v.path} answered HTTP ${res.status}`;
  }
  return null;
}

/** Starts an api instance on a database, measures the endpoints, stops it. */
async function measureOnDatabase({ repo, env, databaseUrl, endpoints, settings, rows, dataSetOf }) {
  const port = await freePort();
  const apiEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    DEV_OUTBOX: 'true',
  };
  const api = startChild([path.join(repo, 'api/dist/server.js')], apiEnv, repo);
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/v1/health`, { timeoutMs: 120_000, isAlive: api.alive }).catch((e) => {
      throw new Error(`${e.message}\n${api.output().slice(-3000)}`);
    });
    const user = await benchUser(url);
    for (const endpoint of endpoints) {
      const base = { id: endpoint.id, label: endpoint.label, read: endpoint.read, dataSet: dataSetOf(endpoint) };
      const req = loadRequest(endpoint, user);
      const problem = await probe(url, req);
      if (problem) {
        rows.push({ ...base, skipped: problem });
        continue;
      }
      log(
        `${endpoint.label}: ${req.method} ${req.variants[0].path}${req.variants.length > 1 ? ` (+${req.variants.length - 1} variants)` : ''}`,
      );
      rows.push({ ...base, ...(await settings.run(url, req, endpoint.amount)) });
    }
  } finally {
    await api.stop();
  }
}

/**
 * @param {{ repo: string, adminUrl: string, redisUrl: string, connections: number, p95Connections: number,
 *   durationSec: number, keepDb: boolean, datasets?: string[] }} options  `datasets`: the domains whose large
 *   data sets to build (default: all).
 */
export async function runApiBench(options) {
  const { repo, adminUrl, redisUrl, connections, p95Connections, durationSec, keepDb, datasets: only } = options;
  const demo = { adminUrl, database: 'jad_bench' };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ID_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    JAD_PG_ADMIN_URL: adminUrl,
  };
  const redis = await redisAnswers(redisUrl);
  if (redis) env.REDIS_URL = redisUrl;
  const run = async (url, req, amount) => {
    await warmUp({ url, ...req, connections, amount: amount?.high });
    const at100 = await measure({ url, ...req, connections, durationSec, amount: amount?.high });
    const at10 = await measure({ url, ...req, connections: p95Connections, durationSec, amount: amount?.low });
    return { at100, at10 };
  };

  await prepareDatabase(demo, { fresh: true });
  log('demo data set: migrations and demo seed');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'api/src/db/seed/run.ts')], {
    cwd: repo,
    env: { ...env, DATABASE_URL: withDatabase(adminUrl, demo.database) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const datasets = prepareDatasets(repo, env, only);

  const bare = await bareServer(repo);
  const rows = [];
  try {
    log('bare Fastify route (1/2)');
    const bareRuns = [await run(bare.url, { method: 'GET', headers: {}, variants: [{ path: '/bare' }] })];
    const dataSetOf = (e) => {
      const d = datasets[e.domain];
      if (e.domain === 'accounts') return e.scale;
      return d?.ok ? d.notes : `**TODO** demo data only: ${d?.todo ?? `no ${datasetPath(e.domain)}`}`;
    };
    // Large data sets first, each on its own database, then everything else on the demo data.
    for (const [domain, d] of Object.entries(datasets).filter(([, d]) => d.ok)) {
      const endpoints = withOverrides(ENDPOINTS, d.requests ?? {}).filter((e) => e.domain === domain);
      await measureOnDatabase({ repo, env, databaseUrl: d.databaseUrl, endpoints, settings: { run }, rows, dataSetOf });
    }
    const onDemo = ENDPOINTS.filter((e) => !datasets[e.domain]?.ok);
    await measureOnDatabase({
      repo,
      env,
      databaseUrl: withDatabase(adminUrl, demo.database),
      endpoints: onDemo,
      settings: { run },
      rows,
      dataSetOf,
    });
    log('bare Fastify route (2/2)');
    bareRuns.push(await run(bare.url, { method: 'GET', headers: {}, variants: [{ path: '/bare' }] }));
    const order = ENDPOINTS.map((e) => e.id);
    rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    return { bare: meanRuns(bareRuns), bareRuns, rows, datasets, redis };
  } finally {
    await bare.stop();
    if (!keepDb) {
      await dropDatabase(demo);
      // Only the databases this run named; a generator's own fixed database (JAD_BENCH_ALLOW_SHARED_DB) is left.
      for (const [domain, d] of Object.entries(datasets))
        if (d.ok && d.database === `jad_bench_${domain}_data`) await dropDatabase({ adminUrl, database: d.database });
    }
  }
}
