// Prints EXPLAIN ANALYZE of the activities queries over the benchmark catalog (a development aid).
import { sql } from 'drizzle-orm';
import { listActivitiesQuery } from '../../src/modules/activities/catalog/list-query';
import { similarSearchSql, substringSearchSql } from '../../src/modules/activities/search/repository';
import { createBenchDatabase } from './bench-db';

const count = Number(process.argv[2] ?? 10_000);
const bench = await createBenchDatabase(count, 4);
console.log(`loaded ${count} activities in ${bench.loadMs.toFixed(0)} ms`);
try {
  if (bench.database.kind !== 'postgres') throw new Error('postgres only');
  const pool = bench.database.pool;
  for (const text of ['marina', 'desert safari', 'مارينا', 'desrt']) {
    for (const [kind, query] of [
      ['word-start', substringSearchSql(text, 4, 'word-start')],
      ['anywhere', substringSearchSql(text, 4, 'anywhere')],
      ['similar', similarSearchSql(text, 4)],
    ] as const) {
      const rows = await bench.database.db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
      console.log(`\n== ${kind} search ${text}\n${rows.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  const q = listActivitiesQuery(bench.database.db, { mainCategory: 'cruises' }, 'newest', null, 13, null).toSQL();
  const res = await pool.query(`explain analyze ${q.sql}`, q.params);
  console.log(`\n== list newest cruises\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  const q2 = listActivitiesQuery(bench.database.db, {}, 'rating', null, 13, null).toSQL();
  const res2 = await pool.query(`explain analyze ${q2.sql}`, q2.params);
  console.log(`\n== list rating\n${res2.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
} finally {
  await bench.drop();
}
