import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { call, createPost, uploadPhoto } from '../test-utils';
import type { FeedPage, PagedList, PublicPost } from '../types';
import { eq } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { questionnaire } from '../../plans/testing/plans-app';

describe.each(dbKinds())('posts api on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  describe('create', () => {
    it('creates a post with a caption and uploaded media, in order', async () => {
      const ann = await createUserSession(t.app);
      const [a, b] = [await uploadPhoto(t.app, ann), await uploadPhoto(t.app, ann)];
      const post = await createPost(t.app, ann, { caption: '  Desert sunset  ', media: [b.id, a.id] });
      expect(post).toMatchObject({
        caption: 'Desert sunset',
        is_owner: true,
        like_count: 0,
        liked: false,
        user: { username: ann.user.username },
      });
      expect(post.media.map((m) => m.id)).toEqual([b.id, a.id]);
      expect(post.media[0]).toMatchObject({ is_image: true, width: 700, height: 500 });
    });

    it('says "Maximum media to upload is 3" for a fourth item', async () => {
      const ann = await createUserSession(t.app);
      const media = await Promise.all([1, 2, 3, 4].map(() => uploadPhoto(t.app, ann)));
      const res = await call(t.app, 'POST', '/posts', ann, { caption: 'too many', media: media.map((m) => m.id) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Maximum media to upload is 3');
    });

    it("refuses someone else's upload and an upload already used", async () => {
      const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
      const bens = await uploadPhoto(t.app, ben);
      const stolen = await call(t.app, 'POST', '/posts', ann, { caption: 'mine?', media: [bens.id] });
      expect(stolen.statusCode).toBe(400);
      await createPost(t.app, ben, { media: [bens.id] });
      const reused = await call(t.app, 'POST', '/posts', ben, { caption: 'again', media: [bens.id] });
      expect(reused.statusCode).toBe(400);
    });

    it("links the author's own plan or a shared one, never another member's private plan", async () => {
      const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
      const made = await call(
        t.app,
        'POST',
        '/plans',
        ann,
        questionnaire({ mode: 'own', name: 'Our honeymoon', interests: [] }),
      );
      expect(made.statusCode).toBe(201);
      const pid = (made.json() as { user_plan_id: string }).user_plan_id;

      const own = await createPost(t.app, ann, { caption: 'My 3 days in Dubai', user_plan_id: pid });
      expect(own.user_plan).toEqual({ user_plan_id: pid });

      // Ben holds the id (e.g. from a link once shared) but the plan is private: refused, and nothing is stored.
      const postsBefore = await t.db.$count(posts, eq(posts.userId, ben.user.id));
      const stolen = await call(t.app, 'POST', '/posts', ben, { caption: 'look', user_plan_id: pid });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().message).toBe('Plan not found.');
      expect(await t.db.$count(posts, eq(posts.userId, ben.user.id))).toBe(postsBefore);
      // An id that was never a plan is refused the same way.
      expect(
        (await call(t.app, 'POST', '/posts', ben, { caption: 'x', user_plan_id: t.app.ids.encodeId('plan', 987_654) }))
          .statusCode,
      ).toBe(404);

      expect((await call(t.app, 'POST', '/plans/share', ann, { pid, shared: true })).statusCode).toBe(200);
      const shared = await createPost(t.app, ben, { caption: 'Great plan', user_plan_id: pid });
      expect(shared.user_plan).toEqual({ user_plan_id: pid });
    });

    it('answers 400 naming the field for bad input, 401 for a visitor', async () => {
      const ann = await createUserSession(t.app);
      for (const payload of [
        { caption: 5 },
        { caption: 'x'.repeat(2201) },
        { media: 'abc' },
        { media: ['not-an-id'] },
        { caption: '' },
        { user_plan_id: 'nope' },
      ]) {
        const res = await call(t.app, 'POST', '/posts', ann, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect((await call(t.app, 'POST', '/posts', null, { caption: 'hi' })).statusCode).toBe(401);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: { cookie: ann.cookie },
        payload: { caption: 'hi' },
      });
      expect(noCsrf.statusCode).toBe(403);
    });
  });

  describe('edit and delete', () => {
    it('lets the author edit the caption and marks it edited', async () => {
      const ann = await createUserSession(t.app);
      const post = await createPost(t.app, ann);
      const res = await call(t.app, 'PUT', '/posts', ann, { post_id: post.post_id, caption: 'Better words' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ caption: 'Better words', edited_at: expect.any(String) });
    });

    it('lets nobody else edit or delete it', async () => {
      const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
      const post = await createPost(t.app, ann);
      const edit = await call(t.app, 'PUT', '/posts', ben, { post_id: post.post_id, caption: 'hacked' });
      expect(edit.statusCode).toBe(403);
      const del = await call(t.app, 'DELETE', '/posts', ben, { post_id: post.post_id });
      expect(del.statusCode).toBe(403);
      expect((await call(t.app, 'DELETE', '/posts', null, { post_id: post.post_id })).statusCode).toBe(401);
      const still = await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id });
      expect(still.json().caption).toBe(post.caption);
    });

    it('deletes the post with its files', async () => {
      const ann = await createUserSession(t.app);
      const photo = await uploadPhoto(t.app, ann);
      const post = await createPost(t.app, ann, { media: [photo.id] });
      expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
      const del = await call(t.app, 'DELETE', '/posts', ann, { post_id: post.post_id });
      expect(del.statusCode).toBe(200);
      const gone = await call(t.app, 'POST', '/posts/fetch', ann, { post_id: post.post_id });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Post was not found.');
      expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    });
  });

  describe('fetch', () => {
    it('answers 400 Invalid id for a tampered id and 404 for an unknown one', async () => {
      expect((await call(t.app, 'POST', '/posts/fetch', null, { post_id: 'abc' })).json().message).toBe('Invalid id');
      const unknown = await call(t.app, 'POST', '/posts/fetch', null, {
        post_id: t.app.ids.encodeId('post', 99_999_999),
      });
      expect(unknown.statusCode).toBe(404);
      // an id of another kind never opens a post
      const media = await call(t.app, 'POST', '/posts/fetch', null, { post_id: t.app.ids.encodeId('media', 1) });
      expect(media.statusCode).toBe(400);
    });
  });

  describe('feed', () => {
    it('pages newest first with a cursor, without repeats, mixing followed people and discovery', async () => {
      const [reader, friend, stranger] = [
        await createUserSession(t.app),
        await createUserSession(t.app),
        await createUserSession(t.app),
      ];
      await call(t.app, 'POST', '/follows', reader, { followed_uuid: friend.user.uuid });
      const friendPosts = [];
      const strangerPosts = [];
      for (let i = 0; i < 6; i++) {
        friendPosts.push(await createPost(t.app, friend, { caption: `friend ${i}` }));
        strangerPosts.push(await createPost(t.app, stranger, { caption: `stranger ${i}` }));
      }
      const seen: PublicPost[] = [];
      let cursor: string | null | undefined;
      for (let guard = 0; guard < 50; guard++) {
        const res = await call(t.app, 'POST', '/posts/fetch-all', reader, { limit: 4, ...(cursor ? { cursor } : {}) });
        expect(res.statusCode).toBe(200);
        const page = res.json() as FeedPage;
        expect(page.rows.length).toBeLessThanOrEqual(4);
        seen.push(...page.rows);
        cursor = page.next_cursor;
        if (!cursor) break;
      }
      const ids = seen.map((p) => p.post_id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const p of [...friendPosts, ...strangerPosts]) expect(ids).toContain(p.post_id);
      // the first page favours people the reader follows, and labels the rest as discovery
      const first = seen.slice(0, 4);
      expect(first.filter((p) => p.user.uuid === friend.user.uuid).length).toBeGreaterThanOrEqual(2);
      for (const p of seen) expect(p.is_discovery).toBe(p.user.uuid !== friend.user.uuid);
      for (const p of seen.filter((x) => x.user.uuid === friend.user.uuid)) expect(p.is_followed).toBe(true);
      // within a stream, newest first
      const friendOrder = seen.filter((p) => p.user.uuid === friend.user.uuid).map((p) => p.caption);
      expect(friendOrder).toEqual([...friendPosts].reverse().map((p) => p.caption));
    });

    it('gives about 70 % of a page to followed people, the rest to discovery, and lets either fill in for the other', async () => {
      const [reader, friend, quiet, stranger] = [
        await createUserSession(t.app),
        await createUserSession(t.app),
        await createUserSession(t.app),
        await createUserSession(t.app),
      ];
      await call(t.app, 'POST', '/follows', reader, { followed_uuid: friend.user.uuid });
      for (let i = 0; i < 12; i++) await createPost(t.app, friend, { caption: `friend ${i}` });
      for (let i = 0; i < 12; i++) await createPost(t.app, stranger, { caption: `stranger ${i}` });
      const page = (body: object, who = reader) =>
        call(t.app, 'POST', '/posts/fetch-all', who, body).then((r) => r.json() as FeedPage);
      const split = (p: FeedPage) => [
        p.rows.filter((r) => !r.is_discovery).length,
        p.rows.filter((r) => r.is_discovery).length,
      ];

      const first = await page({ limit: 10 });
      expect(split(first)).toEqual([7, 3]);
      // the friend has 5 left: all of them go on the page, and discovery fills the other 5
      const second = await page({ limit: 10, cursor: first.next_cursor });
      expect(split(second)).toEqual([5, 5]);
      expect(second.rows.every((r) => !first.rows.some((f) => f.post_id === r.post_id))).toBe(true);

      // someone who follows a person with only 2 posts: discovery fills the rest of the page
      await call(t.app, 'POST', '/follows', quiet, { followed_uuid: reader.user.uuid });
      await createPost(t.app, reader, { caption: 'reader 1' });
      await createPost(t.app, reader, { caption: 'reader 2' });
      expect(split(await page({ limit: 10 }, quiet))).toEqual([2, 8]);
    });

    it('serves visitors everyone newest first, and rejects a forged cursor', async () => {
      const ann = await createUserSession(t.app);
      const post = await createPost(t.app, ann, { caption: 'for everyone' });
      const res = await call(t.app, 'POST', '/posts/fetch-all', null, { limit: 3 });
      expect(res.statusCode).toBe(200);
      expect((res.json() as FeedPage).rows[0]!.post_id).toBe(post.post_id);
      expect((await call(t.app, 'POST', '/posts/fetch-all', null, { cursor: 'abc.def' })).statusCode).toBe(400);
      expect((await call(t.app, 'POST', '/posts/fetch-all', null, { limit: 0 })).statusCode).toBe(400);
      expect((await call(t.app, 'POST', '/posts/fetch-all', null, { limit: 'many' })).statusCode).toBe(400);
    });
  });

  describe('profile posts and trending', () => {
    it("pages a person's posts with a count, and says when the user is unknown", async () => {
      const ann = await createUserSession(t.app);
      for (let i = 0; i < 5; i++) await createPost(t.app, ann, { caption: `p${i}` });
      const page1 = (
        await call(t.app, 'POST', '/posts/profile', null, { username: ann.user.username, page: 1, limit: 2 })
      ).json() as PagedList<PublicPost>;
      const page3 = (
        await call(t.app, 'POST', '/posts/profile', null, {
          username: ann.user.username.toUpperCase(),
          page: 3,
          limit: 2,
        })
      ).json() as PagedList<PublicPost>;
      expect(page1).toMatchObject({ count: 5, page: 1 });
      expect(page1.rows.map((p) => p.caption)).toEqual(['p4', 'p3']);
      expect(page3.rows.map((p) => p.caption)).toEqual(['p0']);
      const missing = await call(t.app, 'POST', '/posts/profile', null, { username: 'nobody_here_123' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User was not found.');
    });

    it('lists trending posts with pictures, most engaged first', async () => {
      const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
      const quiet = await createPost(t.app, ann, { media: [(await uploadPhoto(t.app, ann)).id] });
      const loved = await createPost(t.app, ann, { media: [(await uploadPhoto(t.app, ann)).id] });
      await createPost(t.app, ann, { caption: 'words only' });
      await call(t.app, 'POST', '/likes', ben, { post_id: loved.post_id });
      const res = await call(t.app, 'POST', '/posts/trending', null, { limit: 20 });
      const ids = (res.json() as { rows: PublicPost[] }).rows.map((p) => p.post_id);
      expect(ids.indexOf(loved.post_id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(loved.post_id)).toBeLessThan(ids.indexOf(quiet.post_id));
      expect((res.json() as { rows: PublicPost[] }).rows.every((p) => p.media.length > 0)).toBe(true);
    });
  });
});
