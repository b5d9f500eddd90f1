// Answer shapes of the social api. Front ends `import type` them; nothing here runs. Type aliases (not
// interfaces) so they fit the app store's open entity types (spec §3), which carry an index signature.

/** A person as lists show them (post author, commenter, follower, notification actor). */
export type SocialUser = {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  profile: {
    /** Opaque id (kind 'profile'); absent for a user without a profile row. */
    profile_id?: string;
    profile_picture: string | null;
    is_verified: boolean;
  };
};

export type MediaVariantOut = {
  width: number;
  url: string;
};

/** An uploaded picture or video, as POST /upload answers and posts carry it. */
export type PublicMedia = {
  /** Opaque id (kind 'media'). */
  id: string;
  url: string;
  thumbnail: string | null;
  is_image: boolean;
  width: number;
  height: number;
  /** Videos only: length in milliseconds. */
  duration_ms: number | null;
  /** Images only: the same picture at the spec's widths, smallest first (the largest is `url`). */
  variants: MediaVariantOut[];
};

export type UploadResponse = {
  media: PublicMedia[];
};

export type PublicPost = {
  /** Opaque id (kind 'post'). */
  post_id: string;
  caption: string;
  created_at: string;
  /** Set when the caption was edited. */
  edited_at: string | null;
  user: SocialUser;
  media: PublicMedia[];
  /** A plan shared to the feed: link to /plan?pid=<user_plan_id>. */
  user_plan: { user_plan_id: string } | null;
  like_count: number;
  comment_count: number;
  question_count: number;
  /** Did the signed-in user like it (false for visitors). */
  liked: boolean;
  /** Does the signed-in user follow the author. */
  is_followed: boolean;
  is_owner: boolean;
  /** Did the signed-in user report it already. */
  reported: boolean;
  /** Only the author sees a hidden post: reported by enough people, waiting for review. */
  is_hidden: boolean;
  /** In the feed: a post from someone the reader does not follow. */
  is_discovery: boolean;
};

export type FeedPage = {
  rows: PublicPost[];
  /** Pass back as `cursor` for the next page; null at the end. */
  next_cursor: string | null;
};

/** Page-based lists (profile posts, follows, notifications): page 1 replaces, later pages append. */
export type PagedList<T> = {
  rows: T[];
  count: number;
  page: number;
};

export type PublicComment = {
  /** Opaque id (kind 'comment'). */
  comment_id: string;
  post_id: string;
  /** The top-level comment this one replies to, or null. */
  parent_id: string | null;
  body: string;
  created_at: string;
  user: SocialUser;
  like_count: number;
  reply_count: number;
  liked: boolean;
  /** The reader may delete it: their own comment, or a comment on their post. */
  can_delete: boolean;
  /** Written by the post's author. */
  is_author: boolean;
};

export type CommentsPage = {
  rows: PublicComment[];
  next_cursor: string | null;
};

export type PublicAnswer = {
  answer_id: string;
  question_id: string;
  body: string;
  created_at: string;
  user: SocialUser;
  is_author: boolean;
  can_delete: boolean;
};

export type PublicQuestion = {
  question_id: string;
  post_id: string;
  body: string;
  created_at: string;
  user: SocialUser;
  answer_count: number;
  answers: PublicAnswer[];
  can_delete: boolean;
  /** The reader may answer (signed in). */
  can_answer: boolean;
};

export type QuestionsPage = {
  rows: PublicQuestion[];
  next_cursor: string | null;
};

export type LikeState = {
  liked: boolean;
  like_count: number;
};

export type PublicFollow = {
  follower: SocialUser;
  followed: SocialUser;
  created_at: string;
  /** Does the signed-in user follow the person this row is about (the other side of the list). */
  is_followed: boolean;
  /** The row is about the signed-in user. */
  is_me: boolean;
};

export type FollowState = {
  followed_uuid: string;
  is_followed: boolean;
  followers_count: number;
};

export type PersonToFollow = SocialUser & {
  followers_count: number;
  /** People the reader follows who follow this person. */
  mutual_count: number;
  is_followed: boolean;
};

export type SocialProfile = SocialUser & {
  bio: string | null;
  city: string | null;
  country: string | null;
  cover_picture: string | null;
  posts_count: number;
  followers_count: number;
  following_count: number;
  is_followed: boolean;
  /** The person follows the signed-in user. */
  follows_me: boolean;
  is_me: boolean;
};

export type ReportResult = {
  post_id: string;
  reported: boolean;
  /** True when this report hid the post (the threshold was reached). */
  hidden: boolean;
};
