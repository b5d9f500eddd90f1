#!/usr/bin/env node
// The production topology on one machine: nginx in front of two api instances on PostgreSQL and Redis.
//   node scripts/prod/topology.mjs start [--fresh] [--build]   # prints the state (JSON) when up
//   node scripts/prod/topology.mjs status
//   node scripts/prod/topology.mjs stop [--drop-db]
//   node scripts/prod/topology.mjs run [--fresh] [--build]     # start, wait for Ctrl-C, stop
// Settings (environment): JAD_PROD_PORT (8180), JAD_API_PORTS (8181,8182), JAD_PROD_DB (jad_prod),
// JAD_PG_ADMIN_URL, JAD_REDIS_URL, JAD_PROD_DIR (.data/prod), JAD_WEB_ROOT (the checkout), ID_SECRET
// (else one generated into the runtime folder), SEED_DEMO (true), LOG_LEVEL (info), and the nginx
// options of scripts/prod/render-nginx.mjs (JAD_REMOTE_ORIGINS, …).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultWorkerUser, findNginx, optionsFromEnv, renderNginxConfig } from './nginx-render-lib.mjs';
import {
  apiEnv,
  canConnect,
  dropDatabase,
  isOurProcess,
  prepareDatabase,
  redisAnswers,
  sharedIdSecret,
  startDetached,
  stopProcess,
  tail,
  topologySettings,
  waitForHttp,
} from './topology-lib.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fresh: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    'drop-db': { type: 'boolean', default: false },
  },
});
const command = positionals[0];
const settings = topologySettings(process.env, repo);
const API_MARKER = 'server.js';
const log = (message) => console.error(`[topology] ${message}`);

const readState = () =>
  fs.existsSync(settings.stateFile) ? JSON.parse(fs.readFileSync(settings.stateFile, 'utf8')) : null;
const writeState = (state) => fs.writeFileSync(settings.stateFile, JSON.stringify(state, null, 2) + '\n');

async function preflight(nginx) {
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install -y nginx)');
  if (!fs.existsSync(path.join(settings.webRoot, 'shell/dist/index.html')))
    throw new Error(`no shell build in ${settings.webRoot}/shell/dist (npm run build)`);
  if (!fs.existsSync(path.join(settings.webRoot, 'releases/manifest.json')))
    throw new Error(`no remote releases in ${settings.webRoot}/releases (bash scripts/build-all.sh)`);
  for (const port of [settings.port, ...settings.apiPorts]) {
    if (await canConnect(port))
      throw new Error(`port ${port} is in use (a topology already running? node scripts/prod/topology.mjs stop)`);
  }
  const pgUrl = new URL(settings.adminUrl);
  if (!(await canConnect(Number(pgUrl.port || 5432), pgUrl.hostname)))
    throw new Error(`PostgreSQL is not reachable at ${pgUrl.host}`);
  if (!(await redisAnswers(settings.redisUrl))) throw new Error(`Redis is not reachable at ${settings.redisUrl}`);
}

async function start() {
  const nginx = findNginx();
  if (readState()) throw new Error(`a topology is recorded in ${settings.stateFile}: stop it first`);
  await preflight(nginx);
  fs.mkdirSync(settings.runtimeDir, { recursive: true });
  if (flags.build || !fs.existsSync(settings.serverJs)) {
    log('building the api');
    execFileSync('npm', ['run', 'build', '-w', '@jad/api'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  await prepareDatabase(settings, { fresh: flags.fresh });
  const idSecret = sharedIdSecret(settings);

  const state = {
    url: `http://${settings.host}:${settings.port}`,
    database: settings.database,
    redisUrl: settings.redisUrl,
    apis: [],
    nginx: null,
  };
  writeState(state);
  try {
    // One after the other: the first migrates and seeds, the second finds the work done.
    for (const [i, port] of settings.apiPorts.entries()) {
      const name = String.fromCharCode(97 + i);
      const logFile = path.join(settings.runtimeDir, 'logs', `api-${name}.log`);
      const child = startDetached(process.execPath, [settings.serverJs], {
        env: apiEnv(settings, port, idSecret),
        cwd: repo,
        log: logFile,
      });
      state.apis.push({ name, port, pid: child.pid, url: `http://${settings.host}:${port}`, log: logFile });
      writeState(state);
      try {
        await waitForHttp(`http://${settings.host}:${port}/api/v1/health`, {
          isAlive: () => isOurProcess(child.pid, API_MARKER),
        });
      } catch (error) {
        throw new Error(`api ${name} did not start: ${error.message}\n${tail(logFile)}`);
      }
      log(`api ${name} up on ${port} (pid ${child.pid})`);
    }

    const options = optionsFromEnv(process.env, {
      templateDir: path.join(repo, 'nginx'),
      outDir: path.join(settings.runtimeDir, 'nginx/conf'),
      runtimeDir: path.join(settings.runtimeDir, 'nginx'),
      webRoot: settings.webRoot,
      listen: `${settings.host}:${settings.port}`,
      apiServers: settings.apiPorts.map((p) => `${settings.host}:${p}`),
      brotliModulesDir: '/usr/lib/nginx/modules',
    });
    if (options.user === undefined && process.getuid?.() === 0) options.user = defaultWorkerUser(settings.webRoot);
    const { confFile } = renderNginxConfig(options);
    const nginxArgs = ['-c', confFile, '-p', options.runtimeDir];
    execFileSync(nginx, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
    execFileSync(nginx, nginxArgs, { stdio: 'inherit' });
    state.nginx = {
      bin: nginx,
      conf: confFile,
      prefix: options.runtimeDir,
      pidFile: path.join(options.runtimeDir, 'nginx.pid'),
      log: path.join(options.runtimeDir, 'logs/error.log'),
    };
    writeState(state);
    await waitForHttp(`${state.url}/api/v1/health`, { timeoutMs: 15_000 });
    log(`nginx up on ${state.url}`);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(JSON.stringify(state));
  return state;
}

async function stop() {
  const state = readState();
  if (!state) {
    log('nothing recorded as running');
  } else {
    if (state.nginx && fs.existsSync(state.nginx.pidFile)) {
      const pid = Number(fs.readFileSync(state.nginx.pidFile, 'utf8').trim());
      if (await stopProcess(pid, 'nginx')) log(`nginx stopped (pid ${pid})`);
    }
    for (const api of state.apis) {
      if (await stopProcess(api.pid, API_MARKER)) log(`api ${api.name} stopped (pid ${api.pid})`);
    }
    fs.rmSync(settings.stateFile, { force: true });
  }
  if (flags['drop-db']) {
    await dropDatabase(settings);
    log(`database ${settings.database} dropped`);
  }
}

async function status() {
  const state = readState();
  if (!state) {
    console.log(JSON.stringify({ running: false }));
    return false;
  }
  const nginxPid =
    state.nginx && fs.existsSync(state.nginx.pidFile) ? Number(fs.readFileSync(state.nginx.pidFile, 'utf8').trim()) : 0;
  const report = {
    running: true,
    url: state.url,
    nginx: isOurProcess(nginxPid, 'nginx'),
    apis: state.apis.map((a) => ({ name: a.name, port: a.port, alive: isOurProcess(a.pid, API_MARKER) })),
  };
  console.log(JSON.stringify(report, null, 2));
  return report.nginx && report.apis.every((a) => a.alive);
}

async function main() {
  switch (command) {
    case 'start':
      await start();
      return;
    case 'stop':
      await stop();
      return;
    case 'status':
      process.exitCode = (await status()) ? 0 : 1;
      return;
    case 'run': {
      await start();
      log('Ctrl-C stops everything');
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await stop();
      return;
    }
    default:
      console.error(
        'usage: topology.mjs start [--fresh] [--build] | status | stop [--drop-db] | run [--fresh] [--build]',
      );
      process.exitCode = 2;
  }
}

main().catch((error) => {
  log(error.message);
  process.exitCode = 1;
});
