// The activities domain's large data set, made by its own generator: api/bench/activities/bench-db.ts
// (createBenchDatabase: 10 000 generated activities with branches and reviews, then vacuum analyze).
const COUNT = 10_000;
const SEARCH_TERMS = [
  'desert',
  'marina',
  'safari',
  'dhow',
  'burj',
  'kayak',
  'water park',
  'museum',
  'yacht',
  'JBR',
  'سفاري',
  'مارينا',
  'dubai',
  'Hatta',
  'brunch',
  'zip',
];
const LIST_BODIES = [
  { limit: 12 },
  { limit: 12, main_category: 'desert-safari' },
  { limit: 12, sort: 'price_desc' },
  { limit: 12, kid_friendly: true, min_rating: 4.5 },
  { limit: 12, category: 'family', sort: 'price_asc' },
];

export async function prepare({ load, adminUrl, database }) {
  // bench-db.ts reads its database from the environment when it is imported.
  process.env.BENCH_ADMIN_URL = adminUrl;
  process.env.BENCH_DB = database;
  const benchDb = await load('api/bench/activities/bench-db.ts');
  if (typeof benchDb?.createBenchDatabase !== 'function')
    return { ok: false, todo: 'api/bench/activities/bench-db.ts (createBenchDatabase) not found' };
  const bench = await benchDb.createBenchDatabase(COUNT);
  await bench.database.close();
  return {
    ok: true,
    database,
    databaseUrl: bench.url,
    requests: {
      'activity-search': {
        method: 'POST',
        variants: SEARCH_TERMS.map((name) => ({ path: '/api/v1/search/activities', body: { name } })),
      },
      'activity-list': {
        method: 'POST',
        variants: LIST_BODIES.map((body) => ({ path: '/api/v1/activities/fetch-all', body })),
      },
    },
    notes: `${COUNT} activities (api/bench/activities/bench-db.ts), loaded in ${(bench.loadMs / 1000).toFixed(0)} s`,
  };
}
