import { and, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { notifications, postLikes } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { PublicComment, PublicPost } from '../types';

describe.each(dbKinds())('likes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const postIdOf = (post: PublicPost) => t.app.ids.decodeId('post', post.post_id);

  it('counts a like once, however often it is sent, and tells the author once', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    const post = await createPost(t.app, ann);
    const first = await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    const again = await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    expect(first.json()).toEqual({ liked: true, like_count: 1 });
    expect(again.json()).toEqual({ liked: true, like_count: 1 });
    const seen = (await call(t.app, 'POST', '/posts/fetch', ben, { post_id: post.post_id })).json() as PublicPost;
    expect(seen).toMatchObject({ liked: true, like_count: 1 });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.type, 'LIKE')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: ben.user.id, postId: postIdOf(post) });
  });

  it('keeps the count right under concurrent likes, double likes and unlikes', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    const fans = await Promise.all(Array.from({ length: 12 }, () => createUserSession(t.app)));
    // every fan likes twice at once
    const results = await Promise.all(
      fans.flatMap((fan) => [0, 1].map(() => call(t.app, 'POST', '/likes', fan, { post_id: post.post_id }))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db
      .select()
      .from(postLikes)
      .where(eq(postLikes.postId, postIdOf(post)));
    expect(rows).toHaveLength(12);
    expect(
      ((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost).like_count,
    ).toBe(12);
    // half take it back, concurrently, twice each
    await Promise.all(
      fans
        .slice(0, 6)
        .flatMap((fan) => [0, 1].map(() => call(t.app, 'DELETE', '/likes', fan, { post_id: post.post_id }))),
    );
    expect(
      ((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).json() as PublicPost).like_count,
    ).toBe(6);
    const likeNotices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.type, 'LIKE')));
    expect(likeNotices).toHaveLength(6);
  });

  it('never notifies you of your own like', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    expect((await call(t.app, 'POST', '/likes', ann, { post_id: post.post_id })).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, ann.user.id))).toHaveLength(0);
  });

  it('likes comments once each and tells their author', async () => {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    const comment = (
      await call(t.app, 'POST', '/comments', ben, { post_id: post.post_id, body: 'Nice!' })
    ).json() as PublicComment;
    await Promise.all([0, 1, 2].map(() => call(t.app, 'POST', '/likes', cat, { comment_id: comment.comment_id })));
    const list = (await call(t.app, 'POST', '/comments/fetch-all', cat, { post_id: post.post_id })).json() as {
      rows: PublicComment[];
    };
    expect(list.rows[0]).toMatchObject({ like_count: 1, liked: true });
    // Ben hears "liked your comment", on the comment's post: a COMMENT_LIKE, not a LIKE of his (absent) post
    const toBen = await t.db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
    expect(toBen).toHaveLength(1);
    expect(toBen[0]).toMatchObject({ type: 'COMMENT_LIKE', actorId: cat.user.id, postId: postIdOf(post) });
    const drawer = (await call(t.app, 'POST', '/notifications/fetch-all', ben, { page: 1 })).json() as {
      rows: { type: string; post: { post_id: string } | null }[];
    };
    expect(drawer.rows[0]).toMatchObject({ type: 'COMMENT_LIKE', post: { post_id: post.post_id } });
    expect((await call(t.app, 'DELETE', '/likes', cat, { comment_id: comment.comment_id })).json()).toEqual({
      liked: false,
      like_count: 0,
    });
  });

  it('takes back the COMMENT_LIKE notification of an unliked comment, and a post unlike leaves it', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    const post = await createPost(t.app, ann);
    const comment = (
      await call(t.app, 'POST', '/comments', ann, { post_id: post.post_id, body: 'My own comment' })
    ).json() as PublicComment;
    const typesToAnn = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, ann.user.id))).map((n) => n.type).sort();
    // Ben likes Ann's post and Ann's comment on it: a LIKE and a COMMENT_LIKE (same actor, same post)
    await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    await call(t.app, 'POST', '/likes', ben, { comment_id: comment.comment_id });
    expect(await typesToAnn()).toEqual(['COMMENT_LIKE', 'LIKE']);
    // taking back the comment like takes back its own notice only
    expect((await call(t.app, 'DELETE', '/likes', ben, { comment_id: comment.comment_id })).json()).toEqual({
      liked: false,
      like_count: 0,
    });
    expect(await typesToAnn()).toEqual(['LIKE']);
    // a repeated unlike takes back nothing more
    await call(t.app, 'DELETE', '/likes', ben, { comment_id: comment.comment_id });
    expect(await typesToAnn()).toEqual(['LIKE']);
    await call(t.app, 'DELETE', '/likes', ben, { post_id: post.post_id });
    expect(await typesToAnn()).toEqual([]);
    // and the other way round: the post's unlike leaves the comment's notice
    await call(t.app, 'POST', '/likes', ben, { comment_id: comment.comment_id });
    await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    await call(t.app, 'DELETE', '/likes', ben, { post_id: post.post_id });
    expect(await typesToAnn()).toEqual(['COMMENT_LIKE']);
  });

  it('answers 400 for bad input, 401 for a visitor, 404 for an unknown post', async () => {
    const ann = await createUserSession(t.app);
    for (const payload of [{}, { post_id: 5 }, { post_id: 'x', comment_id: 'y' }, { post_id: 'forged' }]) {
      expect((await call(t.app, 'POST', '/likes', ann, payload)).statusCode).toBe(400);
    }
    const post = await createPost(t.app, ann);
    expect((await call(t.app, 'POST', '/likes', null, { post_id: post.post_id })).statusCode).toBe(401);
    const unknown = await call(t.app, 'POST', '/likes', ann, { post_id: t.app.ids.encodeId('post', 88_888_888) });
    expect(unknown.statusCode).toBe(404);
  });
});
