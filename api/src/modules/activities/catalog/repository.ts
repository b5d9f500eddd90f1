import { at } from '../../../lib/checked';
import { and, arrayContains, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, activityBranches, activityReviews, mainCategories } from '../../../db/schema';

// Drizzle queries of the catalog. Every list is ordered by an indexed key plus activity_id, so pages
// are keyset seeks (see cursor.ts and the indexes of migration 0200).

export interface ListFilter {
  mainCategory?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  /** true: only activities suitable for children; absent or false: no filter. */
  kidFriendly?: boolean;
}

/** Columns of a card. `user` is the viewer's id (or a placeholder for it), null for a visitor. */
export const summaryColumns = (user: number | SQLWrapper | null) => ({
  activityId: activities.activityId,
  slug: activities.slug,
  nameEn: activities.nameEn,
  nameAr: activities.nameAr,
  mainCategory: activities.mainCategory,
  categories: activities.categories,
  rating: activities.rating,
  reviewCount: activities.reviewCount,
  durationMin: activities.durationMin,
  kidFriendly: activities.kidFriendly,
  minAge: activities.minAge,
  priceAdultMinor: activities.priceAdultMinor,
  priceTeenMinor: activities.priceTeenMinor,
  priceChildMinor: activities.priceChildMinor,
  // Correlated subqueries name the outer table in full: drizzle may render a column unqualified, and
  // inside the subquery an unqualified activity_id would mean the inner table's own column.
  area: sql<
    string | null
  >`(select b.area from activity_branches b where b.activity_id = activities.activity_id order by b.branch_id limit 1)`,
  branchCount:
    sql<number>`(select count(*) from activity_branches b where b.activity_id = activities.activity_id)`.mapWith(
      Number,
    ),
  isWishlisted:
    user === null
      ? sql<boolean>`false`.mapWith(Boolean)
      : sql<boolean>`exists (select 1 from wishlist_items w where w.user_id = ${user} and w.activity_id = activities.activity_id)`.mapWith(
          Boolean,
        ),
});

export type SummaryRecord = {
  activityId: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  mainCategory: string;
  categories: string[];
  rating: number;
  reviewCount: number;
  durationMin: number;
  kidFriendly: boolean;
  minAge: number | null;
  priceAdultMinor: number;
  priceTeenMinor: number;
  priceChildMinor: number;
  area: string | null;
  branchCount: number;
  isWishlisted: boolean;
};

/** Gives a value as it is, or a named placeholder for it (prepared statements). */
export type Bind = <T>(name: string, value: T) => T | SQLWrapper;
const asIs: Bind = (_name, value) => value;

/** The filters as SQL; `bind` gives each value (or a placeholder, for a prepared statement). */
export function filterConditions(filter: ListFilter, bind: Bind = asIs): SQL[] {
  const conditions: SQL[] = [];
  if (filter.mainCategory) conditions.push(eq(activities.mainCategory, bind('main', filter.mainCategory)));
  if (filter.category) conditions.push(arrayContains(activities.categories, bind('cat', [filter.category])));
  if (filter.minPrice !== undefined) conditions.push(gte(activities.priceAdultMinor, bind('lo', filter.minPrice)));
  if (filter.maxPrice !== undefined) conditions.push(lte(activities.priceAdultMinor, bind('hi', filter.maxPrice)));
  if (filter.minRating !== undefined) conditions.push(gte(activities.rating, bind('ra', filter.minRating)));
  if (filter.kidFriendly) conditions.push(eq(activities.kidFriendly, true));
  return conditions;
}

export async function countActivities(db: Db, filter: ListFilter): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(activities)
    .where(and(...filterConditions(filter)));
  return at(rows, 0).n; // count(*) without GROUP BY always answers one row
}

export async function findSummariesByIds(db: Db, ids: number[], userId: number | null): Promise<SummaryRecord[]> {
  if (ids.length === 0) return [];
  return db.select(summaryColumns(userId)).from(activities).where(inArray(activities.activityId, ids));
}

export async function findActivityDetail(db: Db, id: number, userId: number | null) {
  const [row] = await db
    .select({
      ...summaryColumns(userId),
      descriptionEn: activities.descriptionEn,
      descriptionAr: activities.descriptionAr,
      highlightsEn: activities.highlightsEn,
      highlightsAr: activities.highlightsAr,
      freeCancellationHours: activities.freeCancellationHours,
      category: {
        slug: mainCategories.slug,
        nameEn: mainCategories.nameEn,
        nameAr: mainCategories.nameAr,
        icon: mainCategories.icon,
      },
    })
    .from(activities)
    .innerJoin(mainCategories, eq(mainCategories.slug, activities.mainCategory))
    .where(eq(activities.activityId, id))
    .limit(1);
  return row ?? null;
}
export type DetailRecord = NonNullable<Awaited<ReturnType<typeof findActivityDetail>>>;

export async function activityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.activityId })
    .from(activities)
    .where(eq(activities.activityId, id))
    .limit(1);
  return row !== undefined;
}

export async function findBranches(db: Db, activityId: number) {
  return db
    .select()
    .from(activityBranches)
    .where(eq(activityBranches.activityId, activityId))
    .orderBy(asc(activityBranches.branchId));
}
export type BranchRecord = Awaited<ReturnType<typeof findBranches>>[number];

/** Newest first (a higher review_id is newer); `beforeId` continues after the last review shown. */
export async function findReviews(db: Db, activityId: number, beforeId: number | null, limit: number) {
  const conditions = [eq(activityReviews.activityId, activityId)];
  if (beforeId !== null) conditions.push(lt(activityReviews.reviewId, beforeId));
  return db
    .select({
      reviewId: activityReviews.reviewId,
      authorName: activityReviews.authorName,
      rating: activityReviews.rating,
      textEn: activityReviews.textEn,
      textAr: activityReviews.textAr,
      createdAt: activityReviews.createdAt,
      verified: activityReviews.verified,
      lang: activityReviews.lang,
    })
    .from(activityReviews)
    .where(and(...conditions))
    .orderBy(desc(activityReviews.reviewId))
    .limit(limit);
}
export type ReviewRecord = Awaited<ReturnType<typeof findReviews>>[number];

/** Reviews per star, 1 → index 0 … 5 → index 4. */
export async function ratingBreakdown(db: Db, activityId: number): Promise<[number, number, number, number, number]> {
  const rows = await db
    .select({ rating: activityReviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityReviews)
    .where(eq(activityReviews.activityId, activityId))
    .groupBy(activityReviews.rating);
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const row of rows) if (row.rating >= 1 && row.rating <= 5) counts[row.rating - 1] = row.n;
  return counts;
}

/**
 * Ids of up to `limit` related activities: same main category first, then more shared tags, then the
 * nearest pair of branches (haversine, km), then slug. The same rule as catalog/related.ts, in SQL so
 * it holds for any catalog in the database.
 */
export async function findRelatedIds(db: Db, activityId: number, limit: number): Promise<number[]> {
  const result = await db.execute<{ activity_id: number | string }>(sql`
    with target as (
      select activity_id, main_category, categories from activities where activity_id = ${activityId}
    ), target_branches as (
      select lat, lng from activity_branches where activity_id = ${activityId}
    )
    select a.activity_id
    from activities a, target t
    where a.activity_id <> t.activity_id
      and (a.main_category = t.main_category or a.categories && t.categories)
    order by
      (a.main_category = t.main_category) desc,
      cardinality(array(select unnest(a.categories) intersect select unnest(t.categories))) desc,
      (select min(2 * 6371 * asin(least(1, sqrt(
          power(sin(radians(b.lat - tb.lat) / 2), 2)
          + cos(radians(tb.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lng - tb.lng) / 2), 2)))))
        from activity_branches b, target_branches tb where b.activity_id = a.activity_id) asc nulls last,
      a.slug
    limit ${limit}`);
  return result.rows.map((r) => Number(r.activity_id));
}

export async function listMainCategoriesWithCounts(db: Db) {
  return db
    .select({
      slug: mainCategories.slug,
      nameEn: mainCategories.nameEn,
      nameAr: mainCategories.nameAr,
      icon: mainCategories.icon,
      sortOrder: mainCategories.sortOrder,
      count:
        sql<number>`(select count(*) from activities a where a.main_category = activity_main_categories.slug)`.mapWith(
          Number,
        ),
    })
    .from(mainCategories)
    .orderBy(asc(mainCategories.sortOrder), asc(mainCategories.slug));
}

export async function countCategories(db: Db, mainCategory: string | undefined) {
  const where = mainCategory ? sql`where main_category = ${mainCategory}` : sql``;
  const result = await db.execute<{ slug: string; n: number | string }>(
    sql`select c as slug, count(*) as n from activities, unnest(categories) as c ${where} group by c order by count(*) desc, c`,
  );
  return result.rows.map((r) => ({ slug: r.slug, count: Number(r.n) }));
}

export async function priceRange(db: Db, mainCategory: string | undefined) {
  const [row] = await db
    .select({
      min: sql<number | null>`min(${activities.priceAdultMinor})`.mapWith((v) => (v === null ? null : Number(v))),
      max: sql<number | null>`max(${activities.priceAdultMinor})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(activities)
    .where(mainCategory ? eq(activities.mainCategory, mainCategory) : undefined);
  return { min: row?.min ?? 0, max: row?.max ?? 0 };
}
