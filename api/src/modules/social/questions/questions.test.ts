import { and, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { notifications } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { PublicPost, PublicQuestion, QuestionsPage } from '../types';

describe.each(dbKinds())('questions and answers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('asks the author (QUESTION), answers the asker (ANSWER), marks the author’s answers', async () => {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    const asked = await call(t.app, 'POST', '/questions', ben, {
      post_id: post.post_id,
      body: 'How much were the tickets?',
    });
    expect(asked.statusCode).toBe(201);
    const question = asked.json() as PublicQuestion;
    expect(question).toMatchObject({ answer_count: 0, answers: [], can_answer: true });
    const byAnn = await call(t.app, 'POST', '/answers', ann, { question_id: question.question_id, body: '150 AED' });
    expect(byAnn.statusCode).toBe(201);
    await call(t.app, 'POST', '/answers', cat, { question_id: question.question_id, body: 'We paid 140 online' });
    const list = (
      await call(t.app, 'POST', '/questions/fetch-all', null, { post_id: post.post_id })
    ).json() as QuestionsPage;
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ answer_count: 2, can_answer: false });
    expect(list.rows[0]!.answers.map((a) => [a.body, a.is_author])).toEqual([
      ['150 AED', true],
      ['We paid 140 online', false],
    ]);
    expect(
      ((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost)
        .question_count,
    ).toBe(1);

    const toAnn = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.type, 'QUESTION')));
    const toBen = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ben.user.id), eq(notifications.type, 'ANSWER')));
    expect(toAnn).toHaveLength(1);
    expect(toBen.map((n) => n.actorId).sort()).toEqual([ann.user.id, cat.user.id].sort());
  });

  it('lets the asker or the post author delete a question, and the answerer or author an answer', async () => {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    const q = (
      await call(t.app, 'POST', '/questions', ben, { post_id: post.post_id, body: 'Open on Fridays?' })
    ).json() as PublicQuestion;
    const answered = (
      await call(t.app, 'POST', '/answers', cat, { question_id: q.question_id, body: 'Yes' })
    ).json() as PublicQuestion;
    const answer = answered.answers[0];
    expect((await call(t.app, 'DELETE', '/answers', ben, { answer_id: answer!.answer_id })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/answers', ann, { answer_id: answer!.answer_id })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/questions', cat, { question_id: q.question_id })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/questions', ben, { question_id: q.question_id })).statusCode).toBe(200);
    expect(
      ((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost)
        .question_count,
    ).toBe(0);
  });

  it('answers 400 for bad input, 401 for visitors, 404 for unknown ids', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    expect((await call(t.app, 'POST', '/questions', ann, { post_id: post.post_id, body: '' })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/questions', ann, { post_id: post.post_id, body: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'POST', '/questions', null, { post_id: post.post_id, body: 'hi?' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(t.app, 'POST', '/answers', ann, {
          question_id: t.app.ids.encodeId('question', 99_999_999),
          body: 'hm',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/answers', ann, { question_id: post.post_id, body: 'hm' })).statusCode).toBe(
      400,
    );
  });
});
