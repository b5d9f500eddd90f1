import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';

/** Runs a read and returns its raw rows. `name` identifies the statement's text (one name, one text). */
export type SqlRunner = (name: string, query: SQL) => Promise<Record<string, unknown>[]>;

const dialect = new PgDialect();
const runners = new WeakMap<Database, SqlRunner>();

/**
 * The feed and the drawer run a handful of statements thousands of times; on PostgreSQL they go as named
 * prepared statements, so each connection plans them once instead of on every request (planning was
 * most of their cost). PGlite, in process, simply executes them.
 */
export function sqlRunner(database: Database): SqlRunner {
  let runner = runners.get(database);
  if (runner) return runner;
  if (database.kind === 'postgres') {
    const { pool } = database;
    runner = async (name, query) => {
      const { sql, params } = dialect.sqlToQuery(query);
      return (await pool.query({ name: `jad_${name}`, text: sql, values: params })).rows as Record<string, unknown>[];
    };
  } else {
    runner = async (_name, query) => (await database.db.execute(query)).rows;
  }
  runners.set(database, runner);
  return runner;
}
