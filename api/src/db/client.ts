import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type DbKind = 'pglite' | 'postgres';

/** The common ground of both drivers' query results: raw `execute` gives `{ rows }` on each. */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RawRows<Assume<this['row'], Record<string, unknown>>>;
}
interface RawRows<T> {
  rows: T[];
}

/** A Drizzle database or transaction on either driver; repositories take this. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<DbQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}

/** The driver's own client is exposed for the migration runner, which needs multi-statement scripts. */
export type Database = DatabaseBase & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool });

/** The PostgreSQL extensions the schema relies on; PGlite ships them as contrib bundles. */
export const pgliteExtensions = { pg_trgm, unaccent, btree_gist, cube, earthdistance };

/** pg pool size when neither the caller nor DATABASE_POOL_MAX says (config.ts). */
export const DEFAULT_POOL_MAX = 20;

export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<AppConfig, 'databasePoolMax'>>,
  options: {
    poolMax?: number;
    /** PGlite only: start from a dumpDataDir() snapshot instead of an empty cluster. */ loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolMax ?? config.databasePoolMax ?? DEFAULT_POOL_MAX,
    });
    // An idle client that loses its connection emits here; without a listener it would crash the process.
    pool.on('error', () => undefined);
    const db: Db = drizzleNodePg(pool, { schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const memory = config.pgliteDir.startsWith('memory://');
  if (!memory) mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(memory ? 'memory://' : config.pgliteDir, {
    extensions: pgliteExtensions,
    loadDataDir: options.loadDataDir,
  });
  const db: Db = drizzlePglite(client, { schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}
