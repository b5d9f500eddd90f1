import type { Db } from '../../../db/client';
import type { PostReportReason } from '../../../db/schema';
import { invalid, notFound } from '../../../lib/domain-error';
import type { StorageProvider } from '../../../providers/storage';
import { storageKeysOfPosts } from '../../uploads/repository';
import { deletePostRow, lockPost } from '../posts/repository';
import { recipientsOfPost } from '../../notifications/service';
import type { SocialChanges } from '../shared/changes';
import { countReport, insertReport, markReviewed, pendingReview } from './repository';
import { renderMessage } from '../../../lib/error-codes';

export const ALREADY_REPORTED = renderMessage('already_reported');

/**
 * One report per person per post (primary key), with its reason. When the reports weigh `threshold` (only verified
 * accounts over a day old count, seasoned and ticked ones more: repository.ts REPORT_WEIGHT), the post is hidden
 * from everyone but its author, who sees it is under review, until someone reviews it (every feed forgets).
 */
export async function reportPost(
  db: Db,
  changes: SocialChanges,
  input: { reporterId: number; postId: number; reason: PostReportReason; details: string | null; threshold: number },
): Promise<{ hidden: boolean }> {
  const result = await db.transaction(async (tx) => {
    const post = await lockPost(tx, input.postId);
    if (!post || post.hiddenAt !== null) throw notFound('post_not_found');
    if (post.userId === input.reporterId) throw invalid('cannot_report_own_post');
    const details = input.details?.trim() || null;
    if (!(await insertReport(tx, { postId: post.id, reporterId: input.reporterId, reason: input.reason, details }))) {
      throw invalid('already_reported');
    }
    const { hidden } = await countReport(tx, post.id, input.threshold);
    return { hidden };
  });
  await (result.hidden ? changes.postsChanged() : changes.readerWrote(input.reporterId));
  return result;
}

export { pendingReview };

/** A reviewer's decision: `restore` shows the post again (and it is not auto-hidden again), `remove` deletes it. */
export async function reviewPost(
  db: Db,
  deps: { storage: StorageProvider; changes: SocialChanges },
  postId: number,
  decision: 'restore' | 'remove',
): Promise<void> {
  if (decision === 'restore') {
    if (!(await db.transaction((tx) => markReviewed(tx, postId, true)))) throw notFound('post_not_found');
    await deps.changes.postsChanged();
    return;
  }
  const { keys, told } = await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId, 'update');
    if (!post) throw notFound('post_not_found');
    const storageKeys = await storageKeysOfPosts(tx, [postId]);
    const recipients = await recipientsOfPost(tx, postId);
    await deletePostRow(tx, postId);
    return { keys: storageKeys, told: recipients };
  });
  // Its notifications went with it (a seen one's going is not announced by the trigger).
  await Promise.all([deps.changes.postsChanged(), deps.changes.notificationsChanged(told)]);
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
}
