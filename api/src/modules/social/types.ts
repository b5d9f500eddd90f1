// Answer shapes of the social api, inferred from the response schemas (responses.ts). Front ends `import type`
// them; nothing here runs. Type aliases (not interfaces) so they fit the app store's open entity types (spec §3),
// which carry an index signature.
import type { z } from 'zod';
import type {
  commentsPage,
  feedPage,
  followState,
  likeState,
  liker,
  likersPage,
  mediaVariantOut,
  personToFollow,
  publicAnswer,
  publicComment,
  publicFollow,
  publicMedia,
  publicPost,
  publicQuestion,
  questionsPage,
  relationPerson,
  relationState,
  reportResult,
  socialProfile,
  socialUser,
  tagPage,
  tagSearch,
  uploadResponse,
} from './responses';

/** A person as lists show them (post author, commenter, follower, notification actor). */
export type SocialUser = z.infer<typeof socialUser>;
export type MediaVariantOut = z.infer<typeof mediaVariantOut>;
/** An uploaded picture or video, as POST /upload answers and posts carry it. */
export type PublicMedia = z.infer<typeof publicMedia>;
export type UploadResponse = z.infer<typeof uploadResponse>;
export type PublicPost = z.infer<typeof publicPost>;
export type FeedPage = z.infer<typeof feedPage>;
/** Page-based lists (profile posts, follows, notifications): page 1 replaces, later pages append. */
export type PagedList<T> = { rows: T[]; count: number; page: number };
export type PublicComment = z.infer<typeof publicComment>;
export type CommentsPage = z.infer<typeof commentsPage>;
export type PublicAnswer = z.infer<typeof publicAnswer>;
export type PublicQuestion = z.infer<typeof publicQuestion>;
export type QuestionsPage = z.infer<typeof questionsPage>;
export type LikeState = z.infer<typeof likeState>;
export type Liker = z.infer<typeof liker>;
export type LikersPage = z.infer<typeof likersPage>;
export type PublicFollow = z.infer<typeof publicFollow>;
export type FollowState = z.infer<typeof followState>;
export type PersonToFollow = z.infer<typeof personToFollow>;
export type SocialProfile = z.infer<typeof socialProfile>;
export type ReportResult = z.infer<typeof reportResult>;
export type RelationState = z.infer<typeof relationState>;
export type RelationPerson = z.infer<typeof relationPerson>;
export type TagPage = z.infer<typeof tagPage>;
export type TagSearch = z.infer<typeof tagSearch>;
