import pg from 'pg';

// PostgreSQL housekeeping shared by the test helpers, the hardening runs and the benches: each makes
// a database of its own for a run and drops it afterwards. Only `pg`, so tsx scripts and jest both load it.

/**
 * Runs one statement on a connection of its own and closes it. `create database` and `drop database`
 * cannot run inside a transaction, nor while the connection is to the database being dropped.
 */
export async function pgAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials as `url`, another database. */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
