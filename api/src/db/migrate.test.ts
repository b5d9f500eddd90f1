import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/helpers';
import { createDatabase, type Database } from './client';
import {
  BASELINE_MIGRATION_IDS,
  LEGACY_MIGRATION_IDS,
  defaultMigrationsFolder,
  isEmptySql,
  loadMigrations,
  migrate,
} from './migrate';

const migrations = loadMigrations();

describe('isEmptySql', () => {
  it('treats comment-only scripts as empty', () => {
    expect(isEmptySql('\n-- accounts tables go here\n')).toBe(true);
    expect(isEmptySql('/* later */\n  ')).toBe(true);
    expect(isEmptySql('-- x\ncreate table t (id int);')).toBe(false);
  });
});

describe('the generated migration list', () => {
  it('reads api/drizzle in journal order, starting with the baseline', () => {
    expect(defaultMigrationsFolder()).toBe(path.resolve(__dirname, '../../drizzle'));
    const ids = migrations.map((m) => m.id);
    expect(ids.slice(0, 3)).toEqual([...BASELINE_MIGRATION_IDS]);
    expect([...ids].sort()).toEqual(ids);
    expect(migrations.every((m) => !isEmptySql(m.sql))).toBe(true);
  });
});

describe.each(dbKinds())('migrations on %s', (kind) => {
  // One database for the first two tests: it starts empty, and the second test builds on the first.
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(() => t?.close());

  it('creates the schema from the baseline, records it, and a second run is a no-op', async () => {
    const first = await migrate(t.database);
    expect(first).toEqual(migrations.map((m) => m.id));

    const second = await migrate(t.database);
    expect(second).toEqual([]);

    const { db } = t.database;
    const recorded = await db.execute<{ id: string }>(sql`select id from schema_migrations order by id`);
    expect(recorded.rows.map((r) => r.id)).toEqual(first);

    const ext = await db.execute<{ extname: string }>(sql`select extname from pg_extension order by extname`);
    expect(ext.rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'cube', 'earthdistance', 'pg_trgm', 'unaccent']),
    );
    const rates = await db.execute<{ n: number }>(sql`select count(*)::int as n from fx_rates`);
    expect(Number(rates.rows[0]!.n)).toBe(10);
    // The extensions work, not just exist.
    const sim = await db.execute<{ s: number }>(sql`select similarity(unaccent('Dübai'), 'Dubai') as s`);
    expect(Number(sim.rows[0]!.s)).toBe(1);
    const triggers = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgname like 'notifications_notify_%'`,
    );
    expect(Number(triggers.rows[0]!.n)).toBe(3);
  });

  it('runs a new migration later, once, and rolls back a failing migration whole', async () => {
    const extra = [
      ...migrations,
      { id: '9001_test', sql: 'create table t9001 (id int primary key); insert into t9001 values (1);' },
    ];
    expect(await migrate(t.database, { migrations: extra })).toEqual(['9001_test']);
    expect(await migrate(t.database, { migrations: extra })).toEqual([]);

    const broken = [...extra, { id: '9002_broken', sql: 'create table t9002 (id int); select * from no_such_table;' }];
    await expect(migrate(t.database, { migrations: broken })).rejects.toThrow(/no_such_table/);
    const left = await t.database.db.execute<{ t: string | null }>(sql`select to_regclass('t9002')::text as t`);
    expect(left.rows[0]!.t).toBeNull();
    const ids = await t.database.db.execute<{ id: string }>(sql`select id from schema_migrations where id like '9%'`);
    expect(ids.rows.map((r) => r.id)).toEqual(['9001_test']);
  });

  it('refuses a list with the same id twice', async () => {
    await expect(migrate(t.database, { migrations: [...migrations, migrations[0]!] })).rejects.toThrow(/listed twice/);
  });

  if (kind === 'postgres') {
    it('is safe when two instances migrate the same database at once', async () => {
      const fresh = await createTestDatabase(kind, { migrate: false });
      const other = await createDatabase({ databaseUrl: fresh.databaseUrl, pgliteDir: 'memory://' }, { poolMax: 2 });
      try {
        const [a, b] = await Promise.all([migrate(fresh.database), migrate(other)]);
        // Each migration ran exactly once, in one instance or the other.
        expect([...a, ...b].sort()).toEqual(migrations.map((m) => m.id));
        const n = await fresh.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fx_rates`);
        expect(Number(n.rows[0]!.n)).toBe(10);
      } finally {
        await other.close();
        await fresh.close();
      }
    });
  }
});

interface LegacyMigration {
  id: string;
  checksum: string;
  sql: string;
}

/** The hand-written list as it stood at 0640_reviews (text and checksums), before the move to drizzle-kit. */
const legacy = JSON.parse(
  readFileSync(path.join(__dirname, 'legacy', 'hand-written-0640.json'), 'utf8'),
) as LegacyMigration[];

/** What the old runner did: schema_migrations, then each script and its row, in one transaction each. */
async function migrateTheOldWay(database: Database, list: LegacyMigration[]): Promise<void> {
  const table = `create table schema_migrations (id text primary key, checksum text not null,
    applied_at timestamptz not null default now())`;
  const insert = 'insert into schema_migrations (id, checksum) values ($1, $2)';
  if (database.kind === 'pglite') {
    await database.client.exec(table);
    for (const m of list) {
      await database.client.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(insert, [m.id, m.checksum]);
      });
    }
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query(table);
    for (const m of list) {
      await client.query('begin');
      await client.query(m.sql);
      await client.query(insert, [m.id, m.checksum]);
      await client.query('commit');
    }
  } finally {
    client.release();
  }
}

/** Every schema object a migration makes, with its name and definition, in a stable order. */
async function describeSchema(database: Database): Promise<Record<string, string[]>> {
  const q = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<{ line: string }>(query)).rows.map((r) => r.line);
  return {
    columns: await q(sql`select concat_ws(' | ', table_name, ordinal_position, column_name, data_type, is_nullable,
        column_default, generation_expression) as line
      from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
    constraints:
      await q(sql`select concat_ws(' | ', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) as line
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid <> 0 order by 1`),
    indexes: await q(sql`select concat_ws(' | ', indexname, indexdef) as line
      from pg_indexes where schemaname = 'public' order by 1`),
    triggers: await q(sql`select pg_get_triggerdef(oid) as line from pg_trigger where not tgisinternal order by 1`),
    functions: await q(sql`select concat_ws(' | ', p.proname, md5(p.prosrc)) as line from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') order by 1`),
    sequences: await q(sql`select concat_ws(' | ', c.relname, s.seqstart) as line
      from pg_sequence s join pg_class c on c.oid = s.seqrelid order by 1`),
  };
}

describe.each(dbKinds())('upgrading a database of the hand-written migrations on %s', (kind) => {
  it('marks the baseline as applied, renames constraints, and ends with the schema of a new database', async () => {
    const old = await createTestDatabase(kind, { migrate: false });
    const fresh = await createTestDatabase(kind, { migrate: false });
    try {
      await migrateTheOldWay(old.database, legacy);
      expect(legacy.map((m) => m.id)).toEqual([...LEGACY_MIGRATION_IDS]);
      const messages: string[] = [];
      const applied = await migrate(old.database, { log: (m) => messages.push(m) });
      // Only what comes after the baseline runs (nothing yet); the baseline is recorded, not re-run.
      expect(applied).toEqual(migrations.slice(BASELINE_MIGRATION_IDS.length).map((m) => m.id));
      expect(messages[0]).toMatch(/hand-written list up to 0640_reviews/);
      const recorded = await old.database.db.execute<{ id: string }>(sql`select id from schema_migrations order by id`);
      expect(recorded.rows.map((r) => r.id)).toEqual([...LEGACY_MIGRATION_IDS, ...migrations.map((m) => m.id)].sort());
      expect(await migrate(old.database)).toEqual([]);

      await migrate(fresh.database);
      const [upgraded, created] = await Promise.all([describeSchema(old.database), describeSchema(fresh.database)]);
      expect(created.constraints!.length).toBeGreaterThan(100);
      expect(created.indexes!.length).toBeGreaterThan(80);
      expect(upgraded).toEqual(created);
    } finally {
      await old.close();
      await fresh.close();
    }
  });

  it('refuses a database that stopped part-way through the hand-written list', async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    try {
      await migrateTheOldWay(t.database, legacy.slice(0, 6));
      await expect(migrate(t.database)).rejects.toThrow(/only up to 0500_plans/);
      const baseline = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from schema_migrations where id = '0001_baseline'`,
      );
      expect(Number(baseline.rows[0]!.n)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
