import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaItems, type MediaPurpose, type MediaRow } from '../../db/schema';

export type NewMediaRow = typeof mediaItems.$inferInsert;

export async function insertMedia(db: Db, values: NewMediaRow[]): Promise<MediaRow[]> {
  if (values.length === 0) return [];
  return db.insert(mediaItems).values(values).returning();
}

/** Whether `url` is the picture or thumbnail of one of this owner's uploads made for `purpose`. */
export async function ownsUploadUrl(db: Db, ownerId: number, purpose: MediaPurpose, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.ownerId, ownerId),
        eq(mediaItems.purpose, purpose),
        or(eq(mediaItems.url, url), eq(mediaItems.thumbnail, url)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const unattached = () =>
  and(isNull(mediaItems.postId), isNull(mediaItems.activityReviewId), isNull(mediaItems.hotelReviewId));

/** Post media and review photos uploaded but never attached to a post or review, older than `before`. */
export async function findStaleUnattached(
  db: Db,
  before: Date,
  limit: number,
): Promise<Pick<MediaRow, 'id' | 'storageKeys'>[]> {
  return db
    .select({ id: mediaItems.id, storageKeys: mediaItems.storageKeys })
    .from(mediaItems)
    .where(and(unattached(), inArray(mediaItems.purpose, ['post', 'review']), lt(mediaItems.createdAt, before)))
    .limit(limit);
}

export async function deleteMediaByIds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(mediaItems).where(and(inArray(mediaItems.id, ids), unattached()));
}

/** Storage keys of every media item of these posts (read before the posts are deleted). */
export async function storageKeysOfPosts(db: Db, postIds: number[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ keys: sql<string[]>`${mediaItems.storageKeys}` })
    .from(mediaItems)
    .where(inArray(mediaItems.postId, postIds));
  return rows.flatMap((r) => r.keys);
}
