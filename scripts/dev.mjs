#!/usr/bin/env node
// `npm run dev`: the whole app with reload on save, on one address (http://localhost:8080 by default).
//   api      tsx watch on JAD_DEV_API_PORT (8081): PGlite in .data/pglite with the demo data, restarts on save
//   shell    webpack serve on JAD_DEV_PORT (8080): proxies /api and /media to the api, /remotes/<name>/dev/ to
//            each remote's dev server, and reloads the page when the shell's code changes
//   remotes  webpack serve of each remote as a federated remote (not its standalone page) on 3001-3005; the
//            shell's proxy forwards their reload socket too, so saving a remote's file reloads the page
// The api reads the remote manifest from .dev/releases/manifest.json, written here to point at the dev servers.
// Ctrl-C (or SIGTERM) stops every child; if one child exits, the others are stopped and the exit code is its.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.JAD_DEV_PORT ?? 8080);
const apiPort = Number(process.env.JAD_DEV_API_PORT ?? 8081);

/** Domain, package folder and dev-server port of each remote (the ports of their webpack.config.js). */
export const REMOTES = [
  { domain: 'hotels', name: 'mfe-hotels', port: 3001 },
  { domain: 'social', name: 'mfe-social', port: 3002 },
  { domain: 'plans', name: 'mfe-plans', port: 3003 },
  { domain: 'activities', name: 'mfe-activities', port: 3004 },
  { domain: 'account', name: 'mfe-account', port: 3005 },
];

/** The manifest of the dev servers: one version, "dev", of each remote, served through the shell's proxy. */
export function devManifest(remotes = REMOTES) {
  return {
    remotes: Object.fromEntries(
      remotes.map((r) => [
        r.domain,
        { stable: 'dev', versions: [{ version: 'dev', url: `/remotes/${r.name}/dev/remoteEntry.js`, weight: 100 }] },
      ]),
    ),
  };
}

function writeManifest(webRoot) {
  const file = path.join(webRoot, 'releases', 'manifest.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(devManifest(), null, 2)}\n`);
}

const webpack = path.join(repo, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const tsx = path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function main() {
  const webRoot = path.join(repo, '.dev');
  writeManifest(webRoot);
  const remoteDevServers = Object.fromEntries(REMOTES.map((r) => [r.name, r.port]));
  const children = [
    {
      label: 'api',
      cwd: path.join(repo, 'api'),
      args: [tsx, 'watch', '--clear-screen=false', 'src/server.ts'],
      env: { PORT: String(apiPort), WEB_ROOT: webRoot, SERVE_WEB: 'false', SEED_DEMO: 'true' },
    },
    {
      label: 'shell',
      cwd: path.join(repo, 'shell'),
      args: [webpack, 'serve', '--mode', 'development', '--port', String(port)],
      env: {
        JAD_DEV_API: `http://localhost:${apiPort}`,
        JAD_DEV_REMOTES: JSON.stringify(remoteDevServers),
      },
    },
    ...REMOTES.map((r) => ({
      label: r.name,
      cwd: path.join(repo, r.name),
      args: [webpack, 'serve', '--mode', 'development', '--env', 'federated', '--port', String(r.port)],
      // The reload client in the page reaches this server through the shell's proxy, on the page's own address.
      env: { JAD_DEV_WS_PATH: `/remotes/${r.name}/dev/ws`, JAD_DEV_API: `http://localhost:${apiPort}` },
    })),
  ];

  const width = Math.max(...children.map((c) => c.label.length));
  const running = new Set();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const child of running) {
      // Each child leads its own process group, so its own children (tsx's node, webpack's workers) stop too.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    setTimeout(() => {
      for (const child of running) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      process.exit(exitCode);
    }, 5000).unref();
  };

  for (const spec of children) {
    const child = spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const prefix = `[${spec.label.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!stopping) {
        console.log(`${prefix}exited (${signal ?? code}); stopping the others`);
        stopAll(code ?? 1);
      }
      if (running.size === 0) process.exit(exitCode);
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
  console.log(`jad dev: http://localhost:${port}/ (api on :${apiPort}, remotes on :3001-3005); Ctrl-C stops all`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
