import { z } from 'zod';
import { socialLinks } from '../users/responses';

// The social api's answers: the schemas routes serialize through, and (types.ts) the types front ends import.

/** A person as lists show them (post author, commenter, follower, notification actor). */
export const socialUser = z.object({
  uuid: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile: z.object({
    /** Opaque id (kind 'profile'); absent for a user without a profile row. */
    profile_id: z.string().optional(),
    profile_picture: z.string().nullable(),
    is_verified: z.boolean(),
  }),
});

export const mediaVariantOut = z.object({ width: z.number(), url: z.string() });

/** An uploaded picture or video, as POST /upload answers and posts carry it. */
export const publicMedia = z.object({
  /** Opaque id (kind 'media'). */
  id: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  is_image: z.boolean(),
  width: z.number(),
  height: z.number(),
  /** Videos only: length in milliseconds. */
  duration_ms: z.number().nullable(),
  /** Images only: the same picture at the spec's widths, smallest first (the largest is `url`). */
  variants: z.array(mediaVariantOut),
  /** The author's description for screen readers; null: none given (readers show "Photo by <user>"). */
  alt_text: z.string().nullable(),
});

export const uploadResponse = z.object({ media: z.array(publicMedia) });

export const publicPost = z.object({
  /** Opaque id (kind 'post'). */
  post_id: z.string(),
  caption: z.string(),
  created_at: z.string(),
  /** Set when the caption was edited. */
  edited_at: z.string().nullable(),
  user: socialUser,
  media: z.array(publicMedia),
  /** A plan shared to the feed: link to /plan?pid=<user_plan_id>. */
  user_plan: z.object({ user_plan_id: z.string() }).nullable(),
  like_count: z.number(),
  comment_count: z.number(),
  question_count: z.number(),
  /** Did the signed-in user like it (false for visitors). */
  liked: z.boolean(),
  /** Does the signed-in user follow the author. */
  is_followed: z.boolean(),
  is_owner: z.boolean(),
  /** Did the signed-in user report it already. */
  reported: z.boolean(),
  /** Only the author sees a hidden post: reported by enough people, waiting for review. */
  is_hidden: z.boolean(),
  /** In the feed: a post from someone the reader does not follow. */
  is_discovery: z.boolean(),
});

/** A cursor page (feed, comments, questions). */
const cursorPage = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    /** Pass back as `cursor` for the next page; null at the end. */
    next_cursor: z.string().nullable(),
  });

/** Page-based lists (profile posts, follows, notifications): page 1 replaces, later pages append. */
export const pagedList = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number(), page: z.number() });

export const feedPage = cursorPage(publicPost);

/** A page of the /tag/<tag> page: the tag as stored, how many public posts carry it (first page only), the posts. */
export const tagPage = cursorPage(publicPost).extend({ tag: z.string(), post_count: z.number().nullable() });

/** Tags starting with what was typed (the header search on /feed), most used first. */
export const tagSearch = z.object({ rows: z.array(z.object({ tag: z.string(), post_count: z.number() })) });

export const publicComment = z.object({
  /** Opaque id (kind 'comment'). */
  comment_id: z.string(),
  post_id: z.string(),
  /** The top-level comment this one replies to, or null. */
  parent_id: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  user: socialUser,
  like_count: z.number(),
  reply_count: z.number(),
  liked: z.boolean(),
  /** The reader may delete it: their own comment, or a comment on their post. */
  can_delete: z.boolean(),
  /** Written by the post's author. */
  is_author: z.boolean(),
});

export const commentsPage = cursorPage(publicComment);

export const publicAnswer = z.object({
  answer_id: z.string(),
  question_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  user: socialUser,
  is_author: z.boolean(),
  can_delete: z.boolean(),
});

export const publicQuestion = z.object({
  question_id: z.string(),
  post_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  user: socialUser,
  answer_count: z.number(),
  answers: z.array(publicAnswer),
  can_delete: z.boolean(),
  /** The reader may answer (signed in). */
  can_answer: z.boolean(),
});

export const questionsPage = cursorPage(publicQuestion);

export const likeState = z.object({ liked: z.boolean(), like_count: z.number() });

/** One person who liked a post (the likes dialog), newest like first. */
export const liker = z.object({
  user: socialUser,
  liked_at: z.string(),
  /** Does the signed-in user follow them. */
  is_followed: z.boolean(),
  /** The row is the signed-in user. */
  is_me: z.boolean(),
});

export const likersPage = cursorPage(liker);

export const publicFollow = z.object({
  follower: socialUser,
  followed: socialUser,
  created_at: z.string(),
  /** Does the signed-in user follow the person this row is about (the other side of the list). */
  is_followed: z.boolean(),
  /** The row is about the signed-in user. */
  is_me: z.boolean(),
});

export const followState = z.object({
  followed_uuid: z.string(),
  is_followed: z.boolean(),
  followers_count: z.number(),
});

export const personToFollow = socialUser.extend({
  followers_count: z.number(),
  /** People the reader follows who follow this person. */
  mutual_count: z.number(),
  is_followed: z.boolean(),
});

export const socialProfile = socialUser.extend({
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  cover_picture: z.string().nullable(),
  /** The links saved in edit profile, shown on the profile page. */
  ...socialLinks,
  posts_count: z.number(),
  followers_count: z.number(),
  following_count: z.number(),
  is_followed: z.boolean(),
  /** The person follows the signed-in user. */
  follows_me: z.boolean(),
  is_me: z.boolean(),
  /** The signed-in user muted this person (their posts and comments are hidden from them). */
  is_muted: z.boolean(),
  /** The signed-in user blocked this person (to the blocked person, the blocker is not found). */
  is_blocked: z.boolean(),
});

/** The signed-in user's mute and block of one person, after a change. */
export const relationState = z.object({ user_uuid: z.string(), is_muted: z.boolean(), is_blocked: z.boolean() });

/** A person in the signed-in user's muted or blocked list, with when they were added. */
export const relationPerson = socialUser.extend({ created_at: z.string() });

export const reportResult = z.object({
  post_id: z.string(),
  reported: z.boolean(),
  /** True when this report hid the post (the threshold was reached). */
  hidden: z.boolean(),
});

/** A removal's answer: the id it removed, e.g. `{ post_id, deleted: true }`. */
const deleted = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), deleted: z.boolean() } as { [P in K]: z.ZodString } & { deleted: z.ZodBoolean });

export const postDeleted = deleted('post_id');
export const commentDeleted = deleted('comment_id');
export const questionDeleted = deleted('question_id');
export const answerDeleted = deleted('answer_id');

export const profilePostsPage = pagedList(publicPost);
export const followsPage = pagedList(publicFollow);
export const relationsPage = pagedList(relationPerson);
/** Short rows without paging (trending posts, people to follow). */
export const trendingPostsList = z.object({ rows: z.array(publicPost) });
export const peopleToFollowList = z.object({ rows: z.array(personToFollow) });
