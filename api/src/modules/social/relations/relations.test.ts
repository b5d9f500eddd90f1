import { and, eq, or } from 'drizzle-orm';
import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { follows, notifications, postComments, userBlocks } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { CommentsPage, PagedList, PublicPost, RelationPerson, SocialProfile } from '../types';

describe.each(dbKinds())('mute and block on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const people = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, () => createUserSession(t.app)))) as [
      TestUserSession,
      TestUserSession,
      TestUserSession,
    ];
  const mute = (who: TestUserSession | null, whom: TestUserSession, muted = true) =>
    call(t.app, 'POST', '/social/mute', who, { user_uuid: whom.user.uuid, muted });
  const block = (who: TestUserSession | null, whom: TestUserSession, blocked = true) =>
    call(t.app, 'POST', '/social/block', who, { user_uuid: whom.user.uuid, blocked });
  const comment = (who: TestUserSession, post: PublicPost, body = 'hello') =>
    call(t.app, 'POST', '/comments', who, { post_id: post.post_id, body });

  it('refuses visitors, yourself, unknown people and bad input on every write and the lists', async () => {
    const [ann, ben] = await people(2);
    for (const res of [
      await mute(null, ben),
      await block(null, ben),
      await call(t.app, 'POST', '/social/relations', null, { kind: 'muted' }),
    ])
      expect(res.statusCode).toBe(401);
    expect((await mute(ann, ann)).json().code).toBe('cannot_mute_or_block_self');
    expect((await block(ann, ann)).statusCode).toBe(400);
    const ghost = await call(t.app, 'POST', '/social/block', ann, {
      user_uuid: '00000000-0000-4000-8000-000000000000',
      blocked: true,
    });
    expect([ghost.statusCode, ghost.json().code]).toEqual([404, 'user_not_found']);
    expect((await call(t.app, 'POST', '/social/mute', ann, { user_uuid: ben.user.uuid })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/social/relations', ann, { kind: 'friends' })).statusCode).toBe(400);
  });

  it("mute hides the person's posts and comments from me only, and is listed until unmuted", async () => {
    const [ann, ben, cat] = await people(3);
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid });
    const post = await createPost(t.app, cat);
    await comment(ben, post, 'from ben');
    expect((await mute(ann, ben)).json()).toEqual({ user_uuid: ben.user.uuid, is_muted: true, is_blocked: false });
    const following = (await call(t.app, 'POST', '/posts/fetch-all', ann, { tab: 'following' })).json();
    expect(following.rows).toEqual([]);
    const forAnn = (await call(t.app, 'POST', '/comments/fetch-all', ann, { post_id: post.post_id })).json();
    expect((forAnn as CommentsPage).rows).toEqual([]);
    const forCat = (await call(t.app, 'POST', '/comments/fetch-all', cat, { post_id: post.post_id })).json();
    expect((forCat as CommentsPage).rows.map((c) => c.body)).toEqual(['from ben']);
    const list = (await call(t.app, 'POST', '/social/relations', ann, { kind: 'muted' })).json();
    expect((list as PagedList<RelationPerson>).rows.map((r) => r.uuid)).toEqual([ben.user.uuid]);
    const profile = (await call(t.app, 'POST', '/social/profile', ann, { username: ben.user.username })).json();
    expect(profile as SocialProfile).toMatchObject({ is_muted: true, is_blocked: false, is_followed: true });
    const back = await createPost(t.app, ben);
    await mute(ann, ben, false); // forgets Ann's cached feed pages: Ben's posts are back at once
    const again = (await call(t.app, 'POST', '/posts/fetch-all', ann, { tab: 'following' })).json();
    expect(again.rows.map((p: PublicPost) => p.post_id)).toEqual([back.post_id]);
    expect((await call(t.app, 'POST', '/social/relations', ann, { kind: 'muted' })).json().count).toBe(0);
  });

  it('block removes follows both ways and their notifications, and the blocker is not found by the blocked', async () => {
    const [ann, ben] = await people(2);
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid });
    await call(t.app, 'POST', '/follows', ben, { followed_uuid: ann.user.uuid });
    const post = await createPost(t.app, ann);
    expect((await block(ann, ben)).json()).toEqual({ user_uuid: ben.user.uuid, is_muted: false, is_blocked: true });
    const between = or(
      and(eq(follows.followerId, ann.user.id), eq(follows.followedId, ben.user.id)),
      and(eq(follows.followerId, ben.user.id), eq(follows.followedId, ann.user.id)),
    );
    expect(await t.db.select().from(follows).where(between)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(or(eq(notifications.userId, ann.user.id), eq(notifications.userId, ben.user.id))),
    ).toEqual([]);

    // as the blocked person, every read and write about Ann answers "not found"
    const notFound = async (res: { statusCode: number; json(): { code?: string } }, code: string) =>
      expect([res.statusCode, res.json().code]).toEqual([404, code]);
    await notFound(
      await call(t.app, 'POST', '/social/profile', ben, { username: ann.user.username }),
      'user_not_found',
    );
    await notFound(await call(t.app, 'POST', '/posts/profile', ben, { username: ann.user.username }), 'user_not_found');
    await notFound(await call(t.app, 'POST', '/posts/fetch', ben, { post_id: post.post_id }), 'post_not_found');
    await notFound(await comment(ben, post), 'post_not_found');
    await notFound(await call(t.app, 'POST', '/comments/fetch-all', ben, { post_id: post.post_id }), 'post_not_found');
    await notFound(await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id }), 'post_not_found');
    await notFound(
      await call(t.app, 'POST', '/questions', ben, { post_id: post.post_id, body: 'hi?' }),
      'post_not_found',
    );
    await notFound(await call(t.app, 'POST', '/follows', ben, { followed_uuid: ann.user.uuid }), 'user_not_found');
    await notFound(await mute(ben, ann), 'user_not_found');
    await notFound(await block(ben, ann), 'user_not_found');
    expect(await t.db.select().from(postComments).where(eq(postComments.userId, ben.user.id))).toEqual([]);
    expect(await t.db.select().from(follows).where(between)).toEqual([]);
    const forYou = (await call(t.app, 'POST', '/posts/fetch-all', ben, { tab: 'for_you', limit: 30 })).json();
    expect(forYou.rows.map((p: PublicPost) => p.user.uuid)).not.toContain(ann.user.uuid);

    // the blocker still sees the profile (to unblock) but not the posts, and cannot follow either
    const profile = (await call(t.app, 'POST', '/social/profile', ann, { username: ben.user.username })).json();
    expect(profile as SocialProfile).toMatchObject({ is_blocked: true, is_followed: false, follows_me: false });
    await notFound(await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid }), 'user_not_found');
    const list = (await call(t.app, 'POST', '/social/relations', ann, { kind: 'blocked' })).json();
    expect(list.rows.map((r: RelationPerson) => r.uuid)).toEqual([ben.user.uuid]);

    // a visitor is unaffected
    expect((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).statusCode).toBe(200);

    // unblocking restores the possibility, not the follows
    expect((await block(ann, ben, false)).json().is_blocked).toBe(false);
    expect(await t.db.select().from(userBlocks).where(eq(userBlocks.blockerId, ann.user.id))).toEqual([]);
    expect((await call(t.app, 'POST', '/posts/fetch', ben, { post_id: post.post_id })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/follows', ben, { followed_uuid: ann.user.uuid })).statusCode).toBe(200);
  });

  it('no notification passes between two people blocked either way (a reply in an old thread)', async () => {
    const [ann, ben, cat] = await people(3);
    const post = await createPost(t.app, cat);
    const first = (await comment(ann, post, 'first')).json();
    await block(ann, ben);
    const reply = await call(t.app, 'POST', '/comments', ben, {
      post_id: post.post_id,
      body: 'reply',
      parent_id: first.comment_id,
    });
    expect(reply.statusCode).toBe(201);
    const toAnn = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.actorId, ben.user.id)));
    expect(toAnn).toEqual([]);
    // and Ann does not see Ben's reply
    const replies = await call(t.app, 'POST', '/comments/replies', ann, { comment_id: first.comment_id });
    expect(replies.json().rows).toEqual([]);
  });
});
