import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postReports, posts, type PostReportReason } from '../../../db/schema';

export async function insertReport(tx: Db, values: { postId: number; reporterId: number; reason: PostReportReason; details: string | null }): Promise<boolean> {
  const rows = await tx.insert(postReports).values(values).onConflictDoNothing().returning({ postId: postReports.postId });
  return rows.length > 0;
}

/**
 * The weight of each report on a post (social/README.md, "Reports"): 0 unless the reporter's e-mail is verified and
 * the account is over a day old and not deleted; otherwise 1, or 2 for an account over 30 days old; 0 again for a
 * reporter three of whose reports a reviewer has already turned down. No single report weighs more than 2, so one
 * account never hides a post alone (the default threshold is 4).
 */
export const REPORT_WEIGHT = {
  minAge: '1 day',
  seasonedAge: '30 days',
  rejectedLimit: 3,
} as const;

const reportWeightSum = (postId: number) => sql<number>`(
  select coalesce(sum(
    case
      when u.email_verified_at is null or u.deleted_at is not null
        or u.created_at > now() - ${REPORT_WEIGHT.minAge}::interval then 0
      when (
        select count(*) from post_reports r2 join posts p2 on p2.id = r2.post_id
        where r2.reporter_id = r.reporter_id and r2.post_id <> r.post_id
          and p2.reviewed_at is not null and p2.hidden_at is null
      ) >= ${REPORT_WEIGHT.rejectedLimit} then 0
      when u.created_at <= now() - ${REPORT_WEIGHT.seasonedAge}::interval then 2
      else 1
    end), 0)::int
  from post_reports r
  join users u on u.id = r.reporter_id
  where r.post_id = ${postId}
)`;

/**
 * Counts the report and hides the post once its reports weigh `threshold` (unless a reviewer already kept it).
 * `reportCount` stays the number of reports (reviewers see them all); only the weight decides hiding.
 */
export async function countReport(
  tx: Db,
  postId: number,
  threshold: number,
): Promise<{ reportCount: number; weight: number; hidden: boolean }> {
  const [row] = await tx
    .update(posts)
    .set({
      reportCount: sql`${posts.reportCount} + 1`,
      hiddenAt: sql`case when ${posts.hiddenAt} is null and ${posts.reviewedAt} is null and ${reportWeightSum(postId)} >= ${threshold} then now() else ${posts.hiddenAt} end`,
    })
    .where(eq(posts.id, postId))
    .returning({ reportCount: posts.reportCount, hiddenAt: posts.hiddenAt, weight: reportWeightSum(postId) });
  return { reportCount: row?.reportCount ?? 0, weight: Number(row?.weight ?? 0), hidden: row?.hiddenAt != null };
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
