import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postReports, posts, type PostReportReason } from '../../../db/schema';

export async function insertReport(tx: Db, values: { postId: number; reporterId: number; reason: PostReportReason; details: string | null }): Promise<boolean> {
  const rows = await tx.insert(postReports).values(values).onConflictDoNothing().returning({ postId: postReports.postId });
  return rows.length > 0;
}

/** Counts the report and hides the post when it reaches the threshold (unless a reviewer already kept it). */
export async function countReport(tx: Db, postId: number, threshold: number): Promise<{ reportCount: number; hidden: boolean }> {
  const [row] = await tx
    .update(posts)
    .set({
      reportCount: sql`${posts.reportCount} + 1`,
      hiddenAt: sql`case when ${posts.hiddenAt} is null and ${posts.reviewedAt} is null and ${posts.reportCount} + 1 >= ${threshold} then now() else ${posts.hiddenAt} end`,
    })
    .where(eq(posts.id, postId))
    .returning({ reportCount: posts.reportCount, hiddenAt: posts.hiddenAt });
  return { reportCount: row?.reportCount ?? 0, hidden: row?.hiddenAt != null };
}

/** Hidden posts nobody has reviewed yet, newest first, with their reasons. */
export async function pendingReview(db: Db, limit: number) {
  return db
    .select({
      id: posts.id,
      userId: posts.userId,
      caption: posts.caption,
      reportCount: posts.reportCount,
      hiddenAt: posts.hiddenAt,
      reasons: sql<string[]>`(select array_agg(r.reason || coalesce(': ' || r.details, '') order by r.created_at) from post_reports r where r.post_id = ${posts.id})`,
    })
    .from(posts)
    .where(and(isNotNull(posts.hiddenAt), isNull(posts.reviewedAt)))
    .orderBy(desc(posts.hiddenAt))
    .limit(limit);
}

export async function markReviewed(tx: Db, postId: number, keepVisible: boolean): Promise<boolean> {
  const rows = await tx
    .update(posts)
    .set(keepVisible ? { hiddenAt: null, reviewedAt: new Date() } : { reviewedAt: new Date() })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id });
  return rows.length > 0;
}
