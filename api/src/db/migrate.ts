import { createHash } from 'node:crypto';
import type { Database } from './client';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/types';

/** Any constant works; it only has to be the same in every api instance. */
const MIGRATION_LOCK_KEY = 727_001_001;

const CREATE_TABLE = `create table if not exists schema_migrations (
  id text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
)`;

interface ScriptTx {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrateOptions {
  migrations?: readonly Migration[];
  log?: (message: string) => void;
}

/** True when the script holds nothing but comments and white space. */
export function isEmptySql(sql: string): boolean {
  return (
    sql
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/--[^\n]*/g, '')
      .trim() === ''
  );
}

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

async function inTransaction<T>(database: Database, work: (tx: ScriptTx) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction((tx) =>
      work({
        exec: async (sql) => {
          await tx.exec(sql);
        },
        query: async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
          (await tx.query<R>(sql, params)).rows,
      }),
    );
  }
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    // Serialises migration runs of instances that start together; released at commit or rollback.
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const result = await work({
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      exec: async (sql) => {
        await client.query(sql);
      },
      query: async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
        (await client.query<R>(sql, params)).rows,
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Applies the pending migrations in order, each in its own transaction, and returns the ids it applied.
 * A migration whose sql is still empty is skipped and not recorded, so a domain can fill in its
 * placeholder later. A recorded migration whose text has changed is reported, never re-run.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const list = options.migrations ?? allMigrations;
  const log = options.log ?? (() => undefined);
  const ids = new Set<string>();
  for (const m of list) {
    if (ids.has(m.id)) throw new Error(`Migration id ${m.id} is listed twice`);
    ids.add(m.id);
  }

  const applied: string[] = [];
  for (const migration of list) {
    if (isEmptySql(migration.sql)) continue;
    const checksum = checksumOf(migration.sql);
    const outcome = await inTransaction(database, async (tx) => {
      await tx.exec(CREATE_TABLE);
      const rows = await tx.query<{ checksum: string }>('select checksum from schema_migrations where id = $1', [
        migration.id,
      ]);
      if (rows.length > 0) return rows[0].checksum === checksum ? 'present' : 'changed';
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [migration.id, checksum]);
      return 'applied';
    });
    if (outcome === 'applied') {
      applied.push(migration.id);
      log(`migration ${migration.id} applied`);
    } else if (outcome === 'changed') {
      log(`migration ${migration.id} was edited after it was applied; add a new migration instead`);
    }
  }
  return applied;
}
