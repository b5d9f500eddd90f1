// The measured half of run.ts: serves the archive from disk and imports it into a fresh PostgreSQL database;
// prints one JSON line with lines/s and the process's peak RSS.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { importEtgContent } from '../../src/providers/hotel-supply/etg-content-import';
import { pgAdmin, withDatabaseName } from '../../test/pg-admin';

const file = process.argv[2] ?? '';
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = 'jad_bench_etg';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-length': String(statSync(file).size), 'content-type': 'application/zstd' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dump.jsonl.zst`;

await pgAdmin(admin, `drop database if exists ${DB} with (force)`);
await pgAdmin(admin, `create database ${DB}`);
const database = await createDatabase({ databaseUrl: withDatabaseName(admin, DB), pgliteDir: 'memory://' });
await migrate(database);
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const quiet = { info: () => undefined, warn: () => undefined };
const started = process.hrtime.bigint();
const run = await importEtgContent({
  db: database.db,
  kind: 'full',
  dumpOf: () => Promise.resolve({ url, last_update: 'bench' }),
  regionIds: [6053839],
  log: quiet,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);
await database.close();
server.close();
await pgAdmin(admin, `drop database if exists ${DB} with (force)`);
console.log(
  JSON.stringify({
    lines: run?.linesDone,
    imported: run?.upserted,
    skipped: run?.skipped,
    seconds: +seconds.toFixed(1),
    lines_per_s: Math.round((run?.linesDone ?? 0) / seconds),
    imported_per_s: Math.round((run?.upserted ?? 0) / seconds),
    rss_before_mb: Math.round(rssBefore / 1e6),
    peak_rss_mb: Math.round(peak / 1e6),
    max_rss_mb: Math.round(process.resourceUsage().maxRSS / 1e3),
  }),
);
