import { sql } from 'drizzle-orm';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../../test/helpers';
import { seed as seedAccounts } from '../../accounts/seed';
import { seed } from '../seed';

describe.each(dbKinds())('social demo data on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.database.db.transaction((tx) => seedAccounts(tx));
    await t.database.db.transaction((tx) => seed(tx));
  });
  afterAll(() => t?.close());

  const one = async (query: ReturnType<typeof sql>) => {
    const { rows } = await t.database.db.execute(query);
    return Number(Object.values(rows[0]!)[0]);
  };

  it('makes a living feed: 60+ posts with pictures, follows, comments, questions', async () => {
    expect(await one(sql`select count(*) from posts`)).toBeGreaterThanOrEqual(60);
    expect(
      await one(
        sql`select count(*) from posts p where not exists (select 1 from media_items m where m.post_id = p.id)`,
      ),
    ).toBe(0);
    expect(await one(sql`select count(*) from follows`)).toBeGreaterThan(100);
    expect(await one(sql`select count(*) from post_comments where parent_id is not null`)).toBeGreaterThan(10);
    expect(await one(sql`select count(*) from post_answers`)).toBeGreaterThan(5);
    // sara, the first demo person, has posts, followers and unseen notifications
    expect(
      await one(sql`select count(*) from posts p join users u on u.id = p.user_id where u.email = 'sara@example.com'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await one(
        sql`select count(*) from notifications n join users u on u.id = n.user_id where u.email = 'sara@example.com' and not n.is_seen`,
      ),
    ).toBe(5);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    expect(
      await one(
        sql`select count(*) from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*) from posts p where p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*) from posts p where p.question_count <> (select count(*) from post_questions q where q.post_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*) from post_comments c where c.reply_count <> (select count(*) from post_comments r where r.parent_id = c.id)`,
      ),
    ).toBe(0);
    expect(await one(sql`select count(*) from notifications where actor_id = user_id`)).toBe(0);
  });

  it('points its pictures at the generated scenes', async () => {
    const { rows } = await t.database.db.execute(sql`select url from media_items limit 5`);
    for (const row of rows) expect(String(row.url)).toMatch(/^\/api\/v1\/social\/scenes\/[a-z-]+-\d+\.svg$/);
  });
});
