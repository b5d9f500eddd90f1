// The hotels domain's large data set, made by its own generator: api/bench/hotels/prepare.ts (10 000
// generated hotels and 60 nights of bookings, in the database it names) and the search mix of
// api/bench/hotels/workload.ts (destinations × stays × filters × sorts).
export async function prepare({ load, adminUrl, database, log }) {
  // A generator that reads its database name from BENCH_DB (as api/bench/activities/bench-db.ts does) builds ours.
  process.env.BENCH_DB = database;
  const prepareModule = await load('api/bench/hotels/prepare.ts');
  const workload = await load('api/bench/hotels/workload.ts');
  const dates = await load('api/src/providers/hotel-supply/dates.ts');
  if (
    typeof prepareModule?.prepareBenchDatabase !== 'function' ||
    typeof workload?.searchPaths !== 'function' ||
    typeof dates?.addDays !== 'function'
  ) {
    return {
      ok: false,
      todo: 'api/bench/hotels/prepare.ts (prepareBenchDatabase) or workload.ts (searchPaths) not found',
    };
  }
  if (prepareModule.BENCH_DB !== database && process.env.JAD_BENCH_ALLOW_SHARED_DB !== '1') {
    return {
      ok: false,
      todo: `api/bench/hotels/prepare.ts always builds the database ${prepareModule.BENCH_DB} (the hotels team's own benchmark uses it): it should take its name from BENCH_DB; JAD_BENCH_ALLOW_SHARED_DB=1 uses it anyway`,
    };
  }
  const databaseUrl = await prepareModule.prepareBenchDatabase(adminUrl, log);
  const { paths } = workload.searchPaths(dates.dubaiToday(new Date()), dates.addDays);
  return {
    ok: true,
    database: prepareModule.BENCH_DB,
    databaseUrl,
    requests: { 'hotel-search': { method: 'GET', variants: paths.map((p) => ({ path: p })) } },
    notes: `${prepareModule.HOTELS} hotels, ${prepareModule.NIGHTS} nights of bookings (api/bench/hotels/prepare.ts), ${paths.length} searches in turn`,
  };
}
