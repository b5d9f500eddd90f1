import { and, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { notifications } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { CommentsPage, PublicComment, PublicPost } from '../types';

describe.each(dbKinds())('comments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const comment = async (who: Parameters<typeof call>[3], body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/comments', who, body);
    expect(res.statusCode).toBe(201);
    return res.json() as PublicComment;
  };
  const countOf = async (post: PublicPost) =>
    ((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost).comment_count;
  const noticesFor = (userId: number, type: 'COMMENT' | 'COMMENT_REPLY') =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('threads replies one level deep, counts them and tells the right people', async () => {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    const top = await comment(ben, { post_id: post.post_id, body: '  Where is this?  ' });
    expect(top).toMatchObject({ body: 'Where is this?', parent_id: null, is_author: false, can_delete: true });
    const reply = await comment(ann, { post_id: post.post_id, body: 'Al Qudra lakes', parent_id: top.comment_id });
    expect(reply).toMatchObject({ parent_id: top.comment_id, is_author: true });
    // a reply to a reply joins the same thread
    const deeper = await comment(cat, { post_id: post.post_id, body: 'Thanks both', parent_id: reply.comment_id });
    expect(deeper.parent_id).toBe(top.comment_id);

    const page = (
      await call(t.app, 'POST', '/comments/fetch-all', null, { post_id: post.post_id })
    ).json() as CommentsPage;
    expect(page.rows.map((c) => [c.body, c.reply_count])).toEqual([['Where is this?', 2]]);
    const replies = (
      await call(t.app, 'POST', '/comments/replies', null, { comment_id: top.comment_id })
    ).json() as CommentsPage;
    expect(replies.rows.map((c) => c.body)).toEqual(['Al Qudra lakes', 'Thanks both']);
    expect(await countOf(post)).toBe(3);

    expect(await noticesFor(ann.user.id, 'COMMENT')).toHaveLength(2); // ben's comment and cat's reply on her post
    expect(await noticesFor(ben.user.id, 'COMMENT_REPLY')).toHaveLength(2); // ann's and cat's replies to him
    expect(await noticesFor(cat.user.id, 'COMMENT_REPLY')).toHaveLength(0);
  });

  it('pages comments with a cursor', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    const post = await createPost(t.app, ann);
    for (let i = 0; i < 5; i++) await comment(ben, { post_id: post.post_id, body: `c${i}` });
    const first = (
      await call(t.app, 'POST', '/comments/fetch-all', null, { post_id: post.post_id, limit: 3 })
    ).json() as CommentsPage;
    const second = (
      await call(t.app, 'POST', '/comments/fetch-all', null, {
        post_id: post.post_id,
        limit: 3,
        cursor: first.next_cursor,
      })
    ).json() as CommentsPage;
    expect(first.rows.map((c) => c.body)).toEqual(['c0', 'c1', 'c2']);
    expect(second.rows.map((c) => c.body)).toEqual(['c3', 'c4']);
    expect(second.next_cursor).toBeNull();
  });

  it('lets the commenter and the post author delete, nobody else; counts follow', async () => {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    const top = await comment(ben, { post_id: post.post_id, body: 'hello' });
    await comment(cat, { post_id: post.post_id, body: 'reply', parent_id: top.comment_id });
    const mine = await comment(cat, { post_id: post.post_id, body: 'mine' });
    expect((await call(t.app, 'DELETE', '/comments', cat, { comment_id: top.comment_id })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/comments', null, { comment_id: top.comment_id })).statusCode).toBe(401);
    expect(await countOf(post)).toBe(3);
    expect((await call(t.app, 'DELETE', '/comments', ann, { comment_id: top.comment_id })).statusCode).toBe(200); // post author, takes the reply too
    expect(await countOf(post)).toBe(1);
    expect((await call(t.app, 'DELETE', '/comments', cat, { comment_id: mine.comment_id })).statusCode).toBe(200);
    expect(await countOf(post)).toBe(0);
  });

  it('answers 400 for bad input and 404 for an unknown post or parent', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    for (const payload of [
      { post_id: post.post_id },
      { post_id: post.post_id, body: '   ' },
      { post_id: post.post_id, body: 'x'.repeat(1001) },
      { body: 'hi' },
    ]) {
      expect((await call(t.app, 'POST', '/comments', ann, payload)).statusCode).toBe(400);
    }
    expect(
      (await call(t.app, 'POST', '/comments', ann, { post_id: t.app.ids.encodeId('post', 77_777_777), body: 'hi' }))
        .statusCode,
    ).toBe(404);
    const badParent = await call(t.app, 'POST', '/comments', ann, {
      post_id: post.post_id,
      body: 'hi',
      parent_id: t.app.ids.encodeId('comment', 77_777_777),
    });
    expect(badParent.statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', '/comments/fetch-all', null, { post_id: post.post_id, cursor: 'nope' })).statusCode,
    ).toBe(400);
  });
});
