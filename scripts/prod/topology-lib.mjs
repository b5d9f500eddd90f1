// Building blocks of the local production topology (scripts/prod/topology.mjs): settings from the
// environment, the machine's PostgreSQL and Redis, processes started in the background and stopped by pid.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** Everything the topology needs to know, from the environment with local defaults. */
export function topologySettings(env, repo) {
  const runtimeDir = path.resolve(env.JAD_PROD_DIR ?? path.join(repo, '.data/prod'));
  const apiPorts = (env.JAD_API_PORTS ?? '8181,8182').split(',').map(Number);
  if (apiPorts.length < 2 || apiPorts.some((p) => !Number.isInteger(p) || p <= 0))
    throw new Error('JAD_API_PORTS: two or more ports, e.g. 8181,8182');
  const database = env.JAD_PROD_DB ?? 'jad_prod';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
    throw new Error(`JAD_PROD_DB: a plain lower-case name, got ${database}`);
  const adminUrl = env.JAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  return {
    repo,
    runtimeDir,
    stateFile: path.join(runtimeDir, 'topology.json'),
    host: '127.0.0.1',
    port: Number(env.JAD_PROD_PORT ?? 8180),
    apiPorts,
    database,
    adminUrl,
    databaseUrl: databaseUrl.toString(),
    redisUrl: env.JAD_REDIS_URL ?? 'redis://127.0.0.1:6379',
    webRoot: path.resolve(env.JAD_WEB_ROOT ?? repo),
    uploadsDir: path.resolve(env.JAD_UPLOADS_DIR ?? path.join(runtimeDir, 'uploads')),
    idSecret: env.ID_SECRET,
    seedDemo: env.SEED_DEMO ?? 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    serverJs: path.join(repo, 'api/dist/server.js'),
  };
}

/** One secret for every instance (opaque ids must decode anywhere), kept in the runtime folder. */
export function sharedIdSecret(settings) {
  if (settings.idSecret) return settings.idSecret;
  const file = path.join(settings.runtimeDir, 'id-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** The environment of one api instance behind nginx. */
export function apiEnv(settings, port, idSecret, base = process.env) {
  return {
    ...base,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: settings.host,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    ID_SECRET: idSecret,
    WEB_ROOT: settings.webRoot,
    // nginx serves the web build; the instances answer /api/ and /media/ only.
    SERVE_WEB: 'false',
    TRUST_PROXY: 'true',
    // Local HTTP: a Secure cookie would never come back. Behind HTTPS set COOKIE_SECURE=true.
    COOKIE_SECURE: base.COOKIE_SECURE ?? 'false',
    UPLOADS_DIR: settings.uploadsDir,
    SEED_DEMO: settings.seedDemo,
    LOG_LEVEL: settings.logLevel,
  };
}

export async function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(timeoutMs, () => done(false));
  });
}

/** Redis answers PING (a raw RESP exchange: no client library needed for a reachability check). */
export async function redisAnswers(redisUrl, timeoutMs = 2000) {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(/^\+PONG|^-NOAUTH/.test(data.toString())));
    socket.once('error', () => done(false));
    socket.setTimeout(timeoutMs, () => done(false));
  });
}

/** Creates the topology's database (dropping it first when fresh). */
export async function prepareDatabase(settings, { fresh }) {
  const client = new pg.Client({ connectionString: settings.adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists "${settings.database}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [settings.database]);
    if (!rowCount) await client.query(`create database "${settings.database}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(settings) {
  const client = new pg.Client({ connectionString: settings.adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${settings.database}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Starts a process that outlives this script, its output appended to a log file. */
export function startDetached(command, args, { env, cwd, log }) {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.unref();
  return child;
}

/** Polls a URL until it answers 2xx, the process dies, or time runs out. */
export async function waitForHttp(url, { timeoutMs = 90_000, isAlive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** True when pid is alive and its command line contains `marker` (a recycled pid is never ours). */
export function isOurProcess(pid, marker) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    // No /proc (not Linux): the liveness check is all we have.
    return true;
  }
}

/** SIGTERM, then SIGKILL after the grace period. Only touches a pid that is still ours. */
export async function stopProcess(pid, marker, graceMs = 12_000) {
  if (!isOurProcess(pid, marker)) return false;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (Date.now() < until) {
    if (!isOurProcess(pid, marker)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isOurProcess(pid, marker)) process.kill(pid, 'SIGKILL');
  return true;
}

export function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A port that was free a moment ago (for servers like nginx that cannot be told to take port 0). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
