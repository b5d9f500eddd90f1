import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { at } from '../lib/checked';
import { findRepoRoot } from '../lib/repo-root';
import type { Database } from './client';
import { LEGACY_CONSTRAINT_RENAMES } from './legacy/baseline-names';

/** Any constant works; it only has to be the same in every api instance. */
const MIGRATION_LOCK_KEY = 727_001_001;

const CREATE_TABLE = `create table if not exists schema_migrations (
  id text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
)`;

/**
 * The hand-written TypeScript migrations that ran before the schema moved to drizzle-kit (issue 20). A database
 * whose schema_migrations holds the last of them has exactly the schema of the baseline below.
 */
export const LEGACY_MIGRATION_IDS = [
  '0001_platform',
  '0100_accounts',
  '0200_activities',
  '0300_hotels',
  '0400_social',
  '0500_plans',
  '0610_mail_queue',
  '0620_tickets',
  '0630_orders_claim',
  '0640_reviews',
] as const;

/**
 * The generated migrations that together equal the legacy list: extensions and functions, the schema generated
 * from src/db/schema, then triggers and seed-free data. An upgraded database is marked as having run them.
 */
export const BASELINE_MIGRATION_IDS = ['0000_extensions', '0001_baseline', '0002_triggers_and_data'] as const;

/** One forward-only migration: a tag from drizzle/meta/_journal.json and the SQL of drizzle/<tag>.sql. */
export interface Migration {
  id: string;
  /** One or more SQL statements, run in one transaction. Empty (or comment-only) means nothing to do yet. */
  sql: string;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** api/drizzle of the repository the api runs in (the source and the bundle, dist/server.js, alike). */
export function defaultMigrationsFolder(): string {
  return path.join(findRepoRoot(), 'api', 'drizzle');
}

/** The migrations drizzle-kit wrote, in journal order. */
export function loadMigrations(folder = defaultMigrationsFolder()): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => ({ id: entry.tag, sql: readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8') }));
}

interface ScriptTx {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrateOptions {
  /** Defaults to the generated migrations in api/drizzle. */
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
 * A database migrated by the legacy list up to 0640_reviews gets its constraints renamed to drizzle-kit's names
 * (legacy/baseline-names.ts) and the baseline recorded as applied (its schema is then the baseline's), so it
 * continues with the migrations after it. A database stopped part-way through the legacy
 * list is refused: deploy the release before issue 20 once to finish it.
 */
async function adoptLegacy(tx: ScriptTx, list: readonly Migration[], log: (message: string) => void): Promise<void> {
  const rows = await tx.query<{ id: string }>('select id from schema_migrations');
  const ids = new Set(rows.map((r) => r.id));
  const legacy = LEGACY_MIGRATION_IDS.filter((id) => ids.has(id));
  if (legacy.length === 0 || BASELINE_MIGRATION_IDS.some((id) => ids.has(id))) return;
  const last = at(LEGACY_MIGRATION_IDS, LEGACY_MIGRATION_IDS.length - 1);
  if (!ids.has(last)) {
    throw new Error(
      `This database ran the hand-written migrations only up to ${legacy.at(-1)}; ` +
        `the generated baseline needs all of them (up to ${last}). Run the previous release once, then this one.`,
    );
  }
  await tx.exec(LEGACY_CONSTRAINT_RENAMES);
  for (const id of BASELINE_MIGRATION_IDS) {
    const migration = list.find((m) => m.id === id);
    if (!migration) throw new Error(`The baseline migration ${id} is missing from the list`);
    await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [id, checksumOf(migration.sql)]);
  }
  log(`database migrated by the hand-written list up to ${last}: constraints renamed, baseline marked as applied`);
}

/**
 * Applies the pending migrations in order, each in its own transaction, and returns the ids it applied.
 * A migration whose sql is empty is skipped and not recorded. A recorded migration whose text has changed is
 * reported, never re-run.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const list = options.migrations ?? loadMigrations();
  const log = options.log ?? (() => undefined);
  const ids = new Set<string>();
  for (const m of list) {
    if (ids.has(m.id)) throw new Error(`Migration id ${m.id} is listed twice`);
    ids.add(m.id);
  }

  await inTransaction(database, async (tx) => {
    await tx.exec(CREATE_TABLE);
    await adoptLegacy(tx, list, log);
  });

  const applied: string[] = [];
  for (const migration of list) {
    if (isEmptySql(migration.sql)) continue;
    const checksum = checksumOf(migration.sql);
    const outcome = await inTransaction(database, async (tx) => {
      const rows = await tx.query<{ checksum: string }>('select checksum from schema_migrations where id = $1', [
        migration.id,
      ]);
      const [row] = rows;
      if (row) return row.checksum === checksum ? 'present' : 'changed';
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
