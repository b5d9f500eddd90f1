import { at } from '../../../lib/checked';
import type { Db } from '../../../db/client';
import type { AnswerRow, PostRow, QuestionRow } from '../../../db/schema';
import { forbidden, invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { createNotification } from '../../notifications/service';
import { lockPost } from '../posts/repository';
import { notBlockedFromPost, visiblePost } from '../posts/service';
import { forgetMentions, writeMentions } from '../text/writes';
import type { SocialChanges } from '../shared/changes';
import { ID_KIND } from '../shared/ids';
import { findSummaries, toSocialUser } from '../shared/user-summary';
import type { PublicAnswer, PublicQuestion, QuestionsPage } from '../types';
import {
  answersOf,
  bumpAnswers,
  bumpPostQuestions,
  deleteAnswerRow,
  deleteQuestionRow,
  findAnswer,
  findQuestion,
  insertAnswer,
  insertQuestion,
  questionsOfPost,
} from './repository';
import { renderMessage } from '../../../lib/error-codes';

export const QUESTION_NOT_FOUND = renderMessage('question_not_found');
export const ANSWER_NOT_FOUND = renderMessage('answer_not_found');

async function hydrate(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  post: PostRow,
  questions: QuestionRow[],
  answers: AnswerRow[],
): Promise<PublicQuestion[]> {
  const people = await findSummaries(db, [...questions.map((q) => q.userId), ...answers.map((a) => a.userId)]);
  const answersByQuestion = new Map<number, PublicAnswer[]>();
  for (const a of answers) {
    const author = people.get(a.userId);
    if (!author) continue;
    const list = answersByQuestion.get(a.questionId) ?? [];
    list.push({
      answer_id: ids.encodeId(ID_KIND.answer, a.id),
      question_id: ids.encodeId(ID_KIND.question, a.questionId),
      body: a.body,
      created_at: a.createdAt.toISOString(),
      user: toSocialUser(author, ids),
      is_author: a.userId === post.userId,
      can_delete: viewerId !== null && (viewerId === a.userId || viewerId === post.userId),
    });
    answersByQuestion.set(a.questionId, list);
  }
  return questions.flatMap((q) => {
    const author = people.get(q.userId);
    if (!author) return [];
    return [
      {
        question_id: ids.encodeId(ID_KIND.question, q.id),
        post_id: ids.encodeId(ID_KIND.post, q.postId),
        body: q.body,
        created_at: q.createdAt.toISOString(),
        user: toSocialUser(author, ids),
        answer_count: q.answerCount,
        answers: answersByQuestion.get(q.id) ?? [],
        can_delete: viewerId !== null && (viewerId === q.userId || viewerId === post.userId),
        can_answer: viewerId !== null,
      },
    ];
  });
}

export async function listQuestions(
  db: Db,
  ids: OpaqueIds,
  viewerId: number | null,
  postId: number,
  cursor: string | undefined,
  limit: number,
): Promise<QuestionsPage> {
  const post = await visiblePost(db, postId, viewerId);
  let after = 0;
  if (cursor) {
    const decoded = ids.tryDecodeId(ID_KIND.cursor, cursor);
    if (decoded === null) throw invalid('invalid_cursor', { field: 'cursor' });
    after = decoded;
  }
  const rows = await questionsOfPost(db, postId, after, limit + 1);
  const page = rows.slice(0, limit);
  const answers = await answersOf(
    db,
    page.map((q) => q.id),
  );
  return {
    rows: await hydrate(db, ids, viewerId, post, page, answers),
    next_cursor: rows.length > limit ? ids.encodeId(ID_KIND.cursor, at(page, page.length - 1).id) : null,
  };
}

/** Asks the post's author something (QUESTION); anyone signed in may answer it. */
export async function askQuestion(
  db: Db,
  changes: SocialChanges,
  ids: OpaqueIds,
  userId: number,
  postId: number,
  body: string,
): Promise<PublicQuestion> {
  const text = body.trim();
  if (!text) throw invalid('question_empty', { field: 'body' });
  const { question, post } = await db.transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    if (!locked || (locked.hiddenAt !== null && locked.userId !== userId)) throw notFound('post_not_found');
    await notBlockedFromPost(tx, userId, locked);
    const inserted = await insertQuestion(tx, { postId, userId, body: text });
    await bumpPostQuestions(tx, postId, 1);
    const site = { source: 'question', sourceId: inserted.id, postId, authorId: userId } as const;
    const mentioned = await writeMentions(tx, site, text);
    // someone mentioned is told once, by the mention
    if (!mentioned.includes(locked.userId))
      await createNotification(tx, { recipientId: locked.userId, actorId: userId, type: 'QUESTION', postId });
    return { question: inserted, post: locked };
  });
  await changes.readerWrote(userId); // the post's question count on their feed
  return at(await hydrate(db, ids, userId, post, [question], []), 0);
}

/** Answers a question and tells whoever asked it (ANSWER). */
export async function answerQuestion(
  db: Db,
  changes: SocialChanges,
  ids: OpaqueIds,
  userId: number,
  questionId: number,
  body: string,
): Promise<PublicQuestion> {
  const text = body.trim();
  if (!text) throw invalid('answer_empty', { field: 'body' });
  const found = await findQuestion(db, questionId);
  if (!found) throw notFound('question_not_found');
  const post = await db.transaction(async (tx) => {
    const locked = await lockPost(tx, found.postId);
    if (!locked || (locked.hiddenAt !== null && locked.userId !== userId)) throw notFound('question_not_found');
    await notBlockedFromPost(tx, userId, locked).catch(() => {
      throw notFound('question_not_found');
    });
    // The question may have been deleted while we waited for the lock.
    if (!(await findQuestion(tx, questionId))) throw notFound('question_not_found');
    const answer = await insertAnswer(tx, { questionId, userId, body: text });
    await bumpAnswers(tx, questionId, 1);
    const site = { source: 'answer', sourceId: answer.id, postId: found.postId, authorId: userId } as const;
    const mentioned = await writeMentions(tx, site, text);
    if (!mentioned.includes(found.userId))
      await createNotification(tx, {
        recipientId: found.userId,
        actorId: userId,
        type: 'ANSWER',
        postId: found.postId,
      });
    return locked;
  });
  await changes.readerWrote(userId);
  const question = (await findQuestion(db, questionId)) ?? found;
  return at(await hydrate(db, ids, userId, post, [question], await answersOf(db, [questionId])), 0);
}

export async function deleteQuestion(
  db: Db,
  changes: SocialChanges,
  userId: number,
  questionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const question = await findQuestion(tx, questionId);
    if (!question) throw notFound('question_not_found');
    const post = await lockPost(tx, question.postId);
    if (!post || (post.hiddenAt !== null && post.userId !== userId)) throw notFound('question_not_found');
    if (question.userId !== userId && post.userId !== userId) throw forbidden('own_question_only');
    await forgetMentions(tx, 'question', questionId);
    await deleteQuestionRow(tx, questionId);
    await bumpPostQuestions(tx, post.id, -1);
  });
  await changes.readerWrote(userId);
}

export async function deleteAnswer(db: Db, changes: SocialChanges, userId: number, answerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const answer = await findAnswer(tx, answerId);
    if (!answer) throw notFound('answer_not_found');
    const question = await findQuestion(tx, answer.questionId);
    const post = question ? await lockPost(tx, question.postId) : null;
    if (!question || !post || (post.hiddenAt !== null && post.userId !== userId)) throw notFound('answer_not_found');
    if (answer.userId !== userId && post.userId !== userId) throw forbidden('own_answer_only');
    await forgetMentions(tx, 'answer', answerId);
    await deleteAnswerRow(tx, answerId);
    await bumpAnswers(tx, question.id, -1);
  });
  await changes.readerWrote(userId);
}
