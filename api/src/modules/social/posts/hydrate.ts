import type { MediaVariant } from '../../../db/schema';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { toPublicMedia } from '../../uploads/serialize';
import { ID_KIND } from '../shared/ids';
import { toDate, toNumber } from '../shared/raw';
import type { SqlRunner } from '../shared/sql-runner';
import { toSocialUser } from '../shared/user-summary';
import type { PublicPost } from '../types';
import { hydratePostsSql } from './feed-queries';

export interface HydrateOptions {
  /** Posts in the feed from people the viewer does not follow. */
  discoveryIds?: ReadonlySet<number>;
}

interface MediaJson {
  id: number;
  url: string;
  thumbnail: string | null;
  is_image: boolean;
  width: number;
  height: number;
  duration_ms: number | null;
  variants: MediaVariant[] | null;
  alt_text?: string | null;
}

const asMedia = (value: unknown): MediaJson[] =>
  Array.isArray(value) ? (value as MediaJson[]) : typeof value === 'string' ? (JSON.parse(value) as MediaJson[]) : [];
const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

/**
 * Full posts for a list of ids, in the order given, as `viewerId` sees them (liked, followed, owner), in
 * one round trip. Posts of deleted authors, or gone since the ids were picked, are left out.
 */
export async function hydratePosts(
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  postIds: number[],
  options: HydrateOptions = {},
): Promise<PublicPost[]> {
  if (postIds.length === 0) return [];
  const rows = await run('social_hydrate_posts', hydratePostsSql(viewerId, postIds));
  const byId = new Map(rows.map((r) => [toNumber(r.id), r]));
  const result: PublicPost[] = [];
  for (const id of postIds) {
    const r = byId.get(id);
    if (r) result.push(toPublicPost(r, ids, viewerId, options.discoveryIds?.has(id) ?? false));
  }
  return result;
}

/** One hydrated row (hydratePostsSql's or feedPageSql's columns) as the api shows it. */
export function toPublicPost(
  r: Record<string, unknown>,
  ids: OpaqueIds,
  viewerId: number | null,
  isDiscovery: boolean,
): PublicPost {
  const id = toNumber(r.id);
  const authorId = toNumber(r.user_id);
  const planId = optionalNumber(r.user_plan_id);
  return {
    post_id: ids.encodeId(ID_KIND.post, id),
    caption: String(r.caption),
    created_at: toDate(r.created_at).toISOString(),
    edited_at: r.edited_at ? toDate(r.edited_at).toISOString() : null,
    user: toSocialUser(
      {
        id: authorId,
        uuid: String(r.uuid),
        username: String(r.username),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        profileId: optionalNumber(r.profile_id),
        profilePicture: (r.profile_picture as string | null) ?? null,
        isVerified: Boolean(r.is_verified),
      },
      ids,
    ),
    media: asMedia(r.media).map((m) =>
      toPublicMedia(
        {
          id: toNumber(m.id),
          url: m.url,
          thumbnail: m.thumbnail,
          isImage: m.is_image,
          width: m.width,
          height: m.height,
          durationMs: m.duration_ms,
          variants: m.variants ?? [],
          altText: m.alt_text ?? null,
        },
        ids,
      ),
    ),
    user_plan: planId === null ? null : { user_plan_id: ids.encodeId(ID_KIND.plan, planId) },
    like_count: toNumber(r.like_count),
    comment_count: toNumber(r.comment_count),
    question_count: toNumber(r.question_count),
    liked: Boolean(r.liked),
    is_followed: Boolean(r.followed),
    is_owner: viewerId === authorId,
    reported: Boolean(r.reported),
    is_hidden: r.hidden_at !== null && r.hidden_at !== undefined,
    is_discovery: isDiscovery,
  };
}
