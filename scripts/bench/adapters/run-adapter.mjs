#!/usr/bin/env node
// Prepares one domain's large data set in its own PostgreSQL database and prints, as the last stdout line,
//   { "ok": true, "database": "…", "databaseUrl": "…", "requests": { "<endpoint id>": { method, variants } }, "notes": "…" }
// or { "ok": false, "todo": "why there is no large data set yet" }.
// Run with tsx (the domains' generators are TypeScript):
//   node --import tsx scripts/bench/adapters/run-adapter.mjs <domain>
// Environment: JAD_PG_ADMIN_URL, JAD_BENCH_DB (the database name to use when the generator lets us choose).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const domain = process.argv[2];
const context = {
  repo,
  adminUrl: process.env.JAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.JAD_BENCH_DB ?? `jad_bench_${domain}`,
  idSecret: process.env.ID_SECRET,
  log: (m) => console.error(`[${domain}] ${m}`),
  /** Imports a domain file when it exists; null when it does not (the domain has not written it yet). */
  async load(rel) {
    const file = path.join(repo, rel);
    return fs.existsSync(file) ? import(pathToFileURL(file).href) : null;
  },
};

async function main() {
  // 1. The domain's own plug-in (README: api/bench/<domain>/dataset.ts exporting prepareDataset).
  const contract = await context.load(`api/bench/${domain}/dataset.ts`);
  if (typeof contract?.prepareDataset === 'function') return { ok: true, ...(await contract.prepareDataset(context)) };
  // 2. The generators the domain already has, read by an adapter of ours.
  const adapterFile = path.join(path.dirname(fileURLToPath(import.meta.url)), `${domain}.mjs`);
  if (fs.existsSync(adapterFile)) return (await import(pathToFileURL(adapterFile).href)).prepare(context);
  return { ok: false, todo: `no large data set: add api/bench/${domain}/dataset.ts (see scripts/bench/README.md)` };
}

main().then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
