import { at } from '../../../lib/checked';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postAnswers, postQuestions, posts, type AnswerRow, type QuestionRow } from '../../../db/schema';

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(postQuestions).where(eq(postQuestions.id, id)).limit(1);
  return row ?? null;
}

export async function findAnswer(db: Db, id: number): Promise<AnswerRow | null> {
  const [row] = await db.select().from(postAnswers).where(eq(postAnswers.id, id)).limit(1);
  return row ?? null;
}

export async function insertQuestion(
  tx: Db,
  values: { postId: number; userId: number; body: string },
): Promise<QuestionRow> {
  return at(await tx.insert(postQuestions).values(values).returning(), 0);
}

export async function insertAnswer(
  tx: Db,
  values: { questionId: number; userId: number; body: string },
): Promise<AnswerRow> {
  return at(await tx.insert(postAnswers).values(values).returning(), 0);
}

export async function deleteQuestionRow(tx: Db, id: number): Promise<void> {
  await tx.delete(postQuestions).where(eq(postQuestions.id, id));
}

export async function deleteAnswerRow(tx: Db, id: number): Promise<void> {
  await tx.delete(postAnswers).where(eq(postAnswers.id, id));
}

export async function bumpPostQuestions(tx: Db, postId: number, delta: number): Promise<void> {
  await tx
    .update(posts)
    .set({ questionCount: sql`greatest(${posts.questionCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

export async function bumpAnswers(tx: Db, questionId: number, delta: number): Promise<void> {
  await tx
    .update(postQuestions)
    .set({ answerCount: sql`greatest(${postQuestions.answerCount} + ${delta}, 0)` })
    .where(eq(postQuestions.id, questionId));
}

export async function questionsOfPost(db: Db, postId: number, afterId: number, limit: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(postQuestions)
    .where(and(eq(postQuestions.postId, postId), gt(postQuestions.id, afterId)))
    .orderBy(asc(postQuestions.id))
    .limit(limit);
}

export async function answersOf(db: Db, questionIds: number[]): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  return db.select().from(postAnswers).where(inArray(postAnswers.questionId, questionIds)).orderBy(asc(postAnswers.id));
}
