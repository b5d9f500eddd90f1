// Creates the social benchmark database on PostgreSQL: 20 000 people, 1 000 000 posts (each with a
// picture), 5 000 000 likes, 50 follows a person and 1 000 000 notifications, written with set-based SQL
// (generate_series) so it takes a minute or two, then ANALYZE. Sessions for the readers come last.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createSession } from '../../src/modules/sessions/service';
import { pgAdmin, withDatabaseName } from '../../test/pg-admin';

// The harness (scripts/bench) names the database; alone, the social benchmark uses its own.
export const BENCH_DB = process.env.BENCH_DB ?? 'jad_bench_social';
// BENCH_SOCIAL_SCALE=100 builds a hundredth of the data in seconds: enough to profile the cached path, whose cost does
// not depend on the data's size (the figures in the README are from the full set).
const SCALE = Math.max(1, Number(process.env.BENCH_SOCIAL_SCALE ?? 1) || 1);
export const PEOPLE = Math.round(20_000 / SCALE);
export const POSTS = Math.round(1_000_000 / SCALE);
export const LIKES_PER_POST = 5; // 5 000 000 likes
export const FOLLOWS_PER_PERSON = 50;
export const NOTIFICATIONS_PER_PERSON = 50;
export const READERS = 200;

export const benchUrl = (adminUrl: string): string => withDatabaseName(adminUrl, BENCH_DB);

export async function dropBenchDatabase(adminUrl: string): Promise<void> {
  await pgAdmin(adminUrl, `drop database if exists ${BENCH_DB} with (force)`);
}

const STEPS: [string, string][] = [
  [
    'people',
    `insert into users (email, username, first_name, last_name)
     select 'bench' || i || '@example.com', 'bench' || i, 'Bench', 'Person ' || i from generate_series(1, ${PEOPLE}) i;
     insert into profiles (user_id, is_verified) select id, id % 10 = 0 from users;`,
  ],
  [
    'posts',
    `insert into posts (user_id, caption, like_count, created_at)
     select 1 + (i % ${PEOPLE}), 'Bench post ' || i, ${LIKES_PER_POST}, now() - ((${POSTS} - i) || ' seconds')::interval
     from generate_series(1, ${POSTS}) i;`,
  ],
  [
    'media',
    `insert into media_items (owner_id, post_id, position, purpose, is_image, mime, url, thumbnail, width, height, variants)
     select p.user_id, p.id, 0, 'post', true, 'image/webp', '/media/bench/' || p.id || '.webp', '/media/bench/' || p.id || '-t.webp', 1080, 1080, '[]'::jsonb
     from posts p;`,
  ],
  [
    'likes',
    `insert into post_likes (post_id, user_id)
     select p, 1 + ((p * 13 + k * 4001) % ${PEOPLE}) from generate_series(1, ${POSTS}) p, generate_series(0, ${LIKES_PER_POST - 1}) k;`,
  ],
  [
    'follows',
    `insert into follows (follower_id, followed_id)
     select u, 1 + ((u + k * 397) % ${PEOPLE}) from generate_series(1, ${PEOPLE}) u, generate_series(1, ${FOLLOWS_PER_PERSON}) k;`,
  ],
  [
    'notifications',
    `alter table notifications disable trigger user;
     insert into notifications (user_id, actor_id, type, post_id, is_seen, created_at)
     select u, 1 + ((u + k * 7919) % ${PEOPLE}), 'LIKE', 1 + ((u * 31 + k * 20011) % ${POSTS}), k > 5, now() - (k || ' minutes')::interval
     from generate_series(1, ${PEOPLE}) u, generate_series(1, ${NOTIFICATIONS_PER_PERSON}) k;
     alter table notifications enable trigger user;`,
  ],
  ['analyze', 'vacuum analyze'],
];

/** Builds the database and returns its url and the Bearer tokens of READERS people. */
export async function prepareBenchDatabase(adminUrl: string, log: (m: string) => void = console.log): Promise<string> {
  await dropBenchDatabase(adminUrl);
  await pgAdmin(adminUrl, `create database ${BENCH_DB}`);
  const url = benchUrl(adminUrl);
  const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  try {
    await migrate(database);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [name, statement] of STEPS) {
        const t0 = Date.now();
        await client.query(statement);
        log(`${name}: ${Date.now() - t0} ms`);
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
  return url;
}

/** Fresh sessions for the readers (spread over the people), as Bearer tokens. */
export async function readerTokens(url: string): Promise<string[]> {
  const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < READERS; i++)
      tokens.push((await createSession(database.db, 1 + ((i * 97) % PEOPLE), 'bench')).token);
    await database.db.execute(sql`analyze sessions`);
    return tokens;
  } finally {
    await database.close();
  }
}
