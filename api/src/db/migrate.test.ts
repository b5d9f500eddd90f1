import { sql } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/helpers';
import { createDatabase } from './client';
import { isEmptySql, migrate } from './migrate';
import { migrations } from './migrations';

describe('isEmptySql', () => {
  it('treats comment-only scripts as empty', () => {
    expect(isEmptySql('\n-- accounts tables go here\n')).toBe(true);
    expect(isEmptySql('/* later */\n  ')).toBe(true);
    expect(isEmptySql('-- x\ncreate table t (id int);')).toBe(false);
  });
});

describe('the migration list', () => {
  it('starts with the platform and keeps each domain in its slot', () => {
    expect(migrations.map((m) => m.id).slice(0, 6)).toEqual([
      '0001_platform',
      '0100_accounts',
      '0200_activities',
      '0300_hotels',
      '0400_social',
      '0500_plans',
    ]);
    const ids = migrations.map((m) => m.id);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe.each(dbKinds())('migrations on %s', (kind) => {
  // One database for the first two tests: it starts empty, and the second test builds on the first.
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(() => t?.close());

  it('creates the platform, records it, and a second run is a no-op', async () => {
    const first = await migrate(t.database);
    expect(first).toContain('0001_platform');
    // Placeholders with no sql yet are not recorded, so filling them in later still runs them.
    const placeholders = migrations.filter((m) => isEmptySql(m.sql)).map((m) => m.id);
    expect(first).toEqual(migrations.map((m) => m.id).filter((id) => !placeholders.includes(id)));

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
    expect(Number(rates.rows[0].n)).toBe(10);
    // The extensions work, not just exist.
    const sim = await db.execute<{ s: number }>(sql`select similarity(unaccent('Dübai'), 'Dubai') as s`);
    expect(Number(sim.rows[0].s)).toBe(1);
  });

  it('runs a filled-in placeholder later, once, and rolls back a failing migration whole', async () => {
    const extra = [
      ...migrations,
      { id: '9001_test', sql: 'create table t9001 (id int primary key); insert into t9001 values (1);' },
    ];
    expect(await migrate(t.database, { migrations: extra })).toEqual(['9001_test']);
    expect(await migrate(t.database, { migrations: extra })).toEqual([]);

    const broken = [...extra, { id: '9002_broken', sql: 'create table t9002 (id int); select * from no_such_table;' }];
    await expect(migrate(t.database, { migrations: broken })).rejects.toThrow(/no_such_table/);
    const left = await t.database.db.execute<{ t: string | null }>(sql`select to_regclass('t9002')::text as t`);
    expect(left.rows[0].t).toBeNull();
    const ids = await t.database.db.execute<{ id: string }>(sql`select id from schema_migrations where id like '9%'`);
    expect(ids.rows.map((r) => r.id)).toEqual(['9001_test']);
  });

  it('refuses a list with the same id twice', async () => {
    await expect(migrate(t.database, { migrations: [...migrations, migrations[0]] })).rejects.toThrow(/listed twice/);
  });

  if (kind === 'postgres') {
    it('is safe when two instances migrate the same database at once', async () => {
      const fresh = await createTestDatabase(kind, { migrate: false });
      const other = await createDatabase({ databaseUrl: fresh.databaseUrl, pgliteDir: 'memory://' }, { poolMax: 2 });
      try {
        const [a, b] = await Promise.all([migrate(fresh.database), migrate(other)]);
        // Each migration ran exactly once, in one instance or the other.
        const expected = migrations.filter((m) => !isEmptySql(m.sql)).map((m) => m.id);
        expect([...a, ...b].sort()).toEqual(expected);
        const n = await fresh.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fx_rates`);
        expect(Number(n.rows[0].n)).toBe(10);
      } finally {
        await other.close();
        await fresh.close();
      }
    });
  }
});
