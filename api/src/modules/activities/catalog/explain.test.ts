import { createTestDatabase, type TestDatabase } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import { generateLargeCatalog } from './generate-large';
import { loadCatalog } from '../catalog-loader';
import { listActivitiesQuery } from './list-query';
import { similarSearchSql, substringSearchSql, userSearchSql } from '../search/repository';

// The indexes of migration 0200 must serve the queries the api really runs (same text, same
// expressions). Checked on PostgreSQL, over enough rows that the planner prefers an index to a scan.
const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('query plans on postgres', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const db = t.database.db;
    await db.transaction((tx) => loadCatalog(tx, generateLargeCatalog(4000, 7), { chunkSize: 400, reviews: false }));
    await db.execute(sql`insert into users (email, username, first_name, last_name)
      select 'bench' || g || '@example.test', 'traveller_' || g, 'Name' || g, 'Family' || (g % 97) from generate_series(1, 5000) g`);
    // vacuum merges the gin pending lists a bulk load leaves behind; analyze gives the planner the row counts.
    await db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => t?.close());

  async function plan(text: string, params: unknown[] = []): Promise<string> {
    if (t.database.kind !== 'postgres') throw new Error('postgres only');
    const result = await t.database.pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  async function explainSql(query: ReturnType<typeof substringSearchSql>): Promise<string> {
    const result = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('searches rare words through the trigram indexes on search_en and search_ar', async () => {
    // Each is rare in the generated catalog, so an index beats walking the table.
    const cases: Array<[ReturnType<typeof substringSearchSql>, RegExp]> = [
      [substringSearchSql('مارينا', 4, 'word-start'), /Bitmap Index Scan on activities_name_ar_trgm_idx/],
      [substringSearchSql('xyzzy', 4, 'anywhere'), /Bitmap Index Scan on activities_name_en_trgm_idx/],
      [substringSearchSql('123', 4, 'anywhere'), /activities_name_en_trgm_idx[\s\S]*activities_name_ar_trgm_idx/],
      [similarSearchSql('desrt', 4), /Bitmap Index Scan on activities_name_en_trgm_idx/],
      [similarSearchSql('الصحرا', 4), /Bitmap Index Scan on activities_name_ar_trgm_idx/],
    ];
    for (const [query, index] of cases) {
      const text = await explainSql(query);
      expect(text).toMatch(index);
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it('finds frequent words by walking the rating index and stopping at the limit', async () => {
    const text = await explainSql(substringSearchSql('marina', 4, 'word-start'));
    expect(text).toMatch(/Index Scan using activities_rating_idx on activities/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('pages the list by rating and by price through the keyset indexes', async () => {
    const db = t.database.db;
    const cases: Array<[Parameters<typeof listActivitiesQuery>, RegExp]> = [
      [[db, {}, 'rating', null, 13, null], /activities_rating_idx/],
      [[db, {}, 'rating', { value: 4.2, id: 900 }, 13, null], /activities_rating_idx/],
      [[db, {}, 'price_asc', { value: 20_000, id: 50 }, 13, null], /activities_price_idx/],
      [[db, {}, 'price_desc', null, 13, null], /activities_price_idx/],
      [[db, { mainCategory: 'cruises' }, 'rating', null, 13, null], /activities_main_rating_idx/],
      [[db, { mainCategory: 'cruises' }, 'price_asc', null, 13, null], /activities_main_price_idx/],
      // Newest within a main category: either index reads only the first rows in order.
      [
        [db, { mainCategory: 'cruises' }, 'newest', null, 13, null],
        /activities_main_category_idx|Index Scan Backward using activities_pkey/,
      ],
    ];
    for (const [args, index] of cases) {
      const query = listActivitiesQuery(...args).toSQL();
      const text = await plan(query.sql, query.params);
      expect({ args: args.slice(1), uses: index.test(text), text }).toMatchObject({ args: args.slice(1), uses: true });
      expect(text).not.toMatch(/Seq Scan on activities/);
    }
  });

  it('serves the people search from users_search_trgm_idx', async () => {
    const text = await explainSql(userSearchSql('mariam', 4));
    expect(text).toMatch(/users_search_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });
});
