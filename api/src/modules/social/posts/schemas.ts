import { z } from 'zod';
import { FEED_TABS } from './feed-tabs';

const opaqueId = z.string().trim().min(1).max(100);
/** A photo's description for screen readers: trimmed, at most 1000 characters; empty means none. */
const altText = z.string().trim().max(1000);

export const postIdBody = z.object({ post_id: opaqueId });

export const createPostBody = z.object({
  caption: z.string().max(2200).default(''),
  // The exact 'Maximum media to upload is 3' comes from the service; this only bounds the input.
  media: z.array(opaqueId).max(10).default([]),
  /** A description of each photo, in the order of `media` ('' or absent: none). */
  media_alt: z.array(altText).max(10).default([]),
  user_plan_id: opaqueId.optional(),
});

export const editPostBody = z.object({
  post_id: opaqueId,
  caption: z.string().max(2200),
  /** With it: the description of each of the post's photos, in their order ('' clears one). */
  media_alt: z.array(altText).max(10).optional(),
});

export const feedBody = z
  .object({
    // no tab: the mixed feed (followed people and discovery); the /feed page asks for one of the two tabs
    tab: z.enum(FEED_TABS).optional(),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(30).default(10),
  })
  .default({ limit: 10 });

export const profilePostsBody = z.object({
  username: z.string().trim().min(1).max(60),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(30).default(12),
});

export const trendingBody = z
  .object({ limit: z.coerce.number().int().min(1).max(20).default(8) })
  .default({ limit: 8 });
