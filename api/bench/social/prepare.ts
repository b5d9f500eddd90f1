// Builds the benchmark database jad_bench_social with generate_series: 10 000 people who follow 50 each,
// 1 000 000 posts (one picture each), 5 000 000 likes and 2 000 000 notifications; then sessions for the
// readers the load uses. Everything through the real migrations, so the indexes are the api's own.
import pg from 'pg';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createSession } from '../../src/modules/sessions/service';

export const BENCH_DB = 'jad_bench_social';
/** BENCH_SCALE=0.1 makes a tenth of everything (a quick look while developing); the figures use 1. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1) || 1;
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
export const SIZES = {
  users: scaled(10_000),
  followsEach: 50,
  posts: scaled(1_000_000),
  likes: scaled(5_000_000),
  notifications: scaled(2_000_000),
  readers: 300,
} as const;

export function benchUrl(adminUrl: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropBenchDatabase(adminUrl: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${BENCH_DB} with (force)`));
}

const STEPS: [string, string][] = [
  ['users', `insert into users (email, username, first_name, last_name, created_at)
    select 'bench' || g || '@bench.test', 'bench_' || g, 'Reader', 'Number ' || g, now() - interval '400 days' from generate_series(1, ${SIZES.users}) g`],
  ['profiles', `insert into profiles (user_id, is_verified) select id, id % 17 = 0 from users`],
  ['follows', `insert into follows (follower_id, followed_id)
    select u, ((u + k * 197) % ${SIZES.users}) + 1 from generate_series(1, ${SIZES.users}) u, generate_series(1, ${SIZES.followsEach}) k
    where ((u + k * 197) % ${SIZES.users}) + 1 <> u on conflict do nothing`],
  // ids follow time, as in production (a post's id grows with its created_at); 5 likes each, see below.
  ['posts', `insert into posts (user_id, caption, like_count, created_at)
    select (g * 7) % ${SIZES.users} + 1, 'Post number ' || g || ' from the benchmark', 5, now() - (${SIZES.posts} - g) * interval '30 seconds'
    from generate_series(1, ${SIZES.posts}) g`],
  ['media', `insert into media_items (owner_id, post_id, position, purpose, is_image, mime, url, thumbnail, width, height, bytes)
    select p.user_id, p.id, 0, 'post', true, 'image/webp', '/media/post/bench/' || p.id || '/w1080.webp', '/media/post/bench/' || p.id || '/thumb.webp', 1080, 1080, 120000
    from posts p`],
  // 5 distinct people per post: user = (7·g₀ + 2003·k) mod N for the k-th like of post g₀ (k = 0…4).
  ['likes', `insert into post_likes (post_id, user_id)
    select g0 + 1, ((g0 * 7 + k * 2003) % ${SIZES.users}) + 1 from generate_series(0, ${SIZES.posts - 1}) g0, generate_series(0, ${SIZES.likes / SIZES.posts - 1}) k`],
  ['notifications', `insert into notifications (user_id, actor_id, type, post_id, is_seen, created_at)
    select (g % ${SIZES.users}) + 1, ((g * 13) % ${SIZES.users}) + 1, (array['LIKE','COMMENT','FOLLOW','QUESTION'])[g % 4 + 1], case when g % 4 = 2 then null else (g % ${SIZES.posts}) + 1 end, g % 10 <> 0, now() - (${SIZES.notifications} - g) * interval '10 seconds'
    from generate_series(1, ${SIZES.notifications}) g
    where (g % ${SIZES.users}) + 1 <> ((g * 13) % ${SIZES.users}) + 1`],
  ['analyze', 'analyze'],
];

export interface Reader {
  token: string;
}

/** Creates (or, with reuse, opens) the database and returns bearer tokens of the readers. */
export async function prepareBenchDatabase(adminUrl: string, options: { reuse: boolean; log?: (m: string) => void }): Promise<{ url: string; readers: Reader[] }> {
  const log = options.log ?? console.log;
  const url = benchUrl(adminUrl);
  if (!options.reuse) {
    await dropBenchDatabase(adminUrl);
    await withClient(adminUrl, (c) => c.query(`create database ${BENCH_DB}`));
    const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' }, { poolMax: 2 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await withClient(url, async (c) => {
      // The rows are consistent by construction: skip the foreign-key checks and the NOTIFY trigger
      // (both are triggers, which replica mode does not fire) so millions of rows load in minutes.
      await c.query('set session_replication_role = replica');
      for (const [name, sql] of STEPS) {
        const t0 = Date.now();
        await c.query(sql);
        log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
      await c.query('set session_replication_role = origin');
    });
  }
  const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' }, { poolMax: 4 });
  try {
    const readers: Reader[] = [];
    for (let i = 0; i < SIZES.readers; i++) {
      const userId = 1 + ((i * 31) % SIZES.users);
      readers.push({ token: (await createSession(database.db, userId, 'bench')).token });
    }
    return { url, readers };
  } finally {
    await database.close();
  }
}
