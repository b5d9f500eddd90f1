#!/usr/bin/env node
// Every benchmark of the project in one command; the tables go into scripts/bench/README.md and the raw
// numbers into reports/bench.json.
//   node scripts/bench/run.mjs [--duration 10] [--connections 100] [--p95-connections 10]
//                              [--no-build] [--skip-api] [--skip-web] [--keep-db] [--datasets hotels,activities,social]
//                              [--lighthouse-runs 3]
//   node scripts/bench/run.mjs --tables-only   # rewrite the README tables from reports/bench.json
// Needs PostgreSQL (JAD_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), Redis
// (JAD_REDIS_URL, optional), and for the web part nginx, Chromium and the built front ends.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runApiBench } from './api-bench.mjs';
import { formatApiTable, replaceSection } from './bench-lib.mjs';
import { formatWebTable, runWebBench } from './web-bench.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    'p95-connections': { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
    datasets: { type: 'string' },
    'tables-only': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const adminUrl = process.env.JAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.JAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const readmeFile = path.join(repo, 'scripts/bench/README.md');
const log = (m) => console.error(`[bench] ${m}`);

async function postgresVersion() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version.split(' ')[0];
  } finally {
    await client.end();
  }
}

function writeTables(report) {
  const sections = {};
  if (report.api)
    sections.api = formatApiTable(report.api.rows, report.api.bare, {
      ...report.meta,
      postgres: `${report.meta.postgres}${report.api.redis ? ', Redis' : ''}`,
    });
  if (report.web) sections.web = formatWebTable(report.web, report.meta);
  // Read at the end: the README may have been edited while the benchmarks ran.
  let readme = fs.readFileSync(readmeFile, 'utf8');
  for (const [name, content] of Object.entries(sections)) readme = replaceSection(readme, name, content);
  fs.writeFileSync(readmeFile, readme);
}

async function main() {
  if (flags['tables-only']) {
    writeTables(JSON.parse(fs.readFileSync(path.join(repo, 'reports/bench.json'), 'utf8')));
    return;
  }
  const meta = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    // The load average says how quiet the machine was: other work on the same cores moves every figure.
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, load average ${os.loadavg()[0].toFixed(1)} at the start, Node ${process.versions.node}`,
    connections: Number(flags.connections),
    p95Connections: Number(flags['p95-connections']),
    durationSec: Number(flags.duration),
    postgres: await postgresVersion(),
  };
  if (!flags['no-build']) {
    log('building the api');
    execFileSync('npm', ['run', 'build', '-w', '@jad/api'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const report = { meta };

  if (!flags['skip-api']) {
    report.api = await runApiBench({
      repo,
      adminUrl,
      redisUrl,
      connections: meta.connections,
      p95Connections: meta.p95Connections,
      durationSec: meta.durationSec,
      keepDb: flags['keep-db'],
      datasets: flags.datasets?.split(','),
    });
  }
  if (!flags['skip-web']) {
    const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    report.web = await runWebBench({ repo, chromiumPath, lighthouseRuns: Number(flags['lighthouse-runs']) });
  }

  writeTables(report);
  fs.mkdirSync(path.join(repo, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'reports/bench.json'), JSON.stringify(report, null, 2));
  log('tables written to scripts/bench/README.md, numbers to reports/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
