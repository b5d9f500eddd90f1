import type { Db } from '../../../db/client';
import type { OpaqueIds } from '../../../lib/opaque-id';
import * as repo from './repository';
import { categoryLabel } from './category-labels';
import { listCountries } from './countries';
import { decodeCursor, encodeCursor } from './cursor';
import { ACTIVITY_KIND, REVIEW_KIND } from '../ids';
import { galleryUrls } from '../images/urls';
import { LruCache, perOwner } from '../../../lib/lru-cache';
import { invalid, notFound } from '../../../lib/domain-error';
import { listActivities as listQuery, positionOf } from './list-query';
import { toBranch, toReview, toSummary } from './presenter';
import { photosOfReviews } from '../../reviews/photos';
import type { ListActivitiesInput } from '../schemas';
import type {
  ActivityDetail,
  ActivityListResponse,
  ActivityReview,
  ActivitySummary,
  ReviewsPage,
  UtilName,
  UtilsResponse,
} from '../types';

/** Who asks and with what: the services know nothing of Fastify. */
export interface Viewer {
  db: Db;
  ids: OpaqueIds;
  /** Null for a visitor. */
  userId: number | null;
}

const DETAIL_REVIEWS = 5;
const DETAIL_RELATED = 6;

// List totals, remembered 30 s per filter: counting thousands of rows on every page of every visitor
// would be the list's most expensive step, and a total a few seconds old is harmless.
const countCacheOf = perOwner(() => new LruCache<Promise<number>>(1000, 30_000));

// A visitor's page (no wishlist marks) is the same for every visitor and changes only with the catalog:
// the first pages of the popular filters are asked over and over, so each answer is remembered 30 s,
// like the totals, as the JSON text sent (a page of 12 cards is ~9 KB to build and serialise). A
// member's page is always read afresh (their wishlist marks change as they tap).
const visitorPageCacheOf = perOwner(() => new LruCache<Promise<string>>(5000, 30_000));

/** An acid that does not decrypt to a number is 400 'Invalid id' (spec §5). */
export const decodeActivityId = (ids: OpaqueIds, acid: string): number => ids.decodeId(ACTIVITY_KIND, acid);

export async function listActivities(viewer: Viewer, input: ListActivitiesInput): Promise<ActivityListResponse> {
  const filter: repo.ListFilter = {
    mainCategory: input.main_category,
    category: input.category,
    minPrice: input.min_price,
    maxPrice: input.max_price,
    minRating: input.min_rating,
    kidFriendly: input.kid_friendly,
  };
  const after = input.cursor ? decodeCursor(viewer.ids, input.sort, input.cursor) : null;
  // One row more than asked tells whether there is a next page without a second query.
  const [rows, count] = await Promise.all([
    listQuery(viewer.db, filter, input.sort, after, input.limit + 1, viewer.userId),
    countCacheOf(viewer.db).remember(JSON.stringify(filter), () => repo.countActivities(viewer.db, filter)),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((row) => toSummary(row, viewer.ids)),
    count,
    next_cursor:
      rows.length > input.limit && last ? encodeCursor(viewer.ids, input.sort, positionOf(input.sort, last)) : null,
  };
}

/** A visitor's page as JSON text (the body listActivities' answer serialises to); a bad cursor is a 400, never remembered. */
export function visitorListJson(viewer: Viewer, input: ListActivitiesInput): Promise<string> {
  return visitorPageCacheOf(viewer.db).remember(JSON.stringify(input), async () =>
    JSON.stringify(await listActivities({ ...viewer, userId: null }, input)),
  );
}

async function relatedSummaries(viewer: Viewer, activityId: number, limit: number): Promise<ActivitySummary[]> {
  const ids = await repo.findRelatedIds(viewer.db, activityId, limit);
  const rows = await repo.findSummariesByIds(viewer.db, ids, viewer.userId);
  const byId = new Map(rows.map((r) => [r.activityId, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, viewer.ids)] : [];
  });
}

/** Reviews with their photos; only members' (verified) reviews have photos, so seeded pages cost no query. */
async function withPhotos(viewer: Viewer, rows: repo.ReviewRecord[]): Promise<ActivityReview[]> {
  const photos = await photosOfReviews(
    viewer.db,
    'activity',
    rows.filter((r) => r.verified).map((r) => r.reviewId),
    viewer.ids,
  );
  return rows.map((r) => toReview(r, viewer.ids, photos.get(r.reviewId)));
}

export async function getActivityDetail(viewer: Viewer, acid: string): Promise<ActivityDetail> {
  const id = decodeActivityId(viewer.ids, acid);
  const row = await repo.findActivityDetail(viewer.db, id, viewer.userId);
  if (!row) throw notFound('activity_not_found');
  const [branches, reviews, breakdown, related] = await Promise.all([
    repo.findBranches(viewer.db, id),
    repo.findReviews(viewer.db, id, null, DETAIL_REVIEWS + 1),
    repo.ratingBreakdown(viewer.db, id),
    relatedSummaries(viewer, id, DETAIL_RELATED),
  ]);
  const shown = reviews.slice(0, DETAIL_REVIEWS);
  const lastShown = shown[shown.length - 1];
  return {
    ...toSummary(row, viewer.ids),
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    highlights_en: row.highlightsEn,
    highlights_ar: row.highlightsAr,
    free_cancellation_hours: row.freeCancellationHours,
    main_category_info: {
      slug: row.category.slug,
      name_en: row.category.nameEn,
      name_ar: row.category.nameAr,
      icon: row.category.icon,
    },
    images: galleryUrls(row.slug),
    branches: branches.map((b) => toBranch(b, viewer.ids)),
    reviews: await withPhotos(viewer, shown),
    reviews_next_cursor:
      reviews.length > DETAIL_REVIEWS && lastShown ? viewer.ids.encodeId(REVIEW_KIND, lastShown.reviewId) : null,
    rating_breakdown: breakdown,
    related,
  };
}

export async function listRelated(viewer: Viewer, acid: string, limit: number): Promise<ActivitySummary[]> {
  const id = decodeActivityId(viewer.ids, acid);
  if (!(await repo.activityExists(viewer.db, id))) throw notFound('activity_not_found');
  return relatedSummaries(viewer, id, limit);
}

export async function listReviews(
  viewer: Viewer,
  acid: string,
  cursor: string | undefined,
  limit: number,
): Promise<ReviewsPage> {
  const id = decodeActivityId(viewer.ids, acid);
  const before = cursor === undefined ? null : viewer.ids.tryDecodeId(REVIEW_KIND, cursor);
  if (cursor !== undefined && before === null) throw invalid('invalid_cursor', { field: 'cursor' });
  if (!(await repo.activityExists(viewer.db, id))) throw notFound('activity_not_found');
  const rows = await repo.findReviews(viewer.db, id, before, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: await withPhotos(viewer, page),
    next_cursor: rows.length > limit && last ? viewer.ids.encodeId(REVIEW_KIND, last.reviewId) : null,
  };
}

export async function fetchUtils(db: Db, name: UtilName, mainCategory?: string): Promise<UtilsResponse> {
  switch (name) {
    case 'main_categories': {
      const rows = await repo.listMainCategoriesWithCounts(db);
      return {
        name,
        rows: rows.map((r) => ({
          slug: r.slug,
          name_en: r.nameEn,
          name_ar: r.nameAr,
          icon: r.icon,
          sort_order: r.sortOrder,
          activity_count: r.count,
        })),
      };
    }
    case 'categories': {
      const rows = await repo.countCategories(db, mainCategory);
      return {
        name,
        rows: rows.map((r) => {
          const label = categoryLabel(r.slug);
          return { slug: r.slug, name_en: label.en, name_ar: label.ar, activity_count: r.count };
        }),
      };
    }
    case 'price_range': {
      const range = await repo.priceRange(db, mainCategory);
      return { name, rows: [{ min_minor: range.min, max_minor: range.max }] };
    }
    case 'countries':
      return { name, rows: listCountries() };
  }
}
