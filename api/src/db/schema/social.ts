import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activityReviews } from './activities';
import { hotelReviews } from './hotels';
import { users } from './platform';

// Drizzle tables of the social domain; drizzle-kit generates the migrations in api/drizzle from them.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsz = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    caption: text('caption').notNull().default(''),
    userPlanId: bigint('user_plan_id', { mode: 'number' }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: tsz('hidden_at'),
    reviewedAt: tsz('reviewed_at'),
    createdAt: createdAt(),
    editedAt: tsz('edited_at'),
  },
  (t) => [
    check('posts_caption_length_check', sql`char_length(${t.caption}) <= 2200`),
    check(
      'posts_counts_check',
      sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.questionCount} >= 0 and ${t.reportCount} >= 0`,
    ),
    index('posts_user_id_idx').on(t.userId, t.id.desc().nullsFirst()),
  ],
);

export const MEDIA_PURPOSES = ['post', 'profile', 'cover', 'review'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export interface MediaVariant {
  width: number;
  url: string;
}

export const mediaItems = pgTable(
  'media_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: userRef('owner_id'),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, { onDelete: 'cascade' }),
    /** Review photos (migration 0640): the review they belong to, null until the review is saved. */
    position: smallint('position').notNull().default(0),
    purpose: text('purpose', { enum: MEDIA_PURPOSES }).notNull(),
    isImage: boolean('is_image').notNull(),
    mime: text('mime').notNull(),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    bytes: integer('bytes').notNull().default(0),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    storageKeys: text('storage_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    // Added with member reviews (after the other columns, where ALTER TABLE put them in older databases).
    activityReviewId: bigint('activity_review_id', { mode: 'number' }).references(() => activityReviews.reviewId, {
      onDelete: 'cascade',
    }),
    hotelReviewId: bigint('hotel_review_id', { mode: 'number' }).references(() => hotelReviews.reviewId, {
      onDelete: 'cascade',
    }),
    /** The author's description of a post photo for screen readers; null: the reader's "Photo by <user>". */
    altText: text('alt_text'),
  },
  (t) => [
    check('media_items_purpose_check', sql`${t.purpose} in ('post', 'profile', 'cover', 'review')`),
    check('media_items_size_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} >= 0`),
    index('media_items_post_id_idx')
      .on(t.postId, t.position)
      .where(sql`${t.postId} is not null`),
    index('media_items_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.postId} is null and ${t.purpose} = 'post'`),
    index('media_items_owner_id_idx').on(t.ownerId),
    index('media_items_activity_review_idx')
      .on(t.activityReviewId, t.position)
      .where(sql`${t.activityReviewId} is not null`),
    index('media_items_hotel_review_idx')
      .on(t.hotelReviewId, t.position)
      .where(sql`${t.hotelReviewId} is not null`),
    index('media_items_unattached_review_idx')
      .on(t.createdAt)
      .where(sql`${t.purpose} = 'review' and ${t.activityReviewId} is null and ${t.hotelReviewId} is null`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'post_likes_pkey', columns: [t.postId, t.userId] }),
    index('post_likes_user_id_idx').on(t.userId),
    // "Who liked this": a post's likes newest first, keyset on (created_at, user_id).
    index('post_likes_post_recent_idx').on(t.postId, t.createdAt.desc(), t.userId.desc()),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('post_comments_body_check', sql`char_length(${t.body}) between 1 and 1000`),
    check('post_comments_counts_check', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
    index('post_comments_post_id_idx')
      .on(t.postId, t.id)
      .where(sql`${t.parentId} is null`),
    index('post_comments_parent_id_idx')
      .on(t.parentId, t.id)
      .where(sql`${t.parentId} is not null`),
    index('post_comments_user_id_idx').on(t.userId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'comment_likes_pkey', columns: [t.commentId, t.userId] }),
    index('comment_likes_user_id_idx').on(t.userId),
  ],
);

export const postQuestions = pgTable(
  'post_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    body: text('body').notNull(),
    answerCount: integer('answer_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('post_questions_body_check', sql`char_length(${t.body}) between 1 and 500`),
    check('post_questions_answer_count_check', sql`${t.answerCount} >= 0`),
    index('post_questions_post_id_idx').on(t.postId, t.id),
    index('post_questions_user_id_idx').on(t.userId),
  ],
);

export const postAnswers = pgTable(
  'post_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => postQuestions.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('post_answers_body_check', sql`char_length(${t.body}) between 1 and 1000`),
    index('post_answers_question_id_idx').on(t.questionId, t.id),
    index('post_answers_user_id_idx').on(t.userId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followedId: userRef('followed_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'follows_pkey', columns: [t.followerId, t.followedId] }),
    index('follows_followed_id_idx').on(t.followedId, t.followerId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const POST_REPORT_REASONS = [
  'spam',
  'nudity',
  'hate',
  'violence',
  'harassment',
  'false_information',
  'scam',
  'intellectual_property',
  'other',
] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];

export const postReports = pgTable(
  'post_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    reason: text('reason', { enum: POST_REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'post_reports_pkey', columns: [t.postId, t.reporterId] }),
    check(
      'post_reports_reason_check',
      sql`${t.reason} in ('spam', 'nudity', 'hate', 'violence', 'harassment', 'false_information', 'scam', 'intellectual_property', 'other')`,
    ),
    check('post_reports_details_check', sql`${t.details} is null or char_length(${t.details}) <= 500`),
    index('post_reports_reporter_id_idx').on(t.reporterId),
  ],
);

/** A member the muter no longer wants to see (posts and comments); the muted person is not told. */
export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: userRef('muter_id'),
    mutedId: userRef('muted_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_mutes_pkey', columns: [t.muterId, t.mutedId] }),
    check('user_mutes_not_self_check', sql`${t.muterId} <> ${t.mutedId}`),
  ],
);

/** A block cuts both ways: neither sees, follows, comments on or mentions the other (social/blocks). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    // "is anyone blocking me" is read from the blocked side
    index('user_blocks_blocked_id_idx').on(t.blockedId, t.blockerId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** `#tag`s of a post's caption (lower-cased, Unicode letters), written with the post; the tag page walks the key. */
export const postTags = pgTable(
  'post_tags',
  {
    tag: text('tag').notNull(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'post_tags_pkey', columns: [t.tag, t.postId] }),
    index('post_tags_post_id_idx').on(t.postId),
    check('post_tags_tag_check', sql`char_length(${t.tag}) between 1 and 100`),
  ],
);

export const MENTION_SOURCES = ['post', 'comment', 'question', 'answer'] as const;
export type MentionSource = (typeof MENTION_SOURCES)[number];

/** `@username`s in a caption, comment, question or answer, written with it; each notifies the person once. */
export const mentions = pgTable(
  'mentions',
  {
    source: text('source', { enum: MENTION_SOURCES }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    mentionedId: userRef('mentioned_id'),
    authorId: userRef('author_id'),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mentions_pkey', columns: [t.source, t.sourceId, t.mentionedId] }),
    check('mentions_source_check', sql`${t.source} in ('post', 'comment', 'question', 'answer')`),
    index('mentions_mentioned_id_idx').on(t.mentionedId),
    index('mentions_post_id_idx').on(t.postId),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type MediaRow = typeof mediaItems.$inferSelect;
export type CommentRow = typeof postComments.$inferSelect;
export type QuestionRow = typeof postQuestions.$inferSelect;
export type AnswerRow = typeof postAnswers.$inferSelect;
export type FollowRow = typeof follows.$inferSelect;
export type PostReportRow = typeof postReports.$inferSelect;
