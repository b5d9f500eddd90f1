// The social domain's large data set, made by its own generator: api/bench/social/prepare.ts
// (prepareBenchDatabase: 20 000 people, 1 000 000 posts, 5 000 000 likes, 1 000 000 notifications; readerTokens:
// session tokens of 200 readers). The feed and notification pages are read as those readers, in turn.
export async function prepare({ load, adminUrl, database, log }) {
  // A generator that reads its database name from BENCH_DB (as api/bench/activities/bench-db.ts does) builds ours.
  process.env.BENCH_DB = database;
  const social = await load('api/bench/social/prepare.ts');
  if (typeof social?.prepareBenchDatabase !== 'function')
    return { ok: false, todo: 'api/bench/social/prepare.ts (prepareBenchDatabase) not found' };
  if (social.BENCH_DB !== database && process.env.JAD_BENCH_ALLOW_SHARED_DB !== '1') {
    return {
      ok: false,
      todo: `api/bench/social/prepare.ts always builds the database ${social.BENCH_DB} (the social team's own benchmark uses it): it should take its name from BENCH_DB; JAD_BENCH_ALLOW_SHARED_DB=1 uses it anyway`,
    };
  }
  const url = await social.prepareBenchDatabase(adminUrl, log);
  const readers = (await social.readerTokens(url)).map((token) => ({ token }));
  const as = (token) => ({ authorization: `Bearer ${token}` });
  const sizes = { posts: social.POSTS, notifications: social.NOTIFICATIONS_PER_PERSON * social.PEOPLE };
  return {
    ok: true,
    database: social.BENCH_DB,
    databaseUrl: url,
    requests: {
      feed: {
        method: 'POST',
        variants: readers.map((r) => ({ path: '/api/v1/posts/fetch-all', body: { limit: 10 }, headers: as(r.token) })),
      },
      notifications: {
        method: 'POST',
        variants: readers.flatMap((r) =>
          [1, 2].map((page) => ({
            path: '/api/v1/notifications/fetch-all',
            body: { limit: 15, page },
            headers: as(r.token),
          })),
        ),
      },
    },
    notes: `${sizes.posts ?? '?'} posts, ${sizes.notifications ?? '?'} notifications, ${readers.length} readers (api/bench/social/prepare.ts)`,
  };
}
