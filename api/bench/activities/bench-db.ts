// A throwaway PostgreSQL database for the activities benchmark: created, migrated and filled with a
// generated catalog, then dropped. Never touches any other database on the server.
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { generateLargeCatalog } from '../../src/modules/activities/catalog/generate-large';
import { loadCatalog } from '../../src/modules/activities/catalog-loader';
import { pgAdmin, withDatabaseName } from '../../test/pg-admin';

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_DB = process.env.BENCH_DB ?? 'jad_bench_activities';

const admin = (statement: string) => pgAdmin(ADMIN_URL, statement);

if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error(`bad database name ${BENCH_DB}`);

export interface BenchDatabase {
  database: Database;
  url: string;
  loadMs: number;
  drop(): Promise<void>;
}

/** Creates BENCH_DB afresh, migrates it and loads `count` generated activities (with branches and reviews). */
export async function createBenchDatabase(count: number, poolMax = 20): Promise<BenchDatabase> {
  await admin(`drop database if exists ${BENCH_DB} with (force)`);
  await admin(`create database ${BENCH_DB}`);
  const url = withDatabaseName(ADMIN_URL, BENCH_DB);
  const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' }, { poolMax });
  const started = performance.now();
  await migrate(database);
  await database.db.transaction((tx) => loadCatalog(tx, generateLargeCatalog(count, 2026), { chunkSize: 500 }));
  // vacuum merges the gin indexes' pending lists (a bulk load leaves them long), analyze feeds the planner.
  await database.db.execute(sql`vacuum analyze`);
  const loadMs = performance.now() - started;
  return {
    database,
    url,
    loadMs,
    async drop() {
      await database.close();
      await admin(`drop database if exists ${BENCH_DB} with (force)`);
    },
  };
}
