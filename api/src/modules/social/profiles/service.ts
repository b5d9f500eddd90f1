import { at } from '../../../lib/checked';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { followCounts, isFollowing } from '../follows/repository';
import { findUserByUsername } from '../shared/users';
import { notFound } from '../../../lib/domain-error';
import { relationsTo } from '../relations/repository';
import { toSocialUser } from '../shared/user-summary';
import type { SocialProfile } from '../types';

/** The social side of a profile page: who, their counts, and how the viewer relates to them. */
export async function socialProfile(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  username: string,
): Promise<SocialProfile> {
  const person = await findUserByUsername(db, username);
  const isMe = viewerId === person.id;
  // to someone they blocked, a member does not exist
  if (viewerId !== null && !isMe && (await relationsTo(db, person.id, viewerId)).blocked)
    throw notFound('user_not_found');
  const [counts, postsCounts, followed, followsMe, mine] = await Promise.all([
    followCounts(db, person.id),
    db
      .select({ n: count() })
      .from(posts)
      .where(isMe ? eq(posts.userId, person.id) : and(eq(posts.userId, person.id), isNull(posts.hiddenAt))),
    viewerId === null || isMe ? Promise.resolve(false) : isFollowing(db, viewerId, person.id),
    viewerId === null || isMe ? Promise.resolve(false) : isFollowing(db, person.id, viewerId),
    viewerId === null || isMe
      ? Promise.resolve({ muted: false, blocked: false })
      : relationsTo(db, viewerId, person.id),
  ]);
  return {
    ...toSocialUser(person, ids),
    bio: person.bio,
    city: person.city,
    country: person.country,
    cover_picture: person.coverPicture,
    twitter: person.twitter,
    tiktok: person.tiktok,
    linktree: person.linktree,
    instagram: person.instagram,
    snapchat: person.snapchat,
    facebook: person.facebook,
    posts_count: at(postsCounts, 0).n, // count() answers one row
    followers_count: counts.followers,
    following_count: counts.following,
    is_followed: followed,
    follows_me: followsMe,
    is_me: isMe,
    is_muted: mine.muted,
    is_blocked: mine.blocked,
  };
}
