import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { createNotification, removeNotifications } from '../../notifications/service';
import { followedAmong } from '../posts/repository';
import type { SocialChanges } from '../shared/changes';
import { isBlockedEitherWay, relationsTo } from '../relations/repository';
import { isForeignKeyViolation, withRetry } from '../shared/pg-errors';
import { findSummaries, findSummaryByUuid, toSocialUser } from '../shared/user-summary';
import type { FollowState, PagedList, PersonToFollow, PublicFollow } from '../types';
import { deleteFollow, followCounts, insertFollow, listFollowSide, suggestPeople } from './repository';

async function target(db: Db, uuid: string) {
  const person = await findSummaryByUuid(db, uuid);
  if (!person) throw notFound('user_not_found');
  return person;
}

/**
 * Follows once (a repeat is a no-op) and tells the person (FOLLOW); unfollowing takes the notice back. Afterwards
 * the follower's feed and notification pages (`is_followed`) are forgotten everywhere, and the person's
 * notification pages (a seen FOLLOW taken back is not announced by the trigger).
 */
export async function setFollow(
  db: Db,
  changes: SocialChanges,
  followerId: number,
  followedUuid: string,
  follow: boolean,
): Promise<FollowState> {
  const person = await target(db, followedUuid);
  if (person.id === followerId) throw invalid('cannot_follow_self');
  // a block either way: the person cannot be followed (and, to the blocked one, does not exist)
  if (follow && (await isBlockedEitherWay(db, followerId, person.id))) throw notFound('user_not_found');
  await withRetry(() =>
    db.transaction(async (tx) => {
      if (follow) {
        if (await insertFollow(tx, followerId, person.id)) {
          await createNotification(tx, { recipientId: person.id, actorId: followerId, type: 'FOLLOW' });
        }
      } else if (await deleteFollow(tx, followerId, person.id)) {
        await removeNotifications(tx, { recipientId: person.id, actorId: followerId, type: 'FOLLOW', postId: null });
      }
    }),
  ).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw notFound('user_not_found');
    throw error;
  });
  await Promise.all([changes.readerWrote(followerId), changes.notificationsChanged([followerId, person.id])]);
  const counts = await followCounts(db, person.id);
  return { followed_uuid: person.uuid, is_followed: follow, followers_count: counts.followers };
}

/** `followed_uuid`: who follows that person; `following_uuid`: whom that person follows. */
export async function listFollows(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  query: { followedUuid?: string; followingUuid?: string; page: number; limit: number },
): Promise<PagedList<PublicFollow>> {
  const side = query.followedUuid !== undefined ? 'followers' : 'following';
  const subject = await target(db, query.followedUuid ?? query.followingUuid ?? '');
  // to someone they blocked, a member does not exist (as their profile); the rows leave out blocks either way
  if (viewerId !== null && viewerId !== subject.id && (await relationsTo(db, subject.id, viewerId)).blocked)
    throw notFound('user_not_found');
  const offset = (query.page - 1) * query.limit;
  const { rows, count } = await listFollowSide(db, subject.id, side, viewerId, query.limit, offset);
  const followed =
    viewerId === null
      ? new Set<number>()
      : await followedAmong(
          db,
          viewerId,
          rows.map((r) => r.person.id),
        );
  const me = toSocialUser(subject, ids);
  return {
    rows: rows.map((r) => {
      const person = toSocialUser(r.person, ids);
      return {
        follower: side === 'followers' ? person : me,
        followed: side === 'followers' ? me : person,
        created_at: r.createdAt.toISOString(),
        is_followed: followed.has(r.person.id),
        is_me: r.person.id === viewerId,
      };
    }),
    count,
    page: query.page,
  };
}

export async function peopleToFollow(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  limit: number,
): Promise<PersonToFollow[]> {
  const rows = await suggestPeople(db, viewerId, limit);
  const people = await findSummaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const person = people.get(r.id);
    return person
      ? [{ ...toSocialUser(person, ids), followers_count: r.followers, mutual_count: r.mutual, is_followed: false }]
      : [];
  });
}
