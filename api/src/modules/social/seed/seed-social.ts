import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  follows,
  mediaItems,
  notifications,
  postAnswers,
  postComments,
  postLikes,
  postQuestions,
  posts,
  users,
  type NotificationType,
} from '../../../db/schema';
import { createRandom, type Random } from '../scenes/elements';
import { sceneSize, SCENES, type Scene } from '../scenes/compose';
import { sceneUrl } from '../scenes/routes';
import { demoFeed } from '../../../db/seed/data';
import { at } from '../../../lib/checked';

// The words of the demo feed (api/src/db/seed/data/posts.json).
const { posts: DEMO_POSTS, comments: DEMO_COMMENTS, replies: DEMO_REPLIES, questions: DEMO_QUESTIONS } = demoFeed;

interface Person {
  id: number;
  language: 'en' | 'ar';
}

interface Event {
  recipientId: number;
  actorId: number;
  type: NotificationType;
  postId: number | null;
  at: Date;
}

const DAY = 86_400_000;
// random() is in [0, 1): the index is in range (the demo lists are never empty).
const pick = <T>(random: Random, list: readonly T[]): T => at(list, Math.floor(random() * list.length));

function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
  }
  return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
}

const later = (random: Random, from: Date, maxMs: number, now: number) =>
  new Date(Math.min(now - 60_000, from.getTime() + 60_000 + random() * maxMs));

/**
 * A living feed over the demo people (seeded by accounts before us): follows, 60+ posts with generated
 * Dubai pictures, likes, comments with replies, questions with answers, and the notifications all of
 * it would have caused (the last few per person still unseen). Deterministic.
 */
export async function seedSocial(tx: Db, now = Date.now()): Promise<{ posts: number }> {
  const random = createRandom(20260101);
  const people: Person[] = (
    await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(asc(users.id))
      .limit(200)
  ).map((u) => ({ id: u.id, language: u.language }));
  if (people.length < 2) return { posts: 0 };
  const first = at(people, 0);
  const events: Event[] = [];

  // Follows: everyone follows 5–12 others; the first person (sara) is popular and follows many.
  const followRows: { followerId: number; followedId: number; createdAt: Date }[] = [];
  for (const [i, person] of people.entries()) {
    const others = people.filter((p) => p.id !== person.id);
    const chosen = new Set(sample(random, others, i === 0 ? 14 : 5 + Math.floor(random() * 8)).map((p) => p.id));
    if (i !== 0 && random() < 0.8) chosen.add(first.id);
    for (const followedId of chosen) {
      const when = new Date(now - (60 + random() * 240) * DAY);
      followRows.push({ followerId: person.id, followedId, createdAt: when });
      events.push({ recipientId: followedId, actorId: person.id, type: 'FOLLOW', postId: null, at: when });
    }
  }
  await tx.insert(follows).values(followRows);

  // Posts, oldest first so ids follow time; every author gets a turn, the first few people a little more.
  const authors = DEMO_POSTS.map((_, i) => {
    if (i < people.length) return at(people, i);
    // The first demo people (sara, omar, layla) are the ones visitors sign in as: give them more.
    return i % 3 === 0
      ? at(people, (i / 3) % Math.min(3, people.length))
      : at(people, Math.floor(random() * Math.min(people.length, 12)));
  });
  const span = 45 * DAY;
  // Shuffled so neighbouring posts show different places.
  const drafts = sample(random, DEMO_POSTS, DEMO_POSTS.length).map((text, i) => {
    const author = at(authors, i); // one author per demo post
    return {
      scene: text.scene,
      row: {
        userId: author.id,
        caption: author.language === 'ar' ? text.ar : text.en,
        createdAt: new Date(now - span + (i / DEMO_POSTS.length) * span + random() * 3 * 3_600_000),
      },
    };
  });
  // A multi-row insert returns its rows in the order given.
  const inserted = await tx
    .insert(posts)
    .values(drafts.map((d) => d.row))
    .returning({ id: posts.id, userId: posts.userId, createdAt: posts.createdAt });

  // Media: 1–3 generated pictures each, drawn on request by /social/scenes (nothing to store).
  const mediaRows: (typeof mediaItems.$inferInsert)[] = [];
  inserted.forEach((post, i) => {
    const scene: Scene = at(drafts, i).scene;
    const count = i % 3 === 0 ? 3 : i % 4 === 1 ? 2 : 1;
    for (let position = 0; position < count; position++) {
      const s = position === 0 ? scene : random() < 0.6 ? scene : pick(random, SCENES);
      const variant = (i * 3 + position * 7) % 40;
      const size = sceneSize(variant);
      const url = sceneUrl(s, variant);
      mediaRows.push({
        ownerId: post.userId,
        postId: post.id,
        position,
        purpose: 'post',
        isImage: true,
        mime: 'image/svg+xml',
        url,
        thumbnail: url,
        width: size.width,
        height: size.height,
        bytes: 0,
        variants: [],
        storageKeys: [],
        createdAt: post.createdAt,
      });
    }
  });
  await tx.insert(mediaItems).values(mediaRows);

  // Likes, comments with replies, questions with answers.
  const likeRows: { postId: number; userId: number; createdAt: Date }[] = [];
  const commentCount = new Map<number, number>();
  const questionCount = new Map<number, number>();
  for (const post of inserted) {
    const others = people.filter((p) => p.id !== post.userId);
    const likers = sample(random, others, Math.floor(random() ** 0.7 * Math.min(18, others.length)));
    for (const liker of likers) {
      const when = later(random, post.createdAt, 3 * DAY, now);
      likeRows.push({ postId: post.id, userId: liker.id, createdAt: when });
      events.push({ recipientId: post.userId, actorId: liker.id, type: 'LIKE', postId: post.id, at: when });
    }
    const author = people.find((p) => p.id === post.userId) ?? first;
    if (random() < 0.72) {
      for (const commenter of sample(random, others, 1 + Math.floor(random() * 4))) {
        const when = later(random, post.createdAt, 2 * DAY, now);
        const comment = await tx
          .insert(postComments)
          .values({
            postId: post.id,
            userId: commenter.id,
            body: pick(random, DEMO_COMMENTS[commenter.language]),
            createdAt: when,
          })
          .returning({ id: postComments.id })
          .then((rows) => at(rows, 0));
        events.push({ recipientId: post.userId, actorId: commenter.id, type: 'COMMENT', postId: post.id, at: when });
        let replies = 0;
        if (random() < 0.45) {
          const replyAt = later(random, when, DAY, now);
          await tx.insert(postComments).values({
            postId: post.id,
            userId: post.userId,
            parentId: comment.id,
            body: pick(random, DEMO_REPLIES[author.language]),
            createdAt: replyAt,
          });
          events.push({
            recipientId: commenter.id,
            actorId: post.userId,
            type: 'COMMENT_REPLY',
            postId: post.id,
            at: replyAt,
          });
          replies = 1;
        }
        if (replies) await tx.update(postComments).set({ replyCount: replies }).where(eq(postComments.id, comment.id));
        commentCount.set(post.id, (commentCount.get(post.id) ?? 0) + 1 + replies);
      }
    }
    if (random() < 0.38) {
      const asker = pick(random, others);
      const qa = pick(random, DEMO_QUESTIONS[asker.language]);
      const when = later(random, post.createdAt, 2 * DAY, now);
      const answered = random() < 0.8;
      const question = await tx
        .insert(postQuestions)
        .values({ postId: post.id, userId: asker.id, body: qa.q, answerCount: answered ? 1 : 0, createdAt: when })
        .returning({ id: postQuestions.id })
        .then((rows) => at(rows, 0));
      events.push({ recipientId: post.userId, actorId: asker.id, type: 'QUESTION', postId: post.id, at: when });
      if (answered) {
        const answerAt = later(random, when, DAY, now);
        await tx
          .insert(postAnswers)
          .values({ questionId: question.id, userId: post.userId, body: qa.a, createdAt: answerAt });
        events.push({ recipientId: asker.id, actorId: post.userId, type: 'ANSWER', postId: post.id, at: answerAt });
      }
      questionCount.set(post.id, 1);
    }
  }
  if (likeRows.length > 0) await tx.insert(postLikes).values(likeRows);
  const likesByPost = new Map<number, number>();
  for (const like of likeRows) likesByPost.set(like.postId, (likesByPost.get(like.postId) ?? 0) + 1);
  for (const post of inserted) {
    await tx
      .update(posts)
      .set({
        likeCount: likesByPost.get(post.id) ?? 0,
        commentCount: commentCount.get(post.id) ?? 0,
        questionCount: questionCount.get(post.id) ?? 0,
      })
      .where(eq(posts.id, post.id));
  }

  await seedNotifications(tx, events);
  return { posts: inserted.length };
}

/** Every event as a notification, oldest first; each person's five newest are left unseen. */
async function seedNotifications(tx: Db, events: Event[]): Promise<void> {
  const ordered = [...events]
    .filter((e) => e.recipientId !== e.actorId)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const remaining = new Map<number, number>();
  for (const e of ordered) remaining.set(e.recipientId, (remaining.get(e.recipientId) ?? 0) + 1);
  const rows = ordered.map((e) => {
    const left = (remaining.get(e.recipientId) ?? 0) - 1;
    remaining.set(e.recipientId, left);
    return {
      userId: e.recipientId,
      actorId: e.actorId,
      type: e.type,
      postId: e.postId,
      isSeen: left >= 5,
      createdAt: e.at,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(notifications).values(rows.slice(i, i + 500));
}
