// The larger fuzz run (issue 9, item 1): `npx tsx api/bench/fuzz/run.ts [--runs 150] [--seed N] [--filter REGEX]`.
// Same cases as api/test/hardening/fuzz.test.ts, more of them, on a fresh PGlite database with the demo
// data (or PostgreSQL with --postgres, using TEST_DATABASE_URL's server and a throwaway database). Writes
// bench/fuzz/results.json and exits 1 on a finding.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed';
import { buildPool, fuzzApi } from '../../test/hardening/fuzz-core';
import { pgAdmin, withDatabaseName } from '../../test/pg-admin';

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '..', '..', '..');

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '150' },
      seed: { type: 'string' },
      filter: { type: 'string' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const seed = values.seed ? Number(values.seed) : Date.now() % 2 ** 31;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-fuzz-'));
  mkdirSync(path.join(scratch, 'web', 'releases'), { recursive: true });
  copyFileSync(
    path.join(repoRoot, 'releases', 'manifest.json'),
    path.join(scratch, 'web', 'releases', 'manifest.json'),
  );

  let databaseUrl: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `jad_fuzz_${process.pid}`;
  if (values.postgres) {
    if (!adminUrl) throw new Error('--postgres needs TEST_DATABASE_URL');
    await pgAdmin(adminUrl, `create database ${dbName}`);
    databaseUrl = withDatabaseName(adminUrl, dbName);
  }
  const database = await createDatabase({ databaseUrl, pgliteDir: 'memory://' });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: databaseUrl,
        WEB_ROOT: path.join(scratch, 'web'),
        UPLOADS_DIR: path.join(scratch, 'uploads'),
        LOG_LEVEL: 'silent',
      },
      { repoRoot },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const pool = await buildPool(app, database.db);
    console.log(`fuzzing on ${database.kind}: ${runs} cases per operation, seed ${seed}`);
    const stats = await fuzzApi({
      app,
      db: database.db,
      pool,
      runsPerRoute: runs,
      seed,
      filter: values.filter ? new RegExp(values.filter) : undefined,
      onProgress: (route, done) =>
        process.stdout.write(`\r${String(done).padStart(7)} cases  ${route.padEnd(70).slice(0, 70)}`),
    });
    await app.close();
    process.stdout.write('\n');
    const summary = {
      date: new Date().toISOString(),
      database: database.kind,
      seed,
      runsPerRoute: runs,
      routes: stats.routes,
      cases: stats.cases,
      rejectedWrites: stats.rejectedWrites,
      seconds: Math.round(stats.ms / 100) / 10,
      byStatus: stats.byStatus,
      findings: stats.findings,
    };
    writeFileSync(
      path.join(here, `results${database.kind === 'postgres' ? '-postgres' : ''}.json`),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(JSON.stringify({ ...summary, findings: stats.findings.length }, null, 2));
    for (const f of stats.findings.slice(0, 20))
      console.log(`FINDING ${f.route} [${f.label}] ${f.problem}\n  ${f.request}`);
    process.exitCode = stats.findings.length ? 1 : 0;
  } finally {
    await database.close();
    if (values.postgres && adminUrl) await pgAdmin(adminUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
