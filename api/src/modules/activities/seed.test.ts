import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/helpers';
import { count, sql } from 'drizzle-orm';
import { activities, activityBranches, activityReviews, mainCategories } from '../../db/schema';
import { allActivities } from './catalog/catalog';
import { seed } from './seed';

describe.each(dbKinds())('activities seed on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.database.db.transaction((tx) => seed(tx));
  });
  afterAll(() => t?.close());

  it('loads every main category, activity, branch and generated review', async () => {
    const db = t.database.db;
    const [[cats], [acts], [branches], [reviews]] = await Promise.all([
      db.select({ n: count() }).from(mainCategories),
      db.select({ n: count() }).from(activities),
      db.select({ n: count() }).from(activityBranches),
      db.select({ n: count() }).from(activityReviews),
    ]);
    expect(cats!.n).toBe(9);
    expect(acts!.n).toBe(allActivities.length);
    expect(branches!.n).toBe(allActivities.reduce((s, a) => s + a.branches.length, 0));
    const { total } = (await db.select({ total: sql<number>`sum(review_count)`.mapWith(Number) }).from(activities))[0]!;
    expect(reviews!.n).toBe(total);
  });

  it('dates reviews in the past year and a half, relative to today', async () => {
    const [row] = await t.database.db
      .select({ newest: sql<string>`max(created_at)`, oldest: sql<string>`min(created_at)` })
      .from(activityReviews);
    expect(new Date(row!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(row!.oldest).getTime()).toBeLessThan(541 * 86_400_000);
  });

  it('keeps the folded search names in step with the names', async () => {
    const result = await t.database.db.execute<{ search_en: string; search_ar: string }>(
      sql`select search_en, search_ar from activities where slug = 'evening-desert-safari-bbq-dinner'`,
    );
    expect(result.rows[0]).toEqual({
      search_en: ' evening desert safari with bbq dinner',
      search_ar: ' سفاري صحراويه مسائيه مع عشاء مشاوي',
    });
  });
});
