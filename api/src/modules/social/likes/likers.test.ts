import { eq } from 'drizzle-orm';
import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { posts } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { LikersPage } from '../types';

describe.each(dbKinds())('who liked a post on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const likers = (who: Parameters<typeof call>[3], body: Record<string, unknown>) =>
    call(t.app, 'POST', '/likes/fetch-all', who, body);

  it('lists everyone who liked it, newest first, a page at a time without a gap or a repeat', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    const fans: TestUserSession[] = [];
    for (let i = 0; i < 7; i++) {
      const fan = await createUserSession(t.app);
      await call(t.app, 'POST', '/likes', fan, { post_id: post.post_id });
      fans.push(fan);
    }
    // Ann follows the third fan: her list says so
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: fans[2]!.user.uuid });
    const seen: LikersPage['rows'] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const res = await likers(ann, { post_id: post.post_id, limit: 3, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = res.json() as LikersPage;
      seen.push(...page.rows);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen.map((r) => r.user.uuid)).toEqual(fans.map((f) => f.user.uuid).reverse());
    expect(seen.find((r) => r.user.uuid === fans[2]!.user.uuid)?.is_followed).toBe(true);
    expect(seen.filter((r) => r.is_followed)).toHaveLength(1);
    expect(seen.every((r) => !r.is_me)).toBe(true);
    // a visitor sees the same people; the fan sees themselves marked
    const visitor = (await likers(null, { post_id: post.post_id, limit: 50 })).json() as LikersPage;
    expect(visitor.rows).toHaveLength(7);
    const mine = (await likers(fans[0]!, { post_id: post.post_id, limit: 50 })).json() as LikersPage;
    expect(mine.rows.filter((r) => r.is_me).map((r) => r.user.uuid)).toEqual([fans[0]!.user.uuid]);
    // an unlike takes them off the list
    await call(t.app, 'DELETE', '/likes', fans[6]!, { post_id: post.post_id });
    const after = (await likers(null, { post_id: post.post_id, limit: 50 })).json() as LikersPage;
    expect(after.rows.map((r) => r.user.uuid)).not.toContain(fans[6]!.user.uuid);
  });

  it('leaves out people blocked either way, and answers 404 as the post does', async () => {
    const [ann, ben, cat, dan] = (await Promise.all([0, 1, 2, 3].map(() => createUserSession(t.app)))) as [
      TestUserSession,
      TestUserSession,
      TestUserSession,
      TestUserSession,
    ];
    const post = await createPost(t.app, ann);
    for (const fan of [ben!, cat!]) await call(t.app, 'POST', '/likes', fan, { post_id: post.post_id });
    // Dan blocked Cat: Cat is not in Dan's list; Ben blocked Dan: Ben is not either
    await call(t.app, 'POST', '/social/block', dan!, { user_uuid: cat!.user.uuid, blocked: true });
    await call(t.app, 'POST', '/social/block', ben!, { user_uuid: dan!.user.uuid, blocked: true });
    const forDan = (await likers(dan!, { post_id: post.post_id })).json() as LikersPage;
    expect(forDan.rows).toEqual([]);
    const forAnn = (await likers(ann!, { post_id: post.post_id })).json() as LikersPage;
    expect(forAnn.rows.map((r) => r.user.uuid).sort()).toEqual([ben!.user.uuid, cat!.user.uuid].sort());
    // Ann blocks Cat: to Cat, Ann's post (and so its likes) does not exist
    await call(t.app, 'POST', '/social/block', ann!, { user_uuid: cat!.user.uuid, blocked: true });
    expect((await likers(cat!, { post_id: post.post_id })).statusCode).toBe(404);
    // a post hidden by reports: only its author sees it, and its likes
    await t.db
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(eq(posts.id, t.app.ids.decodeId('post', post.post_id)));
    expect((await likers(null, { post_id: post.post_id })).statusCode).toBe(404);
    expect((await likers(ben!, { post_id: post.post_id })).statusCode).toBe(404);
    expect((await likers(ann!, { post_id: post.post_id })).statusCode).toBe(200);
  });

  it('answers 400 with the field for bad input and 404 for an unknown post', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    for (const [body, field] of [
      [{}, 'post_id'],
      [{ post_id: post.post_id, cursor: 'nope' }, 'cursor'],
      [{ post_id: post.post_id, cursor: 'a.b.c' }, 'cursor'],
      [{ post_id: post.post_id, limit: 500 }, 'limit'],
    ] as const) {
      const res = await likers(ann, body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    }
    const unknown = await likers(ann, { post_id: t.app.ids.encodeId('post', 77_777_777) });
    expect(unknown.statusCode).toBe(404);
  });
});
