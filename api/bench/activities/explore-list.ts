// Times each list request of the benchmark against the service, and shows the slow plans (a development aid).
import { sql } from 'drizzle-orm';
import { createOpaqueIds } from '../../src/lib/opaque-id';
import { listActivitiesQuery } from '../../src/modules/activities/catalog/list-query';
import { listActivities } from '../../src/modules/activities/catalog/service';
import { listActivitiesBody } from '../../src/modules/activities/schemas';
import { createBenchDatabase } from './bench-db';

const bench = await createBenchDatabase(Number(process.argv[2] ?? 10_000), 4);
const ids = createOpaqueIds('explore-secret-explore-secret-explore-secret');
try {
  const db = bench.database.db;
  const bodies = [
    { limit: 12 },
    { limit: 12, main_category: 'desert-safari' },
    { limit: 12, sort: 'price_desc' },
    { limit: 12, kid_friendly: true, min_rating: 4.5 },
    { limit: 12, category: 'family', sort: 'price_asc' },
  ];
  for (const body of bodies) {
    const input = listActivitiesBody.parse(body);
    await listActivities({ db, ids, userId: null }, input);
    const t0 = performance.now();
    for (let i = 0; i < 20; i += 1) await listActivities({ db, ids, userId: null }, input);
    console.log(JSON.stringify(body).padEnd(60), ((performance.now() - t0) / 20).toFixed(2), 'ms');
    if (bench.database.kind === 'postgres') {
      const q = listActivitiesQuery(
        db,
        {
          mainCategory: input.main_category,
          category: input.category,
          minRating: input.min_rating,
          kidFriendly: input.kid_friendly,
        },
        input.sort,
        null,
        13,
        null,
      ).toSQL();
      const plan = await bench.database.pool.query(`explain analyze ${q.sql}`, q.params);
      console.log(
        plan.rows
          .map((r) => r['QUERY PLAN'])
          .filter((l: string) => /Scan|Sort|Execution|Planning|Filter/.test(l))
          .join('\n'),
      );
    }
  }
  void sql;
} finally {
  await bench.drop();
}
