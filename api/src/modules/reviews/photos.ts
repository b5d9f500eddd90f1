import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaItems } from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import { MEDIA_ID_KIND } from '../uploads/serialize';
import { reviewErrors } from './errors';
import type { ReviewPhoto } from './types';

// Review photos are media_items rows (purpose 'review') uploaded through POST /upload?img_dir=review and
// attached here to one review. Photos dropped from a review are only detached: the hourly upload sweep
// deletes unattached uploads (rows and files) a day after they were uploaded.

export type ReviewSubject = 'activity' | 'hotel';

const columnOf = (subject: ReviewSubject) =>
  subject === 'activity' ? mediaItems.activityReviewId : mediaItems.hotelReviewId;

/** Decodes photo ids; one that does not decrypt is refused like a stranger's photo. */
export function decodePhotoIds(ids: OpaqueIds, photoIds: string[]): number[] {
  const decoded = photoIds.map((id) => ids.tryDecodeId(MEDIA_ID_KIND, id));
  if (decoded.some((id) => id === null) || new Set(decoded).size !== decoded.length) throw reviewErrors.badPhoto();
  return decoded as number[];
}

/**
 * Makes `photoIds` (in this order) the photos of the review, in the review's transaction. Only the member's own
 * review uploads that are free or already on this review qualify; anything else refuses the whole write.
 */
export async function setReviewPhotos(
  tx: Db,
  subject: ReviewSubject,
  reviewId: number,
  ownerId: number,
  photoIds: number[],
): Promise<void> {
  const column = columnOf(subject);
  await tx
    .update(mediaItems)
    .set({ [subject === 'activity' ? 'activityReviewId' : 'hotelReviewId']: null })
    .where(and(eq(column, reviewId), photoIds.length > 0 ? notInArray(mediaItems.id, photoIds) : undefined));
  for (const [position, id] of photoIds.entries()) {
    const updated = await tx
      .update(mediaItems)
      .set({ [subject === 'activity' ? 'activityReviewId' : 'hotelReviewId']: reviewId, position })
      .where(
        and(
          eq(mediaItems.id, id),
          eq(mediaItems.ownerId, ownerId),
          eq(mediaItems.purpose, 'review'),
          isNull(mediaItems.postId),
          or(
            isNull(mediaItems.activityReviewId),
            subject === 'activity' ? eq(mediaItems.activityReviewId, reviewId) : sql`false`,
          ),
          or(
            isNull(mediaItems.hotelReviewId),
            subject === 'hotel' ? eq(mediaItems.hotelReviewId, reviewId) : sql`false`,
          ),
        ),
      )
      .returning({ id: mediaItems.id });
    if (updated.length === 0) throw reviewErrors.badPhoto();
  }
}

/** Detaches every photo of a review about to be deleted (the sweep removes them with their files). */
export async function releaseReviewPhotos(tx: Db, subject: ReviewSubject, reviewId: number): Promise<void> {
  await tx
    .update(mediaItems)
    .set({ [subject === 'activity' ? 'activityReviewId' : 'hotelReviewId']: null })
    .where(eq(columnOf(subject), reviewId));
}

/** The photos of these reviews, by review id, in their order. */
export async function photosOfReviews(
  db: Db,
  subject: ReviewSubject,
  reviewIds: number[],
  ids: OpaqueIds,
): Promise<Map<number, ReviewPhoto[]>> {
  const byReview = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const column = columnOf(subject);
  const rows = await db
    .select({
      reviewId: column,
      id: mediaItems.id,
      url: mediaItems.url,
      thumbnail: mediaItems.thumbnail,
      width: mediaItems.width,
      height: mediaItems.height,
    })
    .from(mediaItems)
    .where(inArray(column, reviewIds))
    .orderBy(asc(mediaItems.position), asc(mediaItems.id));
  for (const row of rows) {
    if (row.reviewId === null) continue;
    const list = byReview.get(row.reviewId) ?? [];
    list.push({
      id: ids.encodeId(MEDIA_ID_KIND, row.id),
      url: row.url,
      thumbnail: row.thumbnail,
      width: row.width,
      height: row.height,
    });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
